import { getResponse, http, type HttpHandler, type HttpResponseResolver } from 'msw';
import type { DomainModule } from './module';

/**
 * A domain whose code and seed load on its first call (the browser's start-up path carries only
 * the domains of the first screen). Its handlers are gateways on the domain's path prefixes: the
 * first matching request imports the module, builds its handlers for this instance, and every
 * request is then answered by them. A request none of them answers falls through to the next
 * domain (and so to the 404 fallback), as with the eager module. A failed import is retried on
 * the next call.
 *
 * @param prefixes Path prefixes in msw syntax, e.g. `'*\/api/apps/contacts'` (the prefix itself
 *   and everything below it are routed to the module).
 * @param load Imports the module, e.g. `async () => (await import('./contacts')).contactsModule`.
 */
export function lazyModule(prefixes: string[], load: () => Promise<DomainModule>): DomainModule {
  let loading: Promise<DomainModule> | undefined;
  const module = (): Promise<DomainModule> =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    handlers(ctx) {
      let handlers: HttpHandler[] | undefined;
      const gateway: HttpResponseResolver = async ({ request }) => {
        handlers ??= (await module()).handlers(ctx);
        return getResponse(handlers, request);
      };
      return prefixes.flatMap((prefix) => [http.all(prefix, gateway), http.all(`${prefix}/*`, gateway)]);
    },
  };
}
