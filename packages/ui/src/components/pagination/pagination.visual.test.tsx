import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import * as stories from './pagination.stories';

const { Default } = composeStories(stories);

test.each(['light', 'dark'] as const)('Pagination Default looks the same (%s)', async (scheme) => {
  await renderStory(<Default />, { scheme });
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`pagination-default-${scheme}`);
});
