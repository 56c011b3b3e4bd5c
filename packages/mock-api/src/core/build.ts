import type { HttpHandler } from 'msw';
import type { User } from '@hotel/shell/api';
import { issueToken } from './auth';
import { createContext, setDelays, type MockApiOptions, type MockContext } from './context';
import type { DbSnapshot } from './db';
import { fallbackHandlers } from './fallback';
import { standardScenarios, type DomainModule, type Scenarios } from './module';
import { publicUser, usersDomain } from '../domains/users/seed';

export interface MockApi {
  /** Every handler, fallback last: `setupWorker(...api.handlers)`. */
  handlers: HttpHandler[];
  /** The same handlers keyed by domain, for msw-storybook-addon: a story overrides one key. */
  handlersByDomain: Record<string, HttpHandler[]>;
  /** Named overrides per domain: `{ notifications: api.scenarios.notifications.empty }` (built on first read). */
  scenarios: Record<string, Scenarios>;
  /** Back to the deterministic seed (and clears the persisted copy; other tabs are told). */
  reset(): void;
  /** A deep copy of the data seeded so far. */
  snapshot(): DbSnapshot;
  /** Puts a snapshot back. */
  restore(snapshot: DbSnapshot): void;
  /** Changes the delays at run time: a number for all, or named ones. */
  setDelays(delays: MockApiOptions['delays']): void;
  /** A signed-in session for the demo account of a role, as sign-in would answer it (no delay). */
  sessionFor(role: string): Promise<{ accessToken: string; user: User }>;
  /** The underlying context (store and options), for domain code and tests. */
  context: MockContext;
}

/**
 * Builds an independent mock API from a set of domain modules (in matching order; the fallback,
 * 404 for any other /api path, is always last): its own store, seed, delays and persistence.
 */
export function buildMockApi(modules: Record<string, DomainModule>, options: MockApiOptions = {}): MockApi {
  const context = createContext(options);
  const handlersByDomain: Record<string, HttpHandler[]> = {};
  for (const [name, module] of Object.entries(modules)) handlersByDomain[name] = module.handlers(context);
  handlersByDomain.fallback = fallbackHandlers();
  // Built on first use: four times as many handlers as the API itself, needed by stories and tests only.
  let scenarios: Record<string, Scenarios> | undefined;
  return {
    handlers: Object.values(handlersByDomain).flat(),
    handlersByDomain,
    get scenarios() {
      scenarios ??= Object.fromEntries(Object.entries(modules).map(([name, module]) => [name, standardScenarios(context, module)]));
      return scenarios;
    },
    reset: () => {
      context.db.reset();
      context.tabs?.publish(['*']);
    },
    snapshot: () => context.db.snapshot(),
    restore: (snapshot) => context.db.restore(snapshot),
    setDelays: (delays) => setDelays(context, delays),
    sessionFor: async (role) => {
      const user = (await context.db.get(usersDomain)).find((u) => u.roles.includes(role));
      if (!user) throw new Error(`No demo account has the role ${role}.`);
      return { accessToken: await issueToken(user, context.now()), user: publicUser(user) };
    },
    context,
  };
}
