import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { MockContext } from './context';

/** Named overrides of one domain for stories and tests, e.g. `scenarios.notifications.empty`. */
export type Scenarios = Record<string, HttpHandler[]>;

/** One domain of the mock API: its happy-path handlers and its named scenarios. */
export interface DomainModule {
  handlers: (ctx: MockContext) => HttpHandler[];
  /** Domain-specific scenarios (empty, many, longText, html, ...); loading and error come free. */
  scenarios?: (ctx: MockContext) => Scenarios;
  /** The GET paths that the free `loading` and `error` scenarios answer, e.g. '*\/api/common/messages'. */
  readPaths?: string[];
}

/**
 * `loading` (an infinite delay) and `error` (500 with a message) for a domain's read paths; the
 * domain's other calls keep working through its happy-path handlers, which follow.
 */
export function standardScenarios(ctx: MockContext, module: DomainModule): Scenarios {
  const paths = module.readPaths ?? [];
  const happy = module.handlers(ctx);
  return {
    loading: [
      ...paths.map((path) =>
        http.get(path, async () => {
          await delay('infinite');
          return HttpResponse.json(null);
        }),
      ),
      ...happy,
    ],
    error: [
      ...paths.map((path) =>
        http.get(path, () =>
          HttpResponse.json({ code: 'INTERNAL', message: 'The server could not answer (error scenario).' }, { status: 500 }),
        ),
      ),
      ...happy,
    ],
    ...module.scenarios?.(ctx),
  };
}
