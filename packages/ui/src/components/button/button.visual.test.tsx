import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import * as stories from './button.stories';

const { Variants } = composeStories(stories);

test.each(['light', 'dark'] as const)('Button variants look the same (%s)', async (scheme) => {
  await renderStory(<Variants />, { scheme });
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`button-variants-${scheme}`);
});
