import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError, useHttpClient, type HttpClient } from '@hotel/shell';

/** What `useResource` answers. */
export interface Resource<T> {
  /** The last data loaded (kept while a reload runs), or undefined before the first answer. */
  data: T | undefined;
  /** The error of the last load, or null. */
  error: unknown;
  /** True while a load runs. */
  loading: boolean;
  /** Loads again with the same inputs. */
  reload: () => void;
  /** Replaces the data locally (optimistic updates and rollbacks). */
  setData: (update: T | undefined | ((current: T | undefined) => T | undefined)) => void;
}

/**
 * Loads one API resource with the shell's HTTP client. A new `key` (or `reload`) aborts the request in
 * flight, so a stale answer never overwrites a newer one. An aborted request is not an error.
 */
export function useResource<T>(key: string, load: (client: HttpClient, signal: AbortSignal) => Promise<T>): Resource<T> {
  const client = useHttpClient();
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    loadRef.current(client, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setData(answer);
        setLoading(false);
      },
      (reason: unknown) => {
        if (controller.signal.aborted || isAbortError(reason)) return;
        setError(reason);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [client, key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, error, loading, reload, setData };
}
