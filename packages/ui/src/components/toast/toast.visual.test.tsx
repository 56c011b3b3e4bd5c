import { act } from 'react';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import { resetToasts, toast } from './toast-store';
import { Toaster } from './toast';

// Toasts live in a fixed viewport in document.body, so the whole page is the frame.
test.each(['light', 'dark'] as const)('Toast variants look the same (%s)', async (scheme) => {
  resetToasts();
  await renderStory(<Toaster duration={Number.POSITIVE_INFINITY} />, { scheme });
  document.body.style.minHeight = '100vh';
  await act(async () => {
    toast.info('Guest moved to Room 310');
    toast.success('Reservation saved', { description: 'Room 204, 12–15 March' });
    toast.error('Payment declined', { description: 'The card issuer refused the charge.' });
  });
  await expect.element(page.getByRole('alert')).toBeVisible();
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`toast-variants-${scheme}`);
});
