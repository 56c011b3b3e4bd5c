import { composeStories } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { renderStory } from '../../../../../scripts/visual';
import * as stories from './form-field.stories';

const { WithError } = composeStories(stories);

test.each(['light', 'dark'] as const)('FormField WithError looks the same (%s)', async (scheme) => {
  await renderStory(<WithError />, { scheme });
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`form-field-witherror-${scheme}`);
});
