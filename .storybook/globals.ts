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
export const LANGUAGES = ['en', 'tr'] as const;
