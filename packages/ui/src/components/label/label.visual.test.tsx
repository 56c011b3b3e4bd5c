import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import * as stories from './label.stories';

const { Required } = composeStories(stories);

test.each(['light', 'dark'] as const)('Label Required looks the same (%s)', async (scheme) => {
  await renderStory(<Required />, { scheme });
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`label-required-${scheme}`);
});
