import type { Layout, Scheme, Theme } from './types';

/** True when `scheme` means dark, given the operating system preference. */
export const isDarkScheme = (scheme: Scheme, prefersDark: boolean): boolean =>
  scheme === 'dark' || (scheme === 'auto' && prefersDark);

/**
 * Applies the appearance to the root element: `data-layout`, `data-theme`, `data-scheme`, the `dark`
 * or `light` class and `color-scheme` (so native controls and scrollbars match).
 */
export function applyAppearance(
  root: HTMLElement,
  appearance: { layout: Layout; theme: Theme; scheme: Scheme; prefersDark: boolean },
): void {
  const dark = isDarkScheme(appearance.scheme, appearance.prefersDark);
  root.dataset.layout = appearance.layout;
  root.dataset.theme = appearance.theme;
  root.dataset.scheme = appearance.scheme;
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}
