import type { StorageWrite } from './protocol';

/** A queued write and the value it replaced (null: the key was absent), to undo it. */
export interface QueuedWrite {
  write: StorageWrite;
  before: string | null;
}

/**
 * The worker's copy of the page's localStorage entries of the mock API (a Worker has no
 * localStorage). It is a `Storage`, so `localStoragePersistence` runs on it unchanged: reads and
 * writes are synchronous, as the mock's store expects. Each write is also queued; the worker sends
 * the queue to the page (`takeWrites`), which writes it to localStorage. Another tab's writes reach
 * it from the page's `storage` events (`applyRemote`), which it repeats as `storage` events of its
 * own on `events`, where the persistence's `watch` (the tabs' catch-up) hears them.
 */
export class MirrorStorage implements Storage {
  private readonly items: Map<string, string>;
  private queued: QueuedWrite[] = [];
  /** Where the `storage` events of other tabs' writes are dispatched (with their `key`). */
  readonly events = new EventTarget();

  constructor(entries: Iterable<[string, string]> = []) {
    this.items = new Map(entries);
  }

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    const text = String(value);
    this.queued.push({ write: [key, text], before: this.getItem(key) });
    this.items.set(key, text);
  }

  removeItem(key: string): void {
    if (!this.items.has(key)) return;
    this.queued.push({ write: [key, null], before: this.getItem(key) });
    this.items.delete(key);
  }

  clear(): void {
    for (const key of [...this.items.keys()]) this.removeItem(key);
  }

  /** The writes queued since the last call, oldest first. */
  takeWrites(): QueuedWrite[] {
    const writes = this.queued;
    this.queued = [];
    return writes;
  }

  /** Puts back the values the writes replaced, newest first (the page stored none of them). */
  undo(writes: QueuedWrite[]): void {
    for (const { write, before } of [...writes].reverse()) {
      if (before === null) this.items.delete(write[0]);
      else this.items.set(write[0], before);
    }
  }

  /**
   * Another tab's write, as the page's `storage` event tells it (key null: the storage was cleared;
   * `entries` is then what is left of the store). Not queued: the page has it already.
   */
  applyRemote(key: string | null, value: string | null, entries: Array<[string, string]> = []): void {
    if (key === null) {
      this.items.clear();
      for (const [k, v] of entries) this.items.set(k, v);
    } else if (value === null) this.items.delete(key);
    else this.items.set(key, value);
    this.events.dispatchEvent(Object.assign(new Event('storage'), { key }));
  }
}
