import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError, isAbortError } from '@hotel/shell';

/** State of a GET: data, loading, error, and a reload. */
export interface RequestState<T> {
  data: T | undefined;
  loading: boolean;
  error: Error | undefined;
  /** Runs the request again (keeps the current data until the answer arrives). */
  reload: () => void;
}

/**
 * Runs `load` whenever `key` changes (null skips), aborting the previous call. The last good data
 * stays while a new request is in flight, so tables do not flash empty between pages.
 */
export function useRequest<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): RequestState<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<Error>();
  const [loading, setLoading] = useState(key !== null);
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(undefined);
    loadRef.current(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setData(value);
        setLoading(false);
      },
      (reason: unknown) => {
        if (controller.signal.aborted || isAbortError(reason)) return;
        setError(reason instanceof Error ? reason : new Error(String(reason)));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [key, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, loading, error, reload };
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
