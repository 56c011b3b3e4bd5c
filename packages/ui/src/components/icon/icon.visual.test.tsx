import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import { settleForScreenshot } from '../../theme/visual-settle';
import * as stories from './icon.stories';

const { Sets } = composeStories(stories);

test.each(['light', 'dark'] as const)('Icon sets looks the same (%s)', async (scheme) => {
  await renderStory(<Sets />, { scheme });
  await settleForScreenshot();
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`icon-sets-${scheme}`);
});
