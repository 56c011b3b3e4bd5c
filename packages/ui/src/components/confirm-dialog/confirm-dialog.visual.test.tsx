import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import * as stories from './confirm-dialog.stories';

const { Open } = composeStories(stories);

// The open overlay is portalled to document.body, so the whole viewport is the frame.
test.each(['light', 'dark'] as const)('ConfirmDialog open looks the same (%s)', async (scheme) => {
  await renderStory(<Open />, { scheme });
  document.body.style.minHeight = '100vh';
  await expect.element(page.getByRole('alertdialog')).toBeVisible();
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`confirm-dialog-open-${scheme}`);
});
