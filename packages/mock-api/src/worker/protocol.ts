/**
 * The messages between the page and the mock API's dedicated Worker (`@hotel/mock-api/worker`).
 * Every value is structured-cloneable; bodies travel as transferred ArrayBuffers.
 */

/** A stored entry's new value, or null when it is removed. */
export type StorageWrite = [key: string, value: string | null];

/** What the page asks of the worker. */
export type PageMessage =
  /** First message: the options and every stored entry of the mock API (read from localStorage). */
  | { type: 'init'; entries: Array<[key: string, value: string]>; options: WorkerMockApiOptions }
  /** A call to answer. */
  | { type: 'request'; id: number; method: string; url: string; headers: Array<[string, string]>; body: ArrayBuffer | null }
  /** 'Reset demo data'. */
  | { type: 'reset'; id: number }
  /** Another tab changed a stored entry (a `storage` event); key null: the storage was cleared, `entries` is all that is left. */
  | { type: 'storage'; key: string | null; value: string | null; entries?: Array<[key: string, value: string]> }
  /** The page's answer to a `store` message. */
  | { type: 'stored'; id: number; error?: { full: boolean; message: string; key?: string } };

/** A serialised response (null body for statuses that have none). */
export interface WireResponse {
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  body: ArrayBuffer | null;
}

/** What the worker tells the page. */
export type WorkerMessage =
  /** The mock API is built and answers. */
  | { type: 'ready' }
  /** The mock API could not be loaded (its script failed to load or to run). */
  | { type: 'failed'; message: string }
  /** The answer to a request (`response` null: not the API's, the page sends it to the network), or to a reset. */
  | { type: 'answer'; id: number; response?: WireResponse | null; error?: string }
  /** Entries to write to localStorage, all or nothing; the page answers with `stored`. */
  | { type: 'store'; id: number; writes: StorageWrite[] }
  /** Another tab changed these domains (MOCK_API_CHANGED_EVENT). */
  | { type: 'changed'; domains: string[] };

/** The mock API's options that can cross to a worker (functions and persistence objects cannot). */
export interface WorkerMockApiOptions {
  /** A number sets every delay (0 in tests); an object overrides named delays. */
  delays?: number | Record<string, number>;
  /** Seed of every generator. Default 42. */
  seed?: number;
  /** The prefix of the localStorage entries (default 'hotel-mock-api'), also the lock's and the channel's name. */
  prefix?: string;
}

/** The default prefix of the stored entries, the Web Lock and the BroadcastChannel. */
export const DEFAULT_PREFIX = 'hotel-mock-api';

/** Whether a localStorage key belongs to the mock API's store of `prefix` (the old single entry included). */
export const isStoreKey = (key: string, prefix: string): boolean => key === prefix || key.startsWith(`${prefix}:`);
