import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import * as stories from './switch.stories';

const { Checked } = composeStories(stories);

test.each(['light', 'dark'] as const)('Switch Checked looks the same (%s)', async (scheme) => {
  await renderStory(<Checked />, { scheme });
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`switch-checked-${scheme}`);
});
