import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// Read from source (the config runs in Node before any package is built).
import { prePaintScript } from '../../packages/shell/src/config/pre-paint-script';
import { TOKEN_KEY, USER_NAME_KEY } from '../../packages/shell/src/auth/auth-storage';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY } from '../../packages/shell/src/i18n/languages';
import { THEME_SELECTOR } from '../../packages/ui/src/theme/tokens';
import { buildOutput } from './vite/build-output';
import { prerenderFirstScreens } from './vite/prerender';
import { securityHeadersFile } from './vite/security-headers';
import { startUp } from './vite/start-up';
import { unusedLogger } from './vite/unused-logger';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Puts the shell's pre-paint script first in <head>, so a reload never flashes the wrong scheme. */
function prePaint(): Plugin {
  return {
    name: 'hotel-pre-paint',
    transformIndexHtml: () => [{ tag: 'script', children: prePaintScript, injectTo: 'head-prepend' }],
  };
}

/**
 * A real-API build (VITE_MOCK_API=false) leaves the mock API out. The app imports only its in-page
 * transport statically (`@hotel/mock-api/install`, about 1 KB, never called there: `MOCK_API` is a
 * build-time false), which loads the mock API by dynamic import. Rolldown decides chunks before the
 * minifier drops dead code, so every other module of the mock API is made external (the
 * transport's `import('./in-page')` and `import('./worker-start')` too): no mock chunk, no worker,
 * no signing key is emitted and the dead `import()` is minified away (scripts/check-build.mjs checks).
 */
function withoutMockApi(): Plugin {
  const installer = /[\\/]packages[\\/]mock-api[\\/]src[\\/]install\.ts$/;
  return {
    name: 'hotel-without-mock-api',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id, importer) => {
      if (id === '@hotel/mock-api/install') return null;
      if (/^@hotel\/mock-api(?:\/|$)/.test(id) || (['./in-page', './worker-start'].includes(id) && importer && installer.test(importer))) return { id, external: true };
      return null;
    },
  };
}

/**
 * React Router's package exports only its development build (dev warnings on); its production
 * build sits beside it in dist/production. The app's build uses that one.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: source('../../node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: source('../../node_modules/react-router/dist/production/dom-export.mjs') },
];

export default defineConfig(({ mode, command }) => {
  // As src/env.ts: the mock API is on unless VITE_MOCK_API=false. Only then does a session start with it.
  const viteEnv = loadEnv(mode, source('.'), 'VITE_');
  const mockApi = viteEnv.VITE_MOCK_API !== 'false';
  return {
    plugins: [
      prePaint(),
      ...(mockApi ? [] : [withoutMockApi()]),
      react(),
      tailwindcss(),
      startUp({
        frame: source('./src/frame/app-frame.tsx'),
        signIn: source('./src/pages/auth/sign-in/sign-in-page.tsx'),
        // The page's side of the mock API; the mock API itself is the worker's own bundle (below).
        ...(mockApi ? { mockApi: source('../../packages/mock-api/src/worker-start.ts') } : {}),
        signedIn: [...(mockApi ? [source('../../packages/mock-api/src/worker-start.ts')] : []), source('./src/frame/app-frame.tsx')],
        pages: [
          { module: source('./src/pages/auth/sign-in/sign-in-page.tsx'), paths: ['/sign-in'], signedIn: false },
          { module: source('./src/pages/shell/welcome-page.tsx'), paths: ['/', '/welcome'], signedIn: true },
        ],
        // A language's files are one chunk; English navigation titles are the API's own (src/translations.ts), never loaded.
        locales: /[\\/]shell[\\/]src[\\/]i18n[\\/](?:locales|nav(?![\\/]en\.json))[\\/](\w+)\.json$/,
        language: { storageKey: LANGUAGE_STORAGE_KEY, fallback: DEFAULT_LANGUAGE },
        tokenKey: TOKEN_KEY,
        // The prerendered first screen paints before any script is fetched (vite/paint-first.ts).
        afterFirstPaint: true,
      }),
      // After startUp (its head script first); before securityHeadersFile, which hashes every inline script.
      prerenderFirstScreens({
        module: '/src/prerender/first-screens.tsx',
        tokenKey: TOKEN_KEY,
        userNameKey: USER_NAME_KEY,
        language: { storageKey: LANGUAGE_STORAGE_KEY, fallback: DEFAULT_LANGUAGE },
        // A visitor without a session is sent to sign-in from these (and sees it at once).
        signInPaths: ['/sign-in', '/', '/welcome', '/signed-in-redirect'],
        welcomePaths: ['/', '/welcome', '/signed-in-redirect'],
        // Inter's Latin subset (English; Türkçe's few other letters come from latin-ext as they are drawn).
        fonts: /inter-latin-wght-normal-[\w-]+\.woff2$/,
        // The first screens' rules are inlined; the stylesheet loads after the first paint. <html>
        // may be dark, and holds the frame; every theme's tokens stay (the stored one is not known).
        criticalCss: {
          html: { class: 'dark', 'data-first-screen': 'frame' },
          keep: [THEME_SELECTOR],
        },
      }),
      unusedLogger(),
      buildOutput(),
      securityHeadersFile({ apiUrl: viteEnv.VITE_API_URL }),
    ],
    resolve: {
      conditions: ['@hotel/source', ...defaultClientConditions],
      // msw keeps a cookie jar (tough-cookie, and through it tldts and its public-suffix list) for
      // handlers that set cookies; the mock API sets and reads none (bearer tokens), so the in-page
      // mock goes without it (~9 KB gzip). The alias target says what msw calls; its test proves it.
      alias: [
        { find: /^tough-cookie$/, replacement: source('../../packages/mock-api/src/core/no-cookies.ts') },
        ...(command === 'build' ? reactRouterProduction : []),
      ],
    },
    // The mock API's worker (packages/mock-api/src/worker.ts) is an ES module: its domains load by
    // dynamic import on their first call, as in the page.
    worker: { format: 'es' },
    server: { port: 5173, strictPort: true },
    preview: { port: 4399, strictPort: true, host: '127.0.0.1' },
    // The manifest lets scripts/check-sizes.mjs follow the start-up path's chunks. Source maps are
    // hidden and moved out of dist into dist-maps/ (vite/build-output.ts): never served.
    build: { target: 'es2022', sourcemap: 'hidden', reportCompressedSize: false, manifest: true },
  };
});
