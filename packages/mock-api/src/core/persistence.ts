/** The stored states of some domains, keyed by domain name. */
export type DbSnapshot = Record<string, unknown>;

/**
 * Where the mock keeps its data between reloads, one entry per domain, so start-up reads nothing
 * and a domain's stored state is parsed on its first use only.
 */
export interface Persistence {
  /** The stored state of a domain, or undefined (never stored, or unreadable). */
  load(name: string): unknown;
  /**
   * Stores the states of these domains (the others keep what they hold), all or nothing: when one
   * cannot be stored every entry keeps what it held before and it throws {@link StorageFullError}
   * (no room left: the API answers 507) or {@link StorageWriteError} (any other failure: 500).
   * May answer the names whose stored copy actually changed (default: all of them).
   */
  save(states: DbSnapshot): string[] | void;
  /** Removes every stored domain. */
  clear(): void;
  /**
   * Optional, for a store shared by several writers (tabs of one browser): a token per stored
   * domain that changes on every save that changes it. A domain held in memory under another token
   * is stale and is read again. Reads one small entry, not the domains.
   */
  revisions?(): Record<string, string>;
  /** Optional: the token of the domain's entry last returned by `load` (see `revisions`). */
  loadedRevision?(name: string): string | undefined;
  /**
   * Optional, for a store each writer reads through its own copy (a browser's localStorage, one copy
   * per tab, where another tab's write arrives a little later): how far this copy has got, a number
   * that grows with every save of any writer and never goes back (not even on `clear`).
   */
  generation?(): number;
  /** Optional, with `generation`: calls `listener` when another writer's save reached this copy. */
  watch?(listener: () => void): () => void;
}

/** Thrown by {@link Persistence.save} when the storage has no room left; nothing was stored. */
export class StorageFullError extends Error {
  constructor(
    readonly domain: string,
    cause?: unknown,
    /** What the API answers with its 507 (default: the browser's storage is full). */
    readonly answer?: string,
  ) {
    super(`The storage has no room for the domain ${domain}.`, { cause });
    this.name = 'StorageFullError';
  }
}

/**
 * Thrown by {@link Persistence.save} when the store could not be written for another reason than
 * room (no permission, an I/O error); nothing was stored. Its message is what the API answers (500).
 */
export class StorageWriteError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'StorageWriteError';
  }
}

/** Whether an error thrown by `Storage.setItem` means the quota is exhausted. */
export function isQuotaError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/** The stored format; 4: hotel records, audit entries and postings carry the user's id (ownerId, byId). */
export const STORE_VERSION = 4;

/** The key suffix of the entry holding every domain's revision token, and the store's generation. */
const REVISIONS = '@revisions';
/** The generation's key in the revisions entry (no domain name starts with '@'). */
const GENERATION = '@generation';

/** A token no other writer draws: time plus randomness (never a counter that a reset restarts). */
function newRevision(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
  return `${Date.now().toString(36)}-${random}`;
}

/**
 * Persists the mock data in localStorage, one versioned entry per domain (`<prefix>:<domain>`,
 * `{version, revision, state}`) plus one entry of revision tokens (`<prefix>:@revisions`). A
 * corrupt, foreign or older entry is replaced by a fresh seed with one console.info, never an error;
 * the single-entry store of version 1 (key `<prefix>`) is removed. A save that does not fit
 * (quota) puts back every entry it changed and throws {@link StorageFullError}. Every save that
 * writes, and `clear`, advance the store's generation (in the revisions entry, written last), and
 * `watch` hears the `storage` events of its entries on `events` (the window): the tab coordination
 * waits on them for another tab's write to reach this tab's copy (core/tabs.ts).
 */
