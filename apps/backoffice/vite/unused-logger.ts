import type { Plugin } from 'vite';

/** The module of @mswjs/interceptors (browser build) that bundles the `debug` library for its logger. */
const LOGGER_MODULE = /[\\/]@mswjs[\\/]interceptors[\\/]lib[\\/]browser[\\/]create-request-id-[\w-]+\.js$/;

/** How that module sets up `debug`: a call the bundler cannot tell is free of side effects. */
const DEBUG_SETUP = 'var import_browser = /* @__PURE__ */ __toESM((/* @__PURE__ */ __commonJSMin(';

/**
 * Marks the set-up of the `debug` library in @mswjs/interceptors' logger module as free of side
 * effects, so a build that never creates an interceptor logger (the in-page mock API calls msw's
 * `getResponse`, never an interceptor) drops it (~2.4 KB gzip); a build that does create one keeps
 * it whole. The set-up only builds `debug`'s own state (it reads the `debug` key of localStorage
 * for the namespaces to print), so dropping it unused changes nothing msw does.
 *
 * Fails the build when the module no longer has the set-up it marks (a new version of the
 * package), so the saving is never lost silently: update `DEBUG_SETUP` or remove the plugin.
 */
export function unusedLogger(): Plugin {
  return {
    name: 'hotel-unused-logger',
    apply: 'build',
    transform: {
      filter: { id: LOGGER_MODULE },
      handler(code, id) {
        const marked = markDebugSetup(code);
        if (marked === null) this.error(`hotel-unused-logger: ${id} no longer sets up debug as "${DEBUG_SETUP}…"; update apps/backoffice/vite/unused-logger.ts.`);
        return { code: marked, map: null };
      },
    },
  };
}

/** The module's code with the `debug` set-up call marked pure, or null when the code has no such set-up. */
export function markDebugSetup(code: string): string | null {
  const at = code.indexOf(DEBUG_SETUP);
  if (at === -1 || code.indexOf(DEBUG_SETUP, at + 1) !== -1) return null;
  // `/* @__PURE__ */ (factory)()`: the call that runs the CommonJS factory, not only the wrapper's creation.
  return code.replace(DEBUG_SETUP, 'var import_browser = /* @__PURE__ */ __toESM(/* @__PURE__ */ (/* @__PURE__ */ __commonJSMin(');
}
