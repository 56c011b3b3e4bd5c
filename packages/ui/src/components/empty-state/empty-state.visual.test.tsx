import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import { settleForScreenshot } from '../../theme/visual-settle';
import * as stories from './empty-state.stories';

const { Default } = composeStories(stories);

test.each(['light', 'dark'] as const)('EmptyState default looks the same (%s)', async (scheme) => {
  await renderStory(<Default />, { scheme });
  await settleForScreenshot();
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`empty-state-default-${scheme}`);
});
