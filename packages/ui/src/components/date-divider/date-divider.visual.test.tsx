import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import { settleForScreenshot } from '../../theme/visual-settle';
import * as stories from './date-divider.stories';

const { InConversation } = composeStories(stories);

test.each(['light', 'dark'] as const)('DateDivider in-conversation looks the same (%s)', async (scheme) => {
  await renderStory(<InConversation />, { scheme });
  await settleForScreenshot();
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`date-divider-in-conversation-${scheme}`);
});
