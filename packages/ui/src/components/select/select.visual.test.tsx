import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import * as stories from './select.stories';

const { WithValue } = composeStories(stories);

test.each(['light', 'dark'] as const)('Select WithValue looks the same (%s)', async (scheme) => {
  await renderStory(<WithValue />, { scheme });
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`select-withvalue-${scheme}`);
});
