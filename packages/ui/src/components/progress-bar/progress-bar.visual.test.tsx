import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import { settleForScreenshot } from '../../theme/visual-settle';
import * as stories from './progress-bar.stories';

const { Steps } = composeStories(stories);

test.each(['light', 'dark'] as const)('ProgressBar steps looks the same (%s)', async (scheme) => {
  await renderStory(<Steps />, { scheme });
  await settleForScreenshot();
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`progress-bar-steps-${scheme}`);
});
