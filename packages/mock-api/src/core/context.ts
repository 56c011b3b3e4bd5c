import { delay, HttpResponse, type HttpResponseResolver } from 'msw';
import { MockDb } from './db';
import { localStoragePersistence, type Persistence } from './persistence';
import { errorResponse, MockApiError } from './errors';

/** Named delays of the spec (000 section 9, 001 section 9). */
export const DEFAULT_DELAYS = {
  default: 0,
  signIn: 1500,
  signUp: 1500,
  unlockSession: 1500,
  forgotPassword: 1000,
  resetPassword: 1000,
  products: 300,
  mails: 625,
} as const;

export type DelayName = keyof typeof DEFAULT_DELAYS;

export interface MockApiOptions {
  /** Keep the data in localStorage between reloads (browser only). Default false. */
  persist?: boolean | Persistence;
  /** A number sets every delay (0 in tests); an object overrides named delays. */
  delays?: number | Partial<Record<DelayName, number>>;
  /** Seed of every generator. Default 42. */
  seed?: number;
  /** The clock seeds are relative to. Default: the real clock. */
  now?: () => Date;
}

export interface MockContext {
  db: MockDb;
  now: () => Date;
  delays: Record<DelayName, number>;
}

export function createContext(options: MockApiOptions = {}): MockContext {
  const now = options.now ?? (() => new Date());
  const persistence =
    options.persist === true ? localStoragePersistence() : options.persist ? options.persist : undefined;
  const delays: Record<DelayName, number> =
    typeof options.delays === 'number'
      ? (Object.fromEntries(Object.keys(DEFAULT_DELAYS).map((k) => [k, options.delays])) as Record<DelayName, number>)
      : { ...DEFAULT_DELAYS, ...options.delays };
  return { db: new MockDb(options.seed ?? 42, now, persistence), now, delays };
}

/** Sets delays at run time (e.g. 0 for a test, or back to the spec's). */
export function setDelays(ctx: MockContext, delays: MockApiOptions['delays']): void {
  if (typeof delays === 'number') {
    for (const key of Object.keys(ctx.delays) as DelayName[]) ctx.delays[key] = delays;
  } else {
    Object.assign(ctx.delays, DEFAULT_DELAYS, delays);
  }
}

type ResolverInfo = Parameters<HttpResponseResolver>[0];

export interface RouteOptions {
  /** The spec's delay for this call. */
  delay?: DelayName;
  /** Whether a success changes state (and so is saved). Default: every method but GET. */
  writes?: boolean;
}

/**
 * Wraps a handler body: waits the call's delay, turns a thrown MockApiError into its response,
 * a plain return value into JSON, an unexpected exception into a 500 with a message, and saves
 * the store after a successful write.
 */
export function route(
  ctx: MockContext,
  body: (info: ResolverInfo) => unknown,
  options: RouteOptions = {},
): HttpResponseResolver {
  return async (info) => {
    const ms = ctx.delays[options.delay ?? 'default'];
    if (ms > 0) await delay(ms);
    try {
      const result = await body(info);
      if (options.writes ?? info.request.method !== 'GET') ctx.db.save();
      if (result instanceof Response) return result;
      return HttpResponse.json(result as never);
    } catch (error) {
      if (error instanceof MockApiError) return errorResponse(error);
      console.error('[mock-api] handler failed', info.request.method, info.request.url, error);
      return HttpResponse.json(
        { code: 'INTERNAL', message: `The mock API failed: ${(error as Error)?.message ?? String(error)}` },
        { status: 500 },
      );
    }
  };
}
