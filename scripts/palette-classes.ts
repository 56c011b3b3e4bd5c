/**
 * Finds colours that bypass the theme tokens in source text: Tailwind palette utilities
 * (`bg-indigo-600`, `hover:text-white`, `ring-red-500/40`), arbitrary colour values
 * (`bg-[#1e88e5]`, `text-[rgb(0_0_0)]`) and Tailwind palette variables (`var(--color-slate-100)`).
 * Every colour of @hotel/ui and @hotel/shell must come from a token (packages/ui/src/theme/tokens.ts),
 * so an app's theme recolours everything.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const PALETTES =
  'slate|gray|zinc|neutral|stone|mauve|olive|mist|taupe|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose';
const UTILITIES =
  'bg|text|border(?:-[xytrblse])?|ring|ring-offset|outline|fill|stroke|from|via|to|divide|decoration|caret|accent|placeholder|shadow|inset-shadow|inset-ring|drop-shadow|text-shadow';

/** A palette utility (with any variants), a palette variable, or an arbitrary colour value. */
const PATTERNS: RegExp[] = [
  new RegExp(`(?<![\\w-])(?:[\\w\\[\\]=&*>:@/-]+:)?!?(?:${UTILITIES})-(?:(?:${PALETTES})-\\d{2,3}|black|white)(?:/\\d+)?(?![\\w-])`, 'g'),
  new RegExp(`(?<![\\w-])(?:[\\w\\[\\]=&*>:@/-]+:)?!?(?:${UTILITIES})-\\[(?:color:)?(?:#[0-9a-fA-F]{3,8}|rgba?\\(|hsla?\\(|oklch\\(|oklab\\(|lab\\(|lch\\(|hwb\\()[^\\]]*\\]`, 'g'),
  new RegExp(`--color-(?:(?:${PALETTES})-\\d{2,3}|black|white)\\b`, 'g'),
];

/** One colour that bypasses the tokens. */
export interface PaletteHit {
  /** 1-based line number. */
  line: number;
  /** The offending text, e.g. `bg-indigo-600`. */
  match: string;
}

/** The palette classes, palette variables and arbitrary colours in one source text. */
export function findPaletteColours(source: string): PaletteHit[] {
  const hits: PaletteHit[] = [];
  source.split('\n').forEach((text, index) => {
    for (const pattern of PATTERNS) {
      for (const match of text.matchAll(pattern)) hits.push({ line: index + 1, match: match[0] });
    }
  });
  return hits;
}

/** The `.ts` and `.tsx` files under `dir` (recursive), stories included. */
export function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name)) files.push(path);
  }
  return files;
}

/** `file:line match` for every hit under the given directories, paths relative to `root`. */
export function scanForPaletteColours(root: string, dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    sourceFiles(join(root, dir)).flatMap((file) =>
      findPaletteColours(readFileSync(file, 'utf8')).map((hit) => `${relative(root, file)}:${hit.line} ${hit.match}`),
    ),
  );
}
