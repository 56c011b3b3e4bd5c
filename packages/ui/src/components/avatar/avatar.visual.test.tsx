import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import { settleForScreenshot } from '../../theme/visual-settle';
import * as stories from './avatar.stories';

const { Statuses } = composeStories(stories);

test.each(['light', 'dark'] as const)('Avatar statuses looks the same (%s)', async (scheme) => {
  await renderStory(<Statuses />, { scheme });
  await settleForScreenshot();
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`avatar-statuses-${scheme}`);
});
