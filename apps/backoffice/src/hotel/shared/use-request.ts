import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { HttpError, isAbortError, useDataChanged } from '@hotel/shell';

/** State of a GET: data, loading, error, and a reload. */
export interface RequestState<T> {
  data: T | undefined;
  loading: boolean;
  error: Error | undefined;
  /** Runs the request again (keeps the current data until the answer arrives). */
  reload: () => void;
}

/** The hotel's data, as the shell's DATA_CHANGED_EVENT names it. */
const HOTEL_DATA = ['hotel'] as const;

/**
 * Runs `load` whenever `key` changes (null skips), aborting the previous call, and again when
 * another tab of this browser changed the hotel's data (the shell's DATA_CHANGED_EVENT), so an open
 * screen shows what the other tab wrote. The last good data stays while a new request is in
 * flight, so tables do not flash empty between pages.
 */
export function useRequest<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): RequestState<T> {
  const [tick, setTick] = useState(0);
  const [result, setResult] = useState<{ key: string; data?: T; error?: Error }>();
  const [last, setLast] = useState<T>();
  const requestKey = key === null ? null : `${key}#${tick}`;
  const run = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    if (requestKey === null) return;
    const controller = new AbortController();
    run(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setLast(value);
        setResult({ key: requestKey, data: value });
      },
      (reason: unknown) => {
        if (controller.signal.aborted || isAbortError(reason)) return;
        setResult({ key: requestKey, error: reason instanceof Error ? reason : new Error(String(reason)) });
      },
    );
    return () => controller.abort();
  }, [requestKey]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  useDataChanged(key === null ? null : reload, { domains: HOTEL_DATA });
  const settled = result !== undefined && result.key === requestKey;
  return {
    data: settled && result.data !== undefined ? result.data : last,
    loading: requestKey !== null && !settled,
    error: settled ? result.error : undefined,
    reload,
  };
}

/** A message staff can act on, from any thrown value (the server's own text when it gave one). */
export function messageOf(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status === 403) return `Not allowed: ${error.message}`;
    if (error.status === 0) return 'The server cannot be reached. Check the connection and try again.';
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The field errors of a refused write (400 with `fields`), or undefined. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  return error instanceof HttpError && error.fields && Object.keys(error.fields).length ? error.fields : undefined;
}
