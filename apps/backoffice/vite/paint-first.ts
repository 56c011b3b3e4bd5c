import { scriptJson as json } from './inline-script';

/** The entry script as Vite writes it into index.html. */
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The module preloads Vite writes for the entry's static imports. */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** The stylesheets Vite writes for the entry's CSS. */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * The attribute a stylesheet added after the first paint carries until it has loaded (or failed):
 * the app waits for it before it replaces the prerendered screen (src/first-screen.tsx).
 */
export const STYLESHEET_LOADING_ATTRIBUTE = 'data-loading';

/** How long start-up waits for a frame at most (a page in a background tab gets none until shown). */
const MAX_WAIT_MS = 250;
/** How long after the first frame starts it waits at most for that frame to be on screen. */
const MAX_PRESENT_MS = 100;

/**
 * An inline script's body that runs once the first paint is on screen: when the browser reports it
 * (Paint Timing's `paint` entries, which come once the frame is presented), then a task. Frames are
 * drawn off the main thread, and scripts started as soon as the main thread has painted compete
 * with that drawing on a small machine: the paint appeared 10 to 30 ms later (issue 20's bench).
 * Without paint timing it runs after the next frame (a frame, then a task); at most 100 ms after
 * the first frame starts, or after 250 ms when no frame comes (a page opened in a background tab).
 * Scripts wrapped this way run in the order they were parsed.
 */
export function afterFirstPaint(body: string): string {
  return (
    `(function(){var d=0,p=0;function go(){if(d)return;d=1;${body}}` +
    `try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>-1){new PerformanceObserver(function(l,o){o.disconnect();setTimeout(go,0)}).observe({type:'paint',buffered:true});p=${MAX_PRESENT_MS}}}catch(x){}` +
    `requestAnimationFrame(function(){setTimeout(go,p)});setTimeout(go,${MAX_WAIT_MS})})();`
  );
}

export interface PaintFirstOptions {
  /**
   * URLs of woff2 fonts the first screen's text uses, preloaded from the top of `<head>`: text
   * painted in a fallback font and redrawn when the font arrives moves (a layout shift).
   */
  fonts?: readonly string[];
  /**
   * The rules the first screen uses (critical-css.ts). Given, they are inlined in a `<style>` where
   * the stylesheets were, and the stylesheets are added after the first paint like the scripts
   * (before them), so the first paint waits for no stylesheet; a `<noscript>` keeps them for a
   * visitor without scripts.
   */
  criticalCss?: string;
}

/**
 * index.html whose scripts start after the first paint (issue 20): the entry's
 * `<script type="module">` and Vite's `<link rel="modulepreload">`s of its imports leave the
 * `<head>`, and a small inline script at the end of `<body>` adds them (preloads first) once the
 * first paint is on screen (`afterFirstPaint`), so the browser paints the prerendered first screen before any script is fetched,
 * compiled or run. Without scripts nothing changes. The first screen's fonts are preloaded (`fonts`);
 * with `criticalCss`, the stylesheets wait for the paint too.
 * (The start-up's own head script, which preloads what the first screen asks for, waits the same
 * way: `startUp({ afterFirstPaint: true })`.)
 */
export function paintFirst(html: string, { fonts = [], criticalCss }: PaintFirstOptions = {}): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) throw new Error('hotel-paint-first: index.html has no entry <script type="module" crossorigin src>.');
  if (!html.includes('</body>')) throw new Error('hotel-paint-first: index.html has no </body>.');
  if (criticalCss !== undefined && /<\/style/i.test(criticalCss)) throw new Error('hotel-paint-first: the critical CSS would close its <style> element.');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const sheets = criticalCss === undefined ? [] : [...html.matchAll(STYLESHEET)].map((match) => match[1]!);
  const start = afterFirstPaint(
    `var h=document.head;${json(sheets)}.forEach(function(f){var l=document.createElement('link');l.rel='stylesheet';l.crossOrigin='';l.href=f;` +
      `l.setAttribute(${json(STYLESHEET_LOADING_ATTRIBUTE)},'');l.onload=l.onerror=function(){l.removeAttribute(${json(STYLESHEET_LOADING_ATTRIBUTE)})};h.appendChild(l)});` +
      `${json(preloads)}.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;h.appendChild(l)});` +
      `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${json(entry)};h.appendChild(s)`,
  );
  const fontLinks = fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`).join('');
  let page = html;
  if (sheets.length > 0) {
    // The first stylesheet's place gets the critical rules and, for a visitor without scripts, the stylesheets.
    const links = [...html.matchAll(STYLESHEET)].map((match) => match[0]).join('');
    const first = html.search(STYLESHEET);
    page = html.replace(STYLESHEET, (_link, _href, at: number) => (at === first ? `<style>${criticalCss}</style><noscript>${links}</noscript>` : ''));
  }
  return page
    .replace(/<head>/, (head) => head + fontLinks)
    .replace(ENTRY, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `  <script>${start}</script>\n  </body>`);
}
