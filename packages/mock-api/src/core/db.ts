import { createRng, type Rng } from './random';

/**
 * A slice of mock state, seeded on first use (never at import) and persisted as a whole. A seed
 * may be async so its data module loads on demand: `seed: async (t) => (await import('./data')).build(t)`.
 */
export interface Domain<T> {
  /** Unique name; also the key in a snapshot and in the persisted store. */
  name: string;
  /** Builds the deterministic seed. `rng` is seeded from the api seed and the domain name. */
  seed: (tools: SeedTools) => T | Promise<T>;
}

export interface SeedTools {
  rng: Rng;
  /** The clock the seed is relative to ("25 minutes ago", "yesterday"). */
  now: Date;
  /** Another domain's state, seeded if needed (e.g. tasks referencing contacts). */
  get: <U>(domain: Domain<U>) => Promise<U>;
}

export type DbSnapshot = Record<string, unknown>;

export interface Persistence {
  load(): DbSnapshot | null;
  save(snapshot: DbSnapshot): void;
  clear(): void;
}

/** In-memory collections of every domain, seeded lazily. */
export class MockDb {
  private readonly states = new Map<string, unknown>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private persisted: DbSnapshot | null;

  constructor(
    private readonly seed: number,
    private readonly now: () => Date,
    private readonly persistence?: Persistence,
  ) {
    this.persisted = persistence?.load() ?? null;
  }

  /** The live state of a domain, seeded on first use; mutate it in place, then the handler wrapper saves. */
  async get<T>(domain: Domain<T>): Promise<T> {
    if (this.states.has(domain.name)) return this.states.get(domain.name) as T;
    let loading = this.pending.get(domain.name) as Promise<T> | undefined;
    if (!loading) {
      const stored = this.persisted?.[domain.name];
      loading = Promise.resolve(
        stored !== undefined
          ? (structuredClone(stored) as T)
          : domain.seed({ rng: createRng(`${this.seed}:${domain.name}`), now: this.now(), get: (d) => this.get(d) }),
      ).then((state) => {
        this.states.set(domain.name, state);
        this.pending.delete(domain.name);
        return state;
      });
      this.pending.set(domain.name, loading);
    }
    return loading;
  }

  /** Names of the domains seeded so far. */
  seeded(): string[] {
    return [...this.states.keys()];
  }

  /** A deep copy of every seeded domain. */
  snapshot(): DbSnapshot {
    return structuredClone(Object.fromEntries(this.states));
  }

  /** Replaces the state with a snapshot; domains missing from it are seeded again on use. */
  restore(snapshot: DbSnapshot): void {
    this.states.clear();
    this.pending.clear();
    for (const [name, state] of Object.entries(snapshot)) this.states.set(name, structuredClone(state));
    this.save();
  }

  /** Back to the seed: drops every domain and the persisted copy. */
  reset(): void {
    this.states.clear();
    this.pending.clear();
    this.persisted = null;
    this.persistence?.clear();
  }

  /** Writes the state to the persistence, if any. */
  save(): void {
    if (!this.persistence) return;
    const snapshot = { ...(this.persisted ?? {}), ...Object.fromEntries(this.states) };
    this.persisted = snapshot;
    this.persistence.save(snapshot);
  }
}

const STORE_VERSION = 1;

/**
 * Persists the mock data in localStorage under a versioned key. A corrupt, foreign or older
 * store is replaced by a fresh seed with one console.info, never an error.
 */
export function localStoragePersistence(key = 'hotel-mock-api', version = STORE_VERSION): Persistence {
  const storage = typeof localStorage === 'undefined' ? null : localStorage;
  return {
    load() {
      const raw = storage?.getItem(key);
      if (!raw) return null;
      try {
        const parsed = JSON.parse(raw) as { version?: unknown; domains?: unknown };
        if (parsed.version !== version || typeof parsed.domains !== 'object' || parsed.domains === null) {
          throw new Error(`version ${String(parsed.version)}`);
        }
        return parsed.domains as DbSnapshot;
      } catch (error) {
        console.info(`[mock-api] Stored demo data was unreadable (${(error as Error).message}); starting from a fresh seed.`);
        storage?.removeItem(key);
        return null;
      }
    },
    save(snapshot) {
      try {
        storage?.setItem(key, JSON.stringify({ version, domains: snapshot }));
      } catch {
        // Quota exceeded: the data stays in memory for this session.
      }
    },
    clear() {
      storage?.removeItem(key);
    },
  };
}
