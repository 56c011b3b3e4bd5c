import '../.storybook/preview.css';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import { userEvent } from 'vitest/browser';
import { registerIconSets } from '@hotel/ui/icon-sets';

// Screens draw icons by name from data, as in the back-office and Storybook (opt-in loaders).
registerIconSets();

let root: Root | null = null;

/**
 * Renders a composed story for a screenshot, in a theme and scheme, inside a padded frame
 * (`data-testid="visual-root"`). Fonts are awaited so text renders the same every run.
 */
export async function renderStory(
  element: ReactElement,
  { theme = 'default', scheme = 'light' }: { theme?: string; scheme?: 'light' | 'dark' } = {},
): Promise<void> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  document.documentElement.dataset.theme = theme;
  document.documentElement.classList.toggle('dark', scheme === 'dark');
  root?.unmount();
  document.body.replaceChildren();
  await pointerToCorner();
  const container = document.createElement('div');
  container.dataset.testid = 'visual-root';
  container.className = 'inline-block bg-background p-4';
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(element));
  await document.fonts.ready;
}

/**
 * Moves the pointer to the page's top-left corner (the frame's padding, once drawn), before the story
 * renders (an open dialog would cover the corner): a test before may have left the pointer where this
 * screenshot has a control, which would then be drawn hovered.
 */
async function pointerToCorner(): Promise<void> {
  const corner = document.createElement('div');
  corner.style.cssText = 'position:fixed;left:0;top:0;width:2px;height:2px';
  document.body.append(corner);
  await userEvent.hover(corner);
  corner.remove();
}
