import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import { settleForScreenshot } from '../../theme/visual-settle';
import * as stories from './kbd.stories';

const { InText } = composeStories(stories);

test.each(['light', 'dark'] as const)('Kbd in-text looks the same (%s)', async (scheme) => {
  await renderStory(<InText />, { scheme });
  await settleForScreenshot();
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`kbd-in-text-${scheme}`);
});
