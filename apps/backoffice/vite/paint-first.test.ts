import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { afterFirstPaint, paintFirst } from './paint-first';

const HTML =
  '<html><head><script type="module" crossorigin src="/assets/index-a1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/runtime.js"></head><body><div id="root"></div></body></html>';

/** A stand-in `<link>` with attributes. */
function link() {
  const attributes: Record<string, string> = {};
  return {
    rel: '',
    href: '',
    type: '',
    src: '',
    crossOrigin: null,
    attributes,
    setAttribute: (name: string, value: string) => (attributes[name] = value),
    removeAttribute: (name: string) => delete attributes[name],
  };
}

/** Runs the inline start script with a stand-in page; answers the scripts it added and the timers/frames it asked for. */
/** Runs index.html's start script in a stub window; `paintTiming`: the browser reports paints (Paint Timing). */
function runStart(html: string, { paintTiming = false } = {}) {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const added: Array<Record<string, string | null>> = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const paints: Array<() => void> = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['longtask', 'paint'] : ['longtask'];
    disconnected = false;
    constructor(private readonly report: (list: unknown, observer: PerformanceObserver) => void) {}
    observe({ type, buffered }: { type: string; buffered?: boolean }) {
      if (type === 'paint' && buffered) paints.push(() => !this.disconnected && this.report({}, this));
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  runInNewContext(script, {
    document: {
      createElement: (tag: string) => (tag === 'link' ? link() : { type: '', src: '', crossOrigin: null }),
      head: { appendChild: (element: (typeof added)[0]) => added.push(element) },
    },
    PerformanceObserver,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  });
  return { added, frames, timers, paints };
}

describe('paintFirst', () => {
  const html = paintFirst(HTML);

  it('takes the entry and its preloads out of the head, and starts them from the end of the body', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload" crossorigin href');
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.trimEnd().endsWith('</script>\n  </body></html>')).toBe(true);
  });

  it('adds the preloads, then the entry, once, after the next frame, or after 250 ms when no frame comes', () => {
    const page = runStart(html);
    expect(page.added).toEqual([]);
    page.frames[0]!();
    const afterFrame = page.timers.find((timer) => timer.ms === 0)!;
    afterFrame.run();
    expect(page.added).toMatchObject([
      { type: '', rel: 'modulepreload', href: '/assets/runtime.js', src: '', crossOrigin: '' },
      { type: 'module', src: '/assets/index-a1.js', crossOrigin: '' },
    ]);
    page.timers.find((timer) => timer.ms === 250)!.run();
    expect(page.added).toHaveLength(2);

    const hidden = runStart(html);
    hidden.timers.find((timer) => timer.ms === 250)!.run();
    expect(hidden.added).toHaveLength(2);
  });

  it('preloads the first screen\'s fonts first in the head', () => {
    expect(paintFirst(HTML, { fonts: ['/assets/inter-latin.woff2'] })).toContain(
      '<head><link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin.woff2">\n',
    );
  });

  it('with the critical CSS, inlines it where the stylesheet was and adds the stylesheet after the paint, before the scripts', () => {
    const withSheet = HTML.replace('<head>', '<head><link rel="stylesheet" crossorigin href="/assets/index.css">');
    const critical = paintFirst(withSheet, { criticalCss: '.a{color:red}' });
    expect(critical).toContain('<head><style>.a{color:red}</style><noscript><link rel="stylesheet" crossorigin href="/assets/index.css"></noscript>');
    expect(critical.match(/rel="stylesheet"/g)).toHaveLength(1);
    const page = runStart(critical);
    page.timers.find((timer) => timer.ms === 250)!.run();
    const [sheet, preload, entry] = page.added as Array<Record<string, unknown> & { setAttribute?: unknown }>;
    expect(sheet).toMatchObject({ rel: 'stylesheet', href: '/assets/index.css', crossOrigin: '', attributes: { 'data-loading': '' } });
    // It marks the sheet loaded once it has loaded or failed (the app waits for that).
    (sheet!.onload as () => void)();
    expect(sheet!.attributes).toEqual({});
    expect([preload!.rel, entry!.type]).toEqual(['modulepreload', 'module']);
    // Without the critical CSS the stylesheet stays where it is (render-blocking).
    expect(paintFirst(withSheet)).toContain('<head><link rel="stylesheet" crossorigin href="/assets/index.css">');
  });

  it('refuses critical CSS that would close its <style> element', () => {
    expect(() => paintFirst(HTML, { criticalCss: 'a{content:"</style>"}' })).toThrow(/close its <style>/);
  });

  it('starts once the first paint is on screen where the browser reports paints, at most 100 ms after the first frame', () => {
    const page = runStart(html, { paintTiming: true });
    page.frames[0]!();
    expect(page.timers.map((timer) => timer.ms)).toEqual([250, 100]);
    expect(page.added).toEqual([]);
    page.paints[0]!();
    page.paints[0]!();
    const painted = page.timers.filter((timer) => timer.ms === 0);
    expect(painted).toHaveLength(1);
    painted[0]!.run();
    expect(page.added.map((element) => element.rel ?? element.type)).toEqual(['modulepreload', 'module']);
    page.timers.find((timer) => timer.ms === 100)!.run();
    expect(page.added).toHaveLength(2);

    const unreported = runStart(html, { paintTiming: true });
    unreported.frames[0]!();
    unreported.timers.find((timer) => timer.ms === 100)!.run();
    expect(unreported.added).toHaveLength(2);
  });

  it('wraps any script to run after the first paint', () => {
    const page = runStart(`<script>${afterFirstPaint('document.head.appendChild(1)')}</script>`);
    page.timers.find((timer) => timer.ms === 250)!.run();
    page.frames[0]!();
    page.timers.find((timer) => timer.ms === 0)!.run();
    expect(page.added).toEqual([1]);
  });

  it('refuses an index.html without the entry script', () => {
    expect(() => paintFirst('<html><body></body></html>')).toThrow(/no entry/);
  });
});
