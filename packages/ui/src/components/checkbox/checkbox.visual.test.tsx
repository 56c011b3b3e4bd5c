import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import * as stories from './checkbox.stories';

const { Indeterminate } = composeStories(stories);

test.each(['light', 'dark'] as const)('Checkbox Indeterminate looks the same (%s)', async (scheme) => {
  await renderStory(<Indeterminate />, { scheme });
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`checkbox-indeterminate-${scheme}`);
});
