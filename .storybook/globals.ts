import { DEFAULT_LANGUAGES } from '@hotel/shell';
/** Toolbar globals shared by every story: theme, scheme, layout, role and language. */
export const THEMES = ['default', 'brand', 'teal', 'rose', 'purple', 'amber'] as const;
export const SCHEMES = ['light', 'dark', 'auto'] as const;
export const LAYOUTS = [
  'classy',
  'classic',
  'compact',
  'dense',
  'futuristic',
  'thin',
  'centered',
  'enterprise',
  'material',
  'modern',
  'empty',
] as const;
/** The language toolbar: the shell's default languages (a story with more configures its own, see the Languages stories). */
export const LANGUAGES = DEFAULT_LANGUAGES.map((language) => language.code);
