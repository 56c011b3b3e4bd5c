import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { paintFirst } from './paint-first';

const HTML =
  '<html><head><script type="module" crossorigin src="/assets/index-a1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/runtime.js"></head><body><div id="root"></div></body></html>';

/** Runs the inline start script with a stand-in page; answers the scripts it added and the timers/frames it asked for. */
function runStart(html: string) {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const added: Array<{ type: string; src: string; crossOrigin: string | null }> = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  runInNewContext(script, {
    document: { createElement: () => ({ type: '', src: '', crossOrigin: null }), head: { appendChild: (s: (typeof added)[0]) => added.push(s) } },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  });
  return { added, frames, timers };
}

describe('paintFirst', () => {
  const html = paintFirst(HTML);

  it('preloads the entry instead of running it from the head, and starts it from the end of the body', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<head><link rel="modulepreload" crossorigin href="/assets/index-a1.js">');
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.trimEnd().endsWith('</script>\n  </body></html>')).toBe(true);
  });

  it('adds the entry once, after the next frame, or after 250 ms when no frame comes', () => {
    const page = runStart(html);
    expect(page.added).toEqual([]);
    page.frames[0]!();
    const afterFrame = page.timers.find((timer) => timer.ms === 0)!;
    afterFrame.run();
    expect(page.added).toEqual([{ type: 'module', src: '/assets/index-a1.js', crossOrigin: '' }]);
    page.timers.find((timer) => timer.ms === 250)!.run();
    expect(page.added).toHaveLength(1);

    const hidden = runStart(html);
    hidden.timers.find((timer) => timer.ms === 250)!.run();
    expect(hidden.added).toHaveLength(1);
  });

  it('preloads the first screen\'s fonts first in the head', () => {
    expect(paintFirst(HTML, { fonts: ['/assets/inter-latin.woff2'] })).toContain(
      '<head><link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin.woff2"><link rel="modulepreload"',
    );
  });

  it('refuses an index.html without the entry script', () => {
    expect(() => paintFirst('<html><body></body></html>')).toThrow(/no entry/);
  });
});
