import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import { settleForScreenshot } from '../../theme/visual-settle';
import * as stories from './spinner.stories';

const { Sizes } = composeStories(stories);

test.each(['light', 'dark'] as const)('Spinner sizes looks the same (%s)', async (scheme) => {
  await renderStory(<Sizes />, { scheme });
  await settleForScreenshot();
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`spinner-sizes-${scheme}`);
});
