import Beasties from 'beasties';
import postcss, { type Root } from 'postcss';

/** What `criticalCss` must know besides the stylesheet and the screens. */
export interface CriticalCssOptions {
  /**
   * Attributes and classes the page's `<html>` may carry before the first paint (set by the
   * pre-paint and first-screen scripts), e.g. `{ class: 'dark', 'data-first-screen': 'frame' }`:
   * rules under them count as the screens'. Rules for attributes with other values (the themes'
   * `[data-theme=teal]`) are kept by `keep`.
   */
  html?: Record<string, string>;
  /** Selectors always kept (the themes' tokens, whichever theme is stored). */
  keep?: readonly RegExp[];
}

/** An `@font-face` rule: kept whole (a font is fetched only when text needs it). */
const FONT_FACE = /@font-face\{[^}]*\}/g;

/**
 * The stylesheet without its `@font-face` rules, for when the critical CSS holds them for good: the
 * same faces declared again by the sheet loaded after the first paint would be new faces, and every
 * text of the page would be measured and laid out again (a long task of ~25 ms on this machine).
 */
export function withoutFontFaces(css: string): string {
  return css.replace(FONT_FACE, '');
}

/**
 * The rules of `css` the prerendered `screens` (HTML fragments) use, for a `<style>` in index.html
 * (issue 20): the first paint then waits for no stylesheet, and the full one loads after it
 * (paint-first.ts). A rule is kept when one of its selectors matches an element of a screen (pseudo
 * classes ignored), is under `options.html`'s state of `<html>`, or matches `options.keep`; media
 * queries, layers and `@property` rules are kept around what they hold, `@keyframes` the kept
 * rules name, every `@font-face` (text painted in a fallback font and redrawn moves), and custom
 * properties only when a kept rule or a screen's inline style reads them. The screens look the
 * same with these rules as with the whole sheet: e2e/first-screen.spec.ts compares them.
 */
export async function criticalCss(css: string, screens: readonly string[], options: CriticalCssOptions = {}): Promise<string> {
  const attributes = Object.entries(options.html ?? {})
    .map(([name, value]) => ` ${name}="${value.replace(/"/g, '&quot;')}"`)
    .join('');
  const fonts = css.match(FONT_FACE) ?? [];
  const document = `<!doctype html><html${attributes}><head><style>${withoutFontFaces(css)}</style></head><body>${screens.join('')}</body></html>`;
  const beasties = new MatchingBeasties({
    reduceInlineStyles: true,
    keyframes: 'critical',
    fonts: false,
    compress: true,
    logLevel: 'warn',
    allowRules: [...(options.keep ?? [])],
  });
  const processed = await beasties.process(document);
  const kept = /<style>([\s\S]*)<\/style>/.exec(processed)?.[1];
  if (kept === undefined) throw new Error('hotel-critical-css: no rule of the stylesheet was kept.');
  const root = postcss.parse(kept);
  dropUnreadProperties(root, screens.join(''));
  return fonts.join('') + root.toString();
}

/**
 * `:is(…)` and `:where(…)` with one selector inside, replaced by that selector: Tailwind writes
 * variants such as `peer-disabled:` as `:is(:where(.peer):disabled~.x)`, which Beasties would drop
 * whole with the pseudo classes. With a list inside they stay (and go as pseudo classes do:
 * `.x:where(.dark, .dark *)` is matched as `.x`).
 */
export function unwrapSingleSelectors(selector: string): string {
  const wrapper = /:(?:is|where)\(/g;
  let result = selector;
  for (let match = wrapper.exec(result); match; match = wrapper.exec(result)) {
    const start = match.index + match[0].length;
    let depth = 1;
    let list = false;
    let end = start;
    for (; end < result.length; end++) {
      const char = result[end];
      if (char === '\\') end++;
      else if (char === '(') depth++;
      else if (char === ')' && --depth === 0) break;
      else if (char === ',' && depth === 1) list = true;
    }
    if (list || end >= result.length) continue;
    result = result.slice(0, match.index) + result.slice(start, end) + result.slice(end + 1);
    // Again from here: the selector inside may open with another wrapper.
    wrapper.lastIndex = match.index;
  }
  return result;
}

/**
 * Beasties matching Tailwind's variants (`unwrapSingleSelectors`). `normalizeCssSelector` is the
 * method Beasties calls on every selector before matching it (beasties 0.5; not in its types).
 */
class MatchingBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    const normalize = (Beasties.prototype as unknown as { normalizeCssSelector(selector: string): string }).normalizeCssSelector;
    return normalize.call(this, unwrapSingleSelectors(selector));
  }
}

/** The custom properties a text reads (`var(--name`). */
function readsOf(text: string): Set<string> {
  return new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!));
}

/**
 * Removes declarations of custom properties nobody reads: not a kept rule (through any chain of
 * properties), not an inline style of the screens. Tailwind's theme declares every token the whole
 * app uses; the first screens read a few.
 */
function dropUnreadProperties(root: Root, screens: string): void {
  const read = readsOf(screens);
  // What ordinary declarations read, then what those properties' definitions read, and so on.
  const definitions = new Map<string, string[]>();
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) definitions.set(declaration.prop, [...(definitions.get(declaration.prop) ?? []), declaration.value]);
    else for (const name of readsOf(declaration.value)) read.add(name);
  });
  const queue = [...read];
  while (queue.length > 0) {
    for (const value of definitions.get(queue.pop()!) ?? []) {
      for (const name of readsOf(value)) {
        if (read.has(name)) continue;
        read.add(name);
        queue.push(name);
      }
    }
  }
  root.walkDecls(/^--/, (declaration) => {
    // Tailwind's `--tw-*` defaults are its utilities' plumbing: kept.
    if (!read.has(declaration.prop) && !declaration.prop.startsWith('--tw-')) declaration.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  });
}
