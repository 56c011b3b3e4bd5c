import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import * as stories from './scroll-area.stories';

const { Default } = composeStories(stories);

test.each(['light', 'dark'] as const)('ScrollArea Default looks the same (%s)', async (scheme) => {
  await renderStory(<Default />, { scheme });
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`scroll-area-default-${scheme}`);
});
