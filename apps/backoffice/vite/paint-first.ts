/** The entry script as Vite writes it into index.html. */
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** How long the entry waits for a frame at most (a page in a background tab gets none until shown). */
const MAX_WAIT_MS = 250;

export interface PaintFirstOptions {
  /**
   * URLs of woff2 fonts the first screen's text uses, preloaded from the top of `<head>`: text
   * painted in a fallback font and redrawn when the font arrives moves (a layout shift).
   */
  fonts?: readonly string[];
}

/**
 * index.html whose app starts after the first paint (issue 20): the entry `<script type="module">`
 * becomes a `<link rel="modulepreload">` (downloaded and compiled at once, as before) and a small
 * inline script at the end of `<body>` adds the module script after the next frame (or after
 * 250 ms without one), so the browser paints the prerendered first screen before the entry's
 * evaluation and start-up take the main thread. Without scripts nothing changes. The first screen's
 * fonts are preloaded (`fonts`).
 */
export function paintFirst(html: string, { fonts = [] }: PaintFirstOptions = {}): string {
  const entry = ENTRY.exec(html);
  if (!entry) throw new Error('hotel-paint-first: index.html has no entry <script type="module" crossorigin src>.');
  const src = JSON.stringify(entry[1]).replace(/</g, '\\u003c');
  const start =
    `(function(){var d=0;function go(){if(d)return;d=1;var s=document.createElement('script');` +
    `s.type='module';s.crossOrigin='';s.src=${src};document.head.appendChild(s)}` +
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${MAX_WAIT_MS})})();`;
  if (!html.includes('</body>')) throw new Error('hotel-paint-first: index.html has no </body>.');
  const preloads = fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`).join('');
  return html
    .replace(/<head>/, (head) => head + preloads)
    .replace(ENTRY, () => `<link rel="modulepreload" crossorigin href="${entry[1]}">`)
    .replace('</body>', () => `  <script>${start}</script>\n  </body>`);
}
