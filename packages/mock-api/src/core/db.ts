import type * as z from 'zod/mini';
import { storageFailed, storageFull } from './errors';
import { StorageFullError, StorageWriteError, type DbSnapshot, type Persistence } from './persistence';
import { createRng, type Rng } from './random';
import { cloneData } from './clone';

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
  /**
   * The shape of the stored state (after `codec.encode`, if any). A stored entry of the right
   * version that does not match is replaced by a fresh seed with one console.info, so a damaged
   * entry never turns into a lasting 500 (or, for the users, a sign-in nobody passes). A function
   * loads the schema when a stored entry is first read (a large one stays out of start-up).
   */
  schema?: z.ZodMiniType | (() => Promise<z.ZodMiniType>);
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

export type { DbSnapshot, Persistence } from './persistence';
export { localStoragePersistence } from './persistence';

/** In-memory collections of every domain, seeded (or read from the persistence) lazily. */
export class MockDb {
  private readonly states = new Map<string, unknown>();
  private readonly pending = new Map<string, Promise<unknown>>();
  /** Domains used since the last save: a write changes only domains it has read. */
  private readonly touched = new Set<string>();
  /** The domains seen, by name (for their codecs). */
  private readonly domains = new Map<string, Domain<unknown>>();
  /** The stored revision each domain in memory was read at (undefined: a seed never stored). */
  private readonly revisions = new Map<string, string | undefined>();
  /** The stored revision each domain still loading was read at (see `sync`). */
  private readonly pendingRevisions = new Map<string, string | undefined>();

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
      const raw = this.persistence?.load(domain.name);
      const rawRevision = raw === undefined ? undefined : this.persistence?.loadedRevision?.(domain.name);
      this.pendingRevisions.set(domain.name, rawRevision);
      let revision: string | undefined;
      loading = this.decode(domain, raw)
        .then((stored) => {
          if (stored === undefined) return domain.seed({ rng: createRng(`${this.seed}:${domain.name}`), key: `${this.seed}:${domain.name}`, now: this.now(), get: (d) => this.get(d) });
          revision = rawRevision;
          return stored;
        })
        .then((state) => {
          if (this.pending.get(domain.name) === loading) {
            this.states.set(domain.name, state);
            this.revisions.set(domain.name, revision);
            this.pending.delete(domain.name);
            this.pendingRevisions.delete(domain.name);
          }
          return state;
        });
      this.pending.set(domain.name, loading);
    }
    return loading;
  }

  /**
   * A stored state checked against the domain's schema, then through its codec; undefined (a fresh
   * seed, with one console.info) when it has the wrong shape or cannot be read.
   */
  private async decode<T>(domain: Domain<T>, stored: unknown): Promise<T | undefined> {
    if (stored === undefined) return undefined;
    try {
      const schema = typeof domain.schema === 'function' ? await domain.schema() : domain.schema;
      if (schema) {
        const checked = schema.safeParse(stored);
        if (!checked.success) {
          const issue = checked.error.issues[0];
          throw new Error(`${issue?.path.join('.') || 'state'}: ${issue?.message ?? 'wrong shape'}`);
        }
      }
      return domain.codec ? domain.codec.decode(stored) : (stored as T);
    } catch (error) {
      console.info(`[mock-api] Stored demo data of ${domain.name} was unreadable (${(error as Error).message}); starting from a fresh seed.`);
      return undefined;
    }
  }

  /** Names of the domains seeded so far. */
  seeded(): string[] {
    return [...this.states.keys()];
  }

  /** Forgets a domain's in-memory copy: its next use reads the stored one (or seeds it). */
  drop(name: string): void {
    this.states.delete(name);
    this.pending.delete(name);
    this.pendingRevisions.delete(name);
    this.revisions.delete(name);
    this.touched.delete(name);
  }

  /**
   * Drops the domains another writer (another tab) has stored since this copy read them, so their
   * next use reads the latest stored state. Answers their names. Needs `Persistence.revisions`.
   *
   * A domain still loading (a read began it, and its decoding is async) counts too: it was read at
   * the revision stored then, and a write that began after another tab's save must not be handed
   * that older state when it asks for the domain (it would draw a used id and undo the other
   * tab's write). The read that began the load still gets what it read.
   */
  sync(): string[] {
    const current = this.persistence?.revisions?.();
    if (!current) return [];
    const stale = [
      ...[...this.states.keys()].filter((name) => current[name] !== this.revisions.get(name)),
      ...[...this.pending.keys()].filter((name) => current[name] !== this.pendingRevisions.get(name)),
    ];
    for (const name of stale) this.drop(name);
    return stale;
  }

  /** A deep copy of every seeded domain. */
  snapshot(): DbSnapshot {
    return cloneData(Object.fromEntries(this.states));
  }

  /** Replaces the state with a snapshot; domains missing from it are seeded again on use. */
  restore(snapshot: DbSnapshot): void {
    this.states.clear();
    this.pending.clear();
    this.pendingRevisions.clear();
    this.revisions.clear();
    for (const [name, state] of Object.entries(snapshot)) {
      this.states.set(name, cloneData(state));
      this.touched.add(name);
    }
    this.save();
  }

  /** Back to the seed: drops every domain and the persisted copy. */
  reset(): void {
    this.states.clear();
    this.pending.clear();
    this.pendingRevisions.clear();
    this.touched.clear();
    this.revisions.clear();
    this.persistence?.clear();
  }

  /**
   * Writes the domains used since the last save to the persistence, if any, all or nothing, and
   * answers the names whose stored copy changed. When the write fails nothing is stored and the
   * in-memory copies of those domains are dropped too (their next use reads the stored state from
   * before the call), so the call changed nothing: it throws a MockApiError, 507 when the storage
   * had no room (StorageFullError) and 500 for any other failure the persistence reports
   * (StorageWriteError).
   */
  save(): string[] {
    if (!this.persistence) {
      this.touched.clear();
      return [];
    }
    const changed: DbSnapshot = {};
    for (const name of this.touched) {
      if (!this.states.has(name)) continue;
      const codec = this.domains.get(name)?.codec;
      changed[name] = codec ? codec.encode(this.states.get(name)) : this.states.get(name);
    }
    this.touched.clear();
    let saved: string[];
    try {
      saved = this.persistence.save(changed) ?? Object.keys(changed);
    } catch (error) {
      for (const name of Object.keys(changed)) this.drop(name);
      if (error instanceof StorageFullError) throw storageFull(error.answer);
      if (error instanceof StorageWriteError) throw storageFailed(error.message);
      throw error;
    }
    for (const name of saved) this.revisions.set(name, this.persistence.loadedRevision?.(name));
    return saved;
  }
}
