import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import * as stories from './accordion.stories';

const { RightToLeft } = composeStories(stories);

test.each(['light', 'dark'] as const)('Accordion RightToLeft looks the same (%s)', async (scheme) => {
  await renderStory(<RightToLeft />, { scheme });
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`accordion-righttoleft-${scheme}`);
});
