import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import * as stories from './input.stories';

const { WithAdornments } = composeStories(stories);

test.each(['light', 'dark'] as const)('Input WithAdornments looks the same (%s)', async (scheme) => {
  await renderStory(<WithAdornments />, { scheme });
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`input-withadornments-${scheme}`);
});
