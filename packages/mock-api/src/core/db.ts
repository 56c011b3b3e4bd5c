import { createRng, type Rng } from './random';

/**
 * A slice of mock state, seeded on first use (never at import) and persisted as one entry. A seed
 * may be async so its data module loads on demand: `seed: async (t) => (await import('./data')).build(t)`.
 */
export interface Domain<T> {
  /** Unique name; also the key in a snapshot and in the persisted store. */
  name: string;
  /** Builds the deterministic seed. `rng` is seeded from the api seed and the domain name. */
  seed: (tools: SeedTools) => T | Promise<T>;
  /**
   * How the state is stored, when its in-memory shape is too large to keep as it is (e.g. rows as
   * tuples). `decode` may throw: the stored copy is then replaced by a fresh seed.
   */
  codec?: { encode(state: T): unknown; decode(stored: unknown): T };
}

export interface SeedTools {
  rng: Rng;
  /** What the rng is seeded from ('<api seed>:<domain>'): with `now`'s day, a key for caching a costly seed. */
  key: string;
  /** The clock the seed is relative to ("25 minutes ago", "yesterday"). */
  now: Date;
  /** Another domain's state, seeded if needed (e.g. tasks referencing contacts). */
  get: <U>(domain: Domain<U>) => Promise<U>;
}

export type DbSnapshot = Record<string, unknown>;

/**
 * Where the mock keeps its data between reloads, one entry per domain, so start-up reads nothing
 * and a domain's stored state is parsed on its first use only.
 */
export interface Persistence {
  /** The stored state of a domain, or undefined (never stored, or unreadable). */
  load(name: string): unknown;
  /** Stores the states of these domains (the others keep what they hold). */
  save(states: DbSnapshot): void;
  /** Removes every stored domain. */
  clear(): void;
}

/** In-memory collections of every domain, seeded (or read from the persistence) lazily. */
export class MockDb {
  private readonly states = new Map<string, unknown>();
  private readonly pending = new Map<string, Promise<unknown>>();
  /** Domains used since the last save: a write changes only domains it has read. */
  private readonly touched = new Set<string>();
  /** The domains seen, by name (for their codecs). */
  private readonly domains = new Map<string, Domain<unknown>>();

  constructor(
    private readonly seed: number,
    private readonly now: () => Date,
    private readonly persistence?: Persistence,
  ) {}

  /** The live state of a domain, seeded on first use; mutate it in place, then the handler wrapper saves. */
  async get<T>(domain: Domain<T>): Promise<T> {
    this.touched.add(domain.name);
    if (this.states.has(domain.name)) return this.states.get(domain.name) as T;
    this.domains.set(domain.name, domain as Domain<unknown>);
    let loading = this.pending.get(domain.name) as Promise<T> | undefined;
    if (!loading) {
      const stored = this.decode(domain, this.persistence?.load(domain.name));
      loading = Promise.resolve(
        stored !== undefined
          ? stored
          : domain.seed({ rng: createRng(`${this.seed}:${domain.name}`), key: `${this.seed}:${domain.name}`, now: this.now(), get: (d) => this.get(d) }),
      ).then((state) => {
        this.states.set(domain.name, state);
        this.pending.delete(domain.name);
        return state;
      });
      this.pending.set(domain.name, loading);
    }
    return loading;
  }

  /** A stored state through the domain's codec; undefined (a fresh seed) when it cannot be read. */
  private decode<T>(domain: Domain<T>, stored: unknown): T | undefined {
    if (stored === undefined || !domain.codec) return stored as T | undefined;
    try {
      return domain.codec.decode(stored);
    } catch (error) {
      console.info(`[mock-api] Stored demo data of ${domain.name} was unreadable (${(error as Error).message}); starting from a fresh seed.`);
      return undefined;
    }
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
    for (const [name, state] of Object.entries(snapshot)) {
      this.states.set(name, structuredClone(state));
      this.touched.add(name);
    }
    this.save();
  }

  /** Back to the seed: drops every domain and the persisted copy. */
  reset(): void {
    this.states.clear();
    this.pending.clear();
    this.touched.clear();
    this.persistence?.clear();
  }

  /** Writes the domains used since the last save to the persistence, if any. */
  save(): void {
    if (!this.persistence) return;
    const changed: DbSnapshot = {};
    for (const name of this.touched) {
      if (!this.states.has(name)) continue;
      const codec = this.domains.get(name)?.codec;
      changed[name] = codec ? codec.encode(this.states.get(name)) : this.states.get(name);
    }
    this.touched.clear();
    this.persistence.save(changed);
  }
}

const STORE_VERSION = 3;

/**
 * Persists the mock data in localStorage, one versioned entry per domain (`<prefix>:<domain>`). A
 * corrupt, foreign or older entry is replaced by a fresh seed with one console.info, never an error;
 * the single-entry store of version 1 (key `<prefix>`) is removed.
 */
export function localStoragePersistence(
  prefix = 'hotel-mock-api',
  version = STORE_VERSION,
  storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage,
): Persistence {
  const keyOf = (name: string) => `${prefix}:${name}`;
  if (storage?.getItem(prefix) != null) {
    console.info('[mock-api] Stored demo data was in an older format; starting from a fresh seed.');
    storage.removeItem(prefix);
  }
  return {
    load(name) {
      const raw = storage?.getItem(keyOf(name));
      if (!raw) return undefined;
      try {
        const parsed = JSON.parse(raw) as { version?: unknown; state?: unknown };
        if (parsed.version !== version || parsed.state === undefined) throw new Error(`version ${String(parsed.version)}`);
        return parsed.state;
      } catch (error) {
        console.info(`[mock-api] Stored demo data of ${name} was unreadable (${(error as Error).message}); starting from a fresh seed.`);
        storage?.removeItem(keyOf(name));
        return undefined;
      }
    },
    save(states) {
      for (const [name, state] of Object.entries(states)) {
        try {
          storage?.setItem(keyOf(name), JSON.stringify({ version, state }));
        } catch {
          // Quota exceeded: the data stays in memory for this session.
        }
      }
    },
    clear() {
      if (!storage) return;
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(`${prefix}:`)) keys.push(key);
      }
      for (const key of keys) storage.removeItem(key);
    },
  };
}
