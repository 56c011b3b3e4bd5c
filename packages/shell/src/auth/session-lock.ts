/** What the session lock shows: nothing, or the unlock prompt. */
export interface SessionLockState {
  /** True while the unlock prompt is open (a request is waiting for the user to unlock). */
  locked: boolean;
}

/**
 * The session lock: when the session expires while the user works, requests that were refused
 * with 401 wait here until the user unlocks (they are then sent again) or gives up (they fail and
 * the app goes to sign-in). Framework-free; `SessionLockHost` shows the prompt. Concurrent
 * requests share one prompt.
 */
export interface SessionLock {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionLockState;
  /**
   * Asks the user to unlock. Resolves true once unlocked, false when they chose to sign in again,
   * or at once when no prompt can be shown (no host attached).
   */
  request(): Promise<boolean>;
  /** Ends the prompt: every waiting request learns whether the session was unlocked. */
  settle(unlocked: boolean): void;
  /** Called by the component that shows the prompt; returns its detach. Without one, `request` resolves false. */
  attach(): () => void;
}

const UNLOCKED: SessionLockState = { locked: false };
const LOCKED: SessionLockState = { locked: true };

/** Creates a session lock (one per app, created with the shell's services). */
export function createSessionLock(): SessionLock {
  let state = UNLOCKED;
  let hosts = 0;
  let waiting: ((unlocked: boolean) => void)[] = [];
  let pending: Promise<boolean> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: SessionLockState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const lock: SessionLock = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    request() {
      if (hosts === 0) return Promise.resolve(false);
      if (pending) return pending;
      pending = new Promise<boolean>((resolve) => waiting.push(resolve));
      set(LOCKED);
      return pending;
    },
    settle(unlocked) {
      const resolvers = waiting;
      waiting = [];
      pending = null;
      if (state.locked) set(UNLOCKED);
      for (const resolve of resolvers) resolve(unlocked);
    },
    attach() {
      hosts++;
      let attached = true;
      return () => {
        if (!attached) return;
        attached = false;
        hosts--;
        // The prompt is gone: nobody can unlock, so the waiting requests give up.
        if (hosts === 0 && pending) lock.settle(false);
      };
    },
  };
  return lock;
}
