/** Where a preloadable load stands: not started, in flight, done, or failed (the next `preload()` tries again). */
type PreloadStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** An immutable picture of a preloadable load; a new object on every change (for `useSyncExternalStore`). */
type PreloadSnapshot<T> =
  | { status: 'idle' | 'loading'; value: undefined; error: undefined }
  | { status: 'loaded'; value: T; error: undefined }
  | { status: 'error'; value: undefined; error: unknown };

/** Something loaded on first use (usually a component from a dynamic `import()`), which can be asked for early. */
interface Preloadable<T> {
  /**
   * Starts the load, or joins the one in flight, and resolves with its value. After a failure the
   * next call loads again, so a dropped connection never leaves a dead feature behind.
   */
  preload(): Promise<T>;
  /** The current snapshot (stable between changes). */
  getSnapshot(): PreloadSnapshot<T>;
  /** Calls `listener` after every change of the snapshot; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

const IDLE = Object.freeze({ status: 'idle', value: undefined, error: undefined } as const);
const LOADING = Object.freeze({ status: 'loading', value: undefined, error: undefined } as const);

/**
 * Wraps a lazy load (`() => import('./panel').then((m) => m.Panel)`) so it can start before it is
 * needed (on hover or focus of the control that will show it) and be read synchronously once done.
 * Unlike `React.lazy`, a failed load is not remembered: the next `preload()` retries. Pair it with
 * `useLoadOnIntent` to render the value.
 */
function lazyWithPreload<T>(load: () => Promise<T>): Preloadable<T> {
  let snapshot: PreloadSnapshot<T> = IDLE;
  let inFlight: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: PreloadSnapshot<T>) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    preload() {
      if (snapshot.status === 'loaded') return Promise.resolve(snapshot.value);
      if (inFlight) return inFlight;
      set(LOADING);
      let started: Promise<T>;
      try {
        started = load();
      } catch (error) {
        started = Promise.reject(error);
      }
      const attempt = started.then(
        (value) => {
          inFlight = null;
          set({ status: 'loaded', value, error: undefined });
          return value;
        },
        (error: unknown) => {
          inFlight = null;
          set({ status: 'error', value: undefined, error });
          throw error;
        },
      );
      inFlight = attempt;
      return attempt;
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * Intent handlers for a control that opens a lazily loaded part it does not render itself (a
 * toggle in the header for a drawer rendered elsewhere): hover, focus and press start the load.
 */
function preloadOnIntent(preloadable: Preloadable<unknown>): { onPointerEnter: () => void; onFocus: () => void; onPointerDown: () => void } {
  const preload = () => {
    preloadable.preload().catch(() => {
      // The part that renders the load asks again when it opens, and reports a failure.
    });
  };
  return { onPointerEnter: preload, onFocus: preload, onPointerDown: preload };
}

export { lazyWithPreload, preloadOnIntent, type Preloadable, type PreloadSnapshot, type PreloadStatus };
