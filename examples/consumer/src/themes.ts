import { DEFAULT_THEMES, type PrePaintScriptOptions, type ThemeOption } from '@hotel/shell';

/** Front Desk's own theme: its id (the `data-theme` its CSS in src/index.css answers) and colour. */
export const HARBOUR: ThemeOption = { id: 'harbour', label: 'Harbour', swatch: '#4338ca' };

/**
 * The themes the settings drawer offers: the shell's six and Front Desk's own. Shared by the app
 * (ShellProviders `themes`) and the build (the pre-paint script in vite.config.ts), so a stored
 * 'harbour' is applied before the first paint.
 */
export const THEMES: readonly ThemeOption[] = [HARBOUR, ...DEFAULT_THEMES];

/** Where the user's appearance is remembered, and what a first visit gets: the classic layout in Harbour. */
export const APPEARANCE = {
  storageKey: 'frontDeskConfig',
  themes: THEMES,
  defaultConfig: { layout: 'classic', theme: HARBOUR.id },
} as const satisfies PrePaintScriptOptions;
