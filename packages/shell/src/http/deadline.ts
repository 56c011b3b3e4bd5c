import { HttpError } from './http-error';

/** How long a request may take, answer body included, before the client gives up on it: 30 s. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** The message of a request that failed while the browser is offline. */
export const OFFLINE_MESSAGE = 'You are offline. Try again when the connection is back.';

/** The error of a request that got no complete answer within `ms` (code TIMEOUT). */
export function timeoutError(ms: number, cause?: unknown): HttpError {
  const seconds = Number((ms / 1000).toFixed(1));
  return new HttpError({ status: 0, code: 'TIMEOUT', message: `The server did not answer within ${seconds} s. Try again.`, cause });
}

/** The error of a request that could not be sent because the browser is offline (code OFFLINE). */
export function offlineError(cause?: unknown): HttpError {
  return new HttpError({ status: 0, code: 'OFFLINE', message: OFFLINE_MESSAGE, cause });
}

/** Whether the browser says it has a connection (true where it cannot tell). */
export const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/** One attempt's time limit: a signal for fetch, and a race for whatever else the attempt awaits. */
export interface Deadline {
  /** Aborts when the parent signal aborts or the time is up. */
  readonly signal: AbortSignal;
  /** True once the time is up (the attempt was aborted by the deadline, not by its caller). */
  readonly expired: boolean;
  /** Settles as `promise`, or rejects as soon as `signal` aborts (for a fetch that ignores it). */
  race<T>(promise: Promise<T>): Promise<T>;
  /** Stops the timer and lets go of the parent signal; call it when the attempt is over. */
  clear(): void;
}

/**
 * Starts a deadline of `ms` (none when `ms` is 0, negative or not finite) under `parent`: aborting
 * the parent aborts the deadline's signal too.
 */
export function startDeadline(parent: AbortSignal, ms: number): Deadline {
  const controller = new AbortController();
  let expired = false;
  const onParentAbort = () => controller.abort(parent.reason);
  if (parent.aborted) controller.abort(parent.reason);
  else parent.addEventListener('abort', onParentAbort, { once: true });
  const timer =
    Number.isFinite(ms) && ms > 0
      ? setTimeout(() => {
          expired = true;
          controller.abort(timeoutError(ms));
        }, ms)
      : undefined;
  const { signal } = controller;
  return {
    signal,
    get expired() {
      return expired;
    },
    race<T>(promise: Promise<T>) {
      if (signal.aborted) {
        promise.catch(() => undefined);
        return Promise.reject(signal.reason);
      }
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
      });
    },
    clear() {
      clearTimeout(timer);
      parent.removeEventListener('abort', onParentAbort);
    },
  };
}
