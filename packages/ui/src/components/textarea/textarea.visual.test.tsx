import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import * as stories from './textarea.stories';

const { LongText } = composeStories(stories);

test.each(['light', 'dark'] as const)('Textarea LongText looks the same (%s)', async (scheme) => {
  await renderStory(<LongText />, { scheme });
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`textarea-longtext-${scheme}`);
});
