import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { MockContext } from './context';

/** Named overrides of one domain for stories and tests, e.g. `scenarios.notifications.empty`. */
export type Scenarios = Record<string, HttpHandler[]>;

/**
 * A valid example of one call, used by the cross-cutting conformance tests: each sample must answer
 * 2xx as given; the tests derive malformed variants from it (bad JSON, missing and ill-typed fields,
 * absurd numbers), forged tokens (401 on protected calls) and check the store is unchanged after any 4xx.
 */
export interface CallSample {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path without origin or leading slash, e.g. 'api/common/messages'. */
  path: string;
  query?: Record<string, string>;
  /** JSON body; for multipart calls use `form`. */
  body?: unknown;
  /** Multipart body fields (e.g. an avatar upload); a Blob value becomes a file. */
  form?: Record<string, string | Blob>;
  /** Needs a bearer token (default true). */
  protected?: boolean;
  /** Role whose demo account makes the call (default 'admin'). */
  role?: string;
}

/** One domain of the mock API: its happy-path handlers and its named scenarios. */
export interface DomainModule {
  handlers: (ctx: MockContext) => HttpHandler[];
  /** Domain-specific scenarios (empty, many, longText, html, ...); loading and error come free. */
  scenarios?: (ctx: MockContext) => Scenarios;
  /** The GET paths that the free `loading` and `error` scenarios answer, e.g. '*\/api/common/messages'. */
  readPaths?: string[];
  /** One valid sample per call (method + path) of the domain, for the conformance tests. */
  samples?: CallSample[];
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
