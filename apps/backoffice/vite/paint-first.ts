import { scriptJson as json } from './inline-script';

/** The entry script as Vite writes it into index.html. */
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The module preloads Vite writes for the entry's static imports. */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** How long start-up waits for a frame at most (a page in a background tab gets none until shown). */
const MAX_WAIT_MS = 250;


/**
 * An inline script's body that runs once after the next frame has been painted (a frame, then a
 * task), or after 250 ms when no frame comes (a page opened in a background tab). Scripts wrapped
 * this way run in the order they were parsed.
 */
export function afterFirstPaint(body: string): string {
  return (
    `(function(){var d=0;function go(){if(d)return;d=1;${body}}` +
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${MAX_WAIT_MS})})();`
  );
}

export interface PaintFirstOptions {
  /**
   * URLs of woff2 fonts the first screen's text uses, preloaded from the top of `<head>`: text
   * painted in a fallback font and redrawn when the font arrives moves (a layout shift).
   */
  fonts?: readonly string[];
}

/**
 * index.html whose scripts start after the first paint (issue 20): the entry's
 * `<script type="module">` and Vite's `<link rel="modulepreload">`s of its imports leave the
 * `<head>`, and a small inline script at the end of `<body>` adds them (preloads first) after the
 * next frame, so the browser paints the prerendered first screen before any script is fetched,
 * compiled or run. Without scripts nothing changes. The first screen's fonts are preloaded (`fonts`).
 * (The start-up's own head script, which preloads what the first screen asks for, waits the same
 * way: `startUp({ afterFirstPaint: true })`.)
 */
export function paintFirst(html: string, { fonts = [] }: PaintFirstOptions = {}): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) throw new Error('hotel-paint-first: index.html has no entry <script type="module" crossorigin src>.');
  if (!html.includes('</body>')) throw new Error('hotel-paint-first: index.html has no </body>.');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const start = afterFirstPaint(
    `var h=document.head;${json(preloads)}.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;h.appendChild(l)});` +
      `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${json(entry)};h.appendChild(s)`,
  );
  const fontLinks = fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`).join('');
  return html
    .replace(/<head>/, (head) => head + fontLinks)
    .replace(ENTRY, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `  <script>${start}</script>\n  </body>`);
}
