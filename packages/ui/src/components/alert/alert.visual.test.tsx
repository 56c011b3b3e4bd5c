import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import { settleForScreenshot } from '../../theme/visual-settle';
import * as stories from './alert.stories';

const { Variants } = composeStories(stories);

test.each(['light', 'dark'] as const)('Alert variants looks the same (%s)', async (scheme) => {
  await renderStory(<Variants />, { scheme });
  await settleForScreenshot();
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`alert-variants-${scheme}`);
});
