import { describe, expect, it } from 'vitest';
import { criticalCss, unwrapSingleSelectors } from './critical-css';

const CSS = [
  '@font-face{font-family:Inter;src:url(/assets/inter-latin.woff2)format("woff2")}',
  '@layer theme{:root{--color-used:#111;--color-unused:#222;--color-chained:var(--color-deep);--color-deep:#333;--color-inline:#444;--tw-shadow:0 0 #0000}}',
  '@layer base{[data-theme=teal]{--primary:#0f766e}.dark [data-theme]{--primary:#5eead4}.dark{--background:#000}}',
  '@layer utilities{.bg-primary{background:var(--primary)}.bg-background{background:var(--background)}.text-used{color:var(--color-used)}.text-chained{color:var(--color-chained)}.text-unused{color:var(--color-unused)}',
  ':is(:where(.peer):disabled~.peer-disabled\\:opacity-50){opacity:.5}.hover\\:underline:hover{text-decoration:underline}.spin{animation:spin 1s}.absent{display:none}',
  '@media (min-width:960px){.md\\:flex{display:flex}.md\\:absent{display:grid}}}',
  '@keyframes spin{to{rotate:1turn}}@keyframes unused{to{opacity:0}}',
  'html[data-first-screen=frame] [data-slot=nav]{display:none}',
].join('');

const SCREENS = [
  '<main class="bg-primary bg-background text-used hover:underline md:flex"><button class="peer" disabled></button><label class="peer-disabled:opacity-50">x</label><p class="spin" style="color:var(--color-inline)">Sign in</p></main>',
  '<nav data-slot="nav" class="text-chained">Menu</nav>',
];

describe('criticalCss', async () => {
  const css = await criticalCss(CSS, SCREENS, { html: { class: 'dark', 'data-first-screen': 'frame' }, keep: [/^(?:\.dark)?\s*\[data-theme(?:=[\w-]+)?\]$/] });

  it('keeps the rules the screens use, in their layers and media queries, pseudo classes and all', () => {
    expect(css).toContain('.text-used{color:var(--color-used)}');
    expect(css).toContain('.hover\\:underline:hover{text-decoration:underline}');
    expect(css).toMatch(/@media \(min-width:960px\)\{\.md\\:flex\{display:flex\}\}/);
    expect(css).toContain('@layer utilities{');
    expect(css).toContain(':is(:where(.peer):disabled~.peer-disabled\\:opacity-50){opacity:.5}');
  });

  it('drops the rules no element of a screen matches', () => {
    expect(css).not.toContain('.text-unused');
    expect(css).not.toContain('.absent');
    expect(css).not.toContain('md\\:absent');
  });

  it('keeps rules under the state <html> may have, and the themes whatever is stored', () => {
    expect(css).toContain('html[data-first-screen=frame] [data-slot=nav]{display:none}');
    expect(css).toContain('.dark{--background:#000}');
    expect(css).toContain('[data-theme=teal]{--primary:#0f766e}');
    expect(css).toContain('.dark [data-theme]{--primary:#5eead4}');
  });

  it('keeps every font face and the keyframes a kept rule names', () => {
    expect(css.startsWith('@font-face{font-family:Inter;')).toBe(true);
    expect(css).toContain('@keyframes spin');
    expect(css).not.toContain('@keyframes unused');
  });

  it('keeps a custom property only when a kept rule or an inline style reads it, through chains', () => {
    expect(css).toContain('--color-used:#111');
    expect(css).toContain('--color-chained:var(--color-deep)');
    expect(css).toContain('--color-deep:#333');
    expect(css).toContain('--color-inline:#444');
    expect(css).toContain('--tw-shadow:0 0 #0000');
    expect(css).not.toContain('--color-unused');
  });
});

describe('unwrapSingleSelectors', () => {
  it('unwraps :is() and :where() around one selector, nested, and keeps lists and escapes', () => {
    expect(unwrapSingleSelectors(':is(:where(.peer):disabled~.peer-disabled\\:opacity-50)')).toBe('.peer:disabled~.peer-disabled\\:opacity-50');
    expect(unwrapSingleSelectors('.dark\\:bg-x:where(.dark, .dark *)')).toBe('.dark\\:bg-x:where(.dark, .dark *)');
    expect(unwrapSingleSelectors(':is(.w-\\(--x\\) .y)')).toBe('.w-\\(--x\\) .y');
  });
});