export function localStoragePersistence(
  prefix = 'hotel-mock-api',
  version = STORE_VERSION,
  storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage,
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined = typeof addEventListener === 'function' ? globalThis : undefined,
): Persistence {
  const keyOf = (name: string) => `${prefix}:${name}`;
  const loaded = new Map<string, string | undefined>();
  if (storage?.getItem(prefix) != null) {
    console.info('[mock-api] Stored demo data was in an older format; starting from a fresh seed.');
    storage.removeItem(prefix);
  }
  /** The revisions entry: every domain's token, and the generation. */
  const readIndex = (): { revisions: Record<string, string>; generation: number } => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(keyOf(REVISIONS)) ?? '{}');
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { revisions: {}, generation: 0 };
      const generation = (parsed as Record<string, unknown>)[GENERATION];
      return {
        revisions: Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
        generation: typeof generation === 'number' && Number.isFinite(generation) ? generation : 0,
      };
    } catch {
      return { revisions: {}, generation: 0 };
    }
  };
  const readRevisions = () => readIndex().revisions;
  return {
    load(name) {
      loaded.delete(name);
      const raw = storage?.getItem(keyOf(name));
      if (!raw) return undefined;
      try {
        const parsed = JSON.parse(raw) as { version?: unknown; revision?: unknown; state?: unknown } | null;
        if (!parsed || parsed.version !== version || parsed.state === undefined) throw new Error(`version ${String(parsed?.version)}`);
        loaded.set(name, typeof parsed.revision === 'string' ? parsed.revision : undefined);
        return parsed.state;
      } catch (error) {
        console.info(`[mock-api] Stored demo data of ${name} was unreadable (${(error as Error).message}); starting from a fresh seed.`);
        storage?.removeItem(keyOf(name));
        return undefined;
      }
    },
    loadedRevision: (name) => loaded.get(name),
    revisions: readRevisions,
    generation: () => readIndex().generation,
    watch(listener) {
      const onStorage = (event: Event) => {
        const { key } = event as StorageEvent;
        // A null key: the whole storage was cleared.
        if (key === null || key.startsWith(`${prefix}:`)) listener();
      };
      events?.addEventListener('storage', onStorage);
      return () => events?.removeEventListener('storage', onStorage);
    },
    save(states) {
      if (!storage) return [];
      const { revisions, generation } = readIndex();
      const writes: Array<[key: string, value: string]> = [];
      const changed: string[] = [];
      for (const [name, state] of Object.entries(states)) {
        const previous = storage.getItem(keyOf(name));
        const previousState = previous === null ? undefined : stateText(previous);
        const stateJson = JSON.stringify(state);
        if (previousState === stateJson && revisions[name] !== undefined) continue;
        const revision = newRevision();
        revisions[name] = revision;
        writes.push([keyOf(name), `{"version":${JSON.stringify(version)},"revision":${JSON.stringify(revision)},"state":${stateJson}}`]);
        changed.push(name);
      }
      if (writes.length === 0) return [];
      writes.push([keyOf(REVISIONS), JSON.stringify({ ...revisions, [GENERATION]: generation + 1 })]);
      writeAllOrNothing(storage, writes);
      for (const name of changed) loaded.set(name, revisions[name]);
      return changed;
    },
    clear() {
      loaded.clear();
      if (!storage) return;
      const { generation } = readIndex();
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(`${prefix}:`)) keys.push(key);
      }
      for (const key of keys) storage.removeItem(key);
      // The generation goes on (a tab waiting for an earlier one is not left waiting).
      try {
        storage.setItem(keyOf(REVISIONS), JSON.stringify({ [GENERATION]: generation + 1 }));
      } catch {
        // Nothing else is stored: a small entry fits; if not, the generation starts again.
      }
    },
  };
}

/** The `state` text of a stored entry as `save` writes it, to skip rewriting an unchanged domain. */
function stateText(raw: string): string | undefined {
  const at = raw.indexOf('"state":');
  return at < 0 || !raw.endsWith('}') ? undefined : raw.slice(at + '"state":'.length, -1);
}

/**
 * Writes every entry or none: when one does not fit, the entries already written get their
 * previous values back (in reverse order, so each step returns to a state that fitted before).
 */
function writeAllOrNothing(storage: Storage, writes: Array<[key: string, value: string]>): void {
  const previous: Array<[key: string, value: string | null]> = [];
  for (const [key, value] of writes) {
    const before = storage.getItem(key);
    try {
      storage.setItem(key, value);
    } catch (error) {
      for (const [done, old] of previous.reverse()) {
        if (old === null) storage.removeItem(done);
        else storage.setItem(done, old);
      }
      if (isQuotaError(error)) throw new StorageFullError(key, error);
      throw error;
    }
    previous.push([key, before]);
  }
}
