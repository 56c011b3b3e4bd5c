import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { FIRST_SCREEN_ATTRIBUTE, firstScreenScript, type FirstScreenScriptOptions } from './first-screen-script';
import { paintFirst } from './paint-first';
// What the app's prerender module answers (a type only: the module itself loads through Vite's SSR loader).
import type { FirstScreens } from '../src/prerender/first-screens';

export type { FirstScreens };

export interface PrerenderOptions extends Omit<FirstScreenScriptOptions, 'languages' | 'emptyFramePaths' | 'welcomeMark'> {
  /** Built font files the first screens' text uses (matched against the bundle's file names): preloaded. */
  fonts?: RegExp;
  /** The module (a path from the app's root, '/src/…') whose `prerenderFirstScreens()` renders the screens. */
  module: string;
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
 * index.html with the first screens: `#root` holds the default language's sign-in page (what a
 * visitor sees without any script), then a `<template>` per other language's sign-in page and per
 * language and layout of the signed-in frame, then the first-screen script that picks one.
 */
export function injectFirstScreens(html: string, screens: FirstScreens, options: Omit<PrerenderOptions, 'module'>): string {
  if (!html.includes(ROOT)) throw new Error(`hotel-prerender: index.html has no ${ROOT}.`);
  const fallback = options.language.fallback;
  const signIn = screens.signIn[fallback];
  if (signIn === undefined) throw new Error(`hotel-prerender: no sign-in page in '${fallback}'.`);
  const template = (screen: string, language: string, content: string, layout?: string) =>
    `<template ${FIRST_SCREEN_ATTRIBUTE}="${screen}" lang="${language}"${layout ? ` data-layout="${layout}"` : ''}>${disableButtons(content)}</template>`;
  const templates = [
    ...screens.languages.filter((language) => language !== fallback).map((language) => template('sign-in', language, screens.signIn[language] ?? '')),
    ...screens.languages.flatMap((language) => Object.entries(screens.frame[language] ?? {}).map(([layout, content]) => template('frame', language, content, layout))),
  ];
  const { languages, emptyFramePaths, welcomeMark } = screens;
  const script = firstScreenScript({ ...options, languages, emptyFramePaths, welcomeMark });
  return html.replace(ROOT, () => `<div id="root">${disableButtons(signIn)}</div>\n    ${templates.join('')}\n    <script>${script}</script>`);
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
 * page paints from HTML and CSS before the scripts arrive, and the entry runs after that paint
 * (paint-first.ts); the app replaces them when its first screen is ready (src/main.tsx).
 */
export function prerenderFirstScreens(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
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
        const { module, fonts, ...script } = options;
        const fontFiles = fonts ? Object.keys(bundle).filter((file) => fonts.test(file)) : [];
        const withScreens = injectFirstScreens(html, await renderFirstScreens(config, module), script);
        return paintFirst(withScreens, { fonts: fontFiles.map((file) => `${config.base}${file}`) });
      },
    },
  };
}
