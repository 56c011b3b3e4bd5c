import { delay, HttpResponse, type HttpResponseResolver } from 'msw';
import { MockDb } from './db';
import { localStoragePersistence, type Persistence } from './persistence';
import { browserTabSync, localMutex, MOCK_API_CHANGED_EVENT, type MockApiChangedDetail, type StoreView, type TabSync } from './tabs';
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
  /**
   * How writers of one persisted store coordinate (tabs of a browser): a Web Lock around each
   * write and a BroadcastChannel of changed domains. Default: the browser's with `persist: true`,
   * a lock within this realm with another persistence, none without persistence.
   */
  tabs?: TabSync | false;
}

export interface MockContext {
  db: MockDb;
  now: () => Date;
  delays: Record<DelayName, number>;
  /** The coordination of writers of a shared store, if any (see `MockApiOptions.tabs`). */
  tabs?: TabSync;
}

export function createContext(options: MockApiOptions = {}): MockContext {
  const now = options.now ?? (() => new Date());
  const persistence =
    options.persist === true ? localStoragePersistence() : options.persist ? options.persist : undefined;
  const delays: Record<DelayName, number> =
    typeof options.delays === 'number'
      ? (Object.fromEntries(Object.keys(DEFAULT_DELAYS).map((k) => [k, options.delays])) as Record<DelayName, number>)
      : { ...DEFAULT_DELAYS, ...options.delays };
  const db = new MockDb(options.seed ?? 42, now, persistence);
  const tabs = tabSyncFor(options, persistence);
  tabs?.subscribe((domains) => {
    db.sync();
    if (typeof globalThis.dispatchEvent === 'function' && typeof CustomEvent === 'function') {
      globalThis.dispatchEvent(new CustomEvent<MockApiChangedDetail>(MOCK_API_CHANGED_EVENT, { detail: { domains } }));
    }
  });
  return { db, now, delays, tabs };
}

/** Whether the persistence is a copy that other tabs' writes reach later (localStorage): the coordination waits on it. */
const isView = (persistence: Persistence): persistence is Persistence & StoreView =>
  typeof persistence.generation === 'function' && typeof persistence.watch === 'function';

function tabSyncFor(options: MockApiOptions, persistence: Persistence | undefined): TabSync | undefined {
  if (options.tabs !== undefined) return options.tabs || undefined;
  if (!persistence) return undefined;
  if (options.persist === true) return browserTabSync('hotel-mock-api', { view: isView(persistence) ? persistence : undefined });
  return { exclusive: localMutex(), publish: () => undefined, subscribe: () => () => undefined };
}

/** Sets delays at run time (e.g. 0 for a test, or back to the spec's). */
export function setDelays(ctx: MockContext, delays: MockApiOptions['delays']): void {
  if (typeof delays === 'number') {
    for (const key of Object.keys(ctx.delays) as DelayName[]) ctx.delays[key] = delays;
  } else {
    Object.assign(ctx.delays, DEFAULT_DELAYS, delays);
  }
}

/** Runs a call on the latest stored state (another tab may have changed it), saving after a write. */
async function run(ctx: MockContext, call: () => unknown, writes: boolean): Promise<unknown> {
  ctx.db.sync();
  const result = await call();
  if (writes) ctx.db.save();
  return result;
}

/**
 * A write across tabs: under the store's lock, reads what other tabs stored since (sync), applies,
 * writes, then tells the other tabs which domains changed.
 */
function writeExclusively(ctx: MockContext, tabs: TabSync, call: () => unknown): Promise<unknown> {
  return tabs.exclusive(async () => {
    ctx.db.sync();
    const result = await call();
    tabs.publish(ctx.db.save());
    return result;
  });
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
      const writes = options.writes ?? info.request.method !== 'GET';
      const result = writes && ctx.tabs ? await writeExclusively(ctx, ctx.tabs, () => body(info)) : await run(ctx, () => body(info), writes);
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
