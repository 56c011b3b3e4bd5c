import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import { settleForScreenshot } from '../../theme/visual-settle';
import * as stories from './safe-html.stories';

const { RichDocument } = composeStories(stories);

test.each(['light', 'dark'] as const)('SafeHtml rich-document looks the same (%s)', async (scheme) => {
  await renderStory(<RichDocument />, { scheme });
  await settleForScreenshot();
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`safe-html-rich-document-${scheme}`);
});
