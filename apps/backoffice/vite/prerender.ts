import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { criticalCss, withoutFontFaces, type CriticalCssOptions } from './critical-css';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_TYPE, firstScreenScript, type FirstScreenScriptOptions } from './first-screen-script';
import { paintFirst } from './paint-first';
// What the app's prerender module answers (a type only: the module itself loads through Vite's SSR loader).
import type { FirstScreens } from '../src/prerender/first-screens';

export type { FirstScreens };

export interface PrerenderOptions extends Omit<FirstScreenScriptOptions, 'languages' | 'emptyFramePaths' | 'welcomeMark'> {
  /** Built font files the first screens' text uses (matched against the bundle's file names): preloaded. */
  fonts?: RegExp;
  /** The module (a path from the app's root, '/src/…') whose `prerenderFirstScreens()` renders the screens. */
  module: string;
  /**
   * The state of `<html>` and the rules to keep whatever the screens hold (critical-css.ts): the
   * rules the screens use are inlined and the stylesheets load after the first paint.
   */
  criticalCss: CriticalCssOptions;
}

const ROOT = '<div id="root"></div>';

/**
 * A prerendered screen's buttons are disabled until the app takes over: a press there would do
 * nothing (no script behind it yet), so it waits, visibly, instead of being lost. Fields and links
 * work from the start (what is typed is carried over: src/first-screen.ts).
 */
export function disableButtons(html: string): string {
  return html.replace(/<button\b/g, '<button disabled=""');
}

/**
 * A screen kept as raw text (`<script type="text/html">`, a data block: never run) until the
 * first-screen script picks it: the parser skips it in one pass instead of building its elements.
 */
function screenBlock(attributes: string, content: string): string {
  if (/<\/?script/i.test(content)) throw new Error('hotel-prerender: a prerendered screen holds a <script> element, which would end its block.');
  return `<script type="${FIRST_SCREEN_TYPE}" ${attributes}>${content}</script>`;
}

/** Every prerendered screen's HTML (the sign-in page in each language, the frame in each language and layout). */
export function allScreens(screens: FirstScreens): string[] {
  return screens.languages.flatMap((language) => [screens.signIn[language] ?? '', ...Object.values(screens.frame[language] ?? {})]);
}

/**
 * index.html with the first screens: `#root` holds the default language's sign-in page (what a
 * visitor sees without any script), then a raw-text block per other language's sign-in page and
 * per language and layout of the signed-in frame, then the first-screen script that picks one.
 */
export function injectFirstScreens(html: string, screens: FirstScreens, options: Omit<PrerenderOptions, 'module' | 'criticalCss'>): string {
  if (!html.includes(ROOT)) throw new Error(`hotel-prerender: index.html has no ${ROOT}.`);
  const fallback = options.language.fallback;
  const signIn = screens.signIn[fallback];
  if (signIn === undefined) throw new Error(`hotel-prerender: no sign-in page in '${fallback}'.`);
  const block = (screen: string, language: string, content: string, layout?: string) =>
    screenBlock(`${FIRST_SCREEN_ATTRIBUTE}="${screen}" lang="${language}"${layout ? ` data-layout="${layout}"` : ''}`, disableButtons(content));
  const blocks = [
    ...screens.languages.filter((language) => language !== fallback).map((language) => block('sign-in', language, screens.signIn[language] ?? '')),
    ...screens.languages.flatMap((language) => Object.entries(screens.frame[language] ?? {}).map(([layout, content]) => block('frame', language, content, layout))),
  ];
  const { languages, emptyFramePaths, welcomeMark } = screens;
  const script = firstScreenScript({ ...options, languages, emptyFramePaths, welcomeMark });
  return html.replace(ROOT, () => `<div id="root">${disableButtons(signIn)}</div>\n    ${blocks.join('')}\n    <script>${script}</script>`);
}

type Bundle = Record<string, { type: string; source?: string | Uint8Array }>;

/** The text of a stylesheet of the bundle (a file name relative to the output directory). */
function stylesheetText(bundle: Bundle, file: string): string {
  const asset = bundle[file];
  if (asset?.type !== 'asset' || asset.source === undefined) throw new Error(`hotel-prerender: the stylesheet ${file} is not in the bundle.`);
  return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
}

/**
 * Renders the first screens with Vite's SSR loader, from source: the build's root, mode (so the
 * same env) and source condition, none of its plugins (TSX, JSON and import.meta.glob are Vite's own).
 */
async function renderFirstScreens(config: ResolvedConfig, module: string): Promise<FirstScreens> {
  const server = await createServer({
    configFile: false,
    root: config.root,
    envDir: config.envDir,
    mode: config.mode,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    ssr: { resolve: { conditions: config.resolve.conditions.filter((c) => c.startsWith('@')) } },
  });
  try {
    const { prerenderFirstScreens } = (await server.ssrLoadModule(module)) as { prerenderFirstScreens: () => Promise<FirstScreens> };
    return await prerenderFirstScreens();
  } finally {
    await server.close();
  }
}

/**
 * Prerendered first screens (issue 20, build only): the sign-in page and the signed-in frame are
 * rendered at build time with React's `prerender` (react-dom/static) and put in index.html, so the
 * page paints from HTML and the rules they use (critical-css.ts) before the stylesheets and the
 * scripts arrive; those load after that paint (paint-first.ts), and the app replaces the screen
 * when its own first screen is ready (src/main.tsx).
 */
export function prerenderFirstScreens(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  /** The stylesheets whose rules the critical CSS took. */
  let inlined: string[] = [];
  return {
    name: 'hotel-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) return html;
        const { module, fonts, criticalCss: cssOptions, ...script } = options;
        const fontFiles = fonts ? Object.keys(bundle).filter((file) => fonts.test(file)) : [];
        const screens = await renderFirstScreens(config, module);
        inlined = [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map(([, href]) => href!.slice(config.base.length));
        const css = inlined.map((file) => stylesheetText(bundle as Bundle, file)).join('');
        const critical = await criticalCss(css, allScreens(screens), cssOptions);
        return paintFirst(injectFirstScreens(html, screens, script), { fonts: fontFiles.map((file) => `${config.base}${file}`), criticalCss: critical });
      },
    },
    // After index.html is written (Vite's HTML plugin runs transformIndexHtml in its own generateBundle):
    // the font faces stay only in the inlined critical CSS. Declared again in the stylesheet they
    // would be new faces, and every text of the page would be laid out again (critical-css.ts).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of inlined) (bundle[file] as { source: string }).source = withoutFontFaces(stylesheetText(bundle as Bundle, file));
      },
    },
  };
}
