import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import { settleForScreenshot } from '../../theme/visual-settle';
import * as stories from './tooltip.stories';

const { LongText } = composeStories(stories);

test.each(['light', 'dark'] as const)('Tooltip content looks the same (%s)', async (scheme) => {
  await renderStory(<LongText />, { scheme });
  // An open tooltip loads its Radix parts first.
  await expect.poll(() => document.querySelector('[data-slot="tooltip-content"]')).not.toBeNull();
  await settleForScreenshot();
  const content = document.querySelector<HTMLElement>('[data-slot="tooltip-content"]');
  await expect.element(page.elementLocator(content!)).toMatchScreenshot(`tooltip-long-text-${scheme}`);
});
