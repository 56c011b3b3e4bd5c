import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { isAbortError, useDataChanged, useHttpClient, type HttpClient } from '@hotel/shell';

/** What `useResource` answers. */
export interface Resource<T> {
  /** The last data loaded (kept while a reload runs), or undefined before the first answer. */
  data: T | undefined;
  /** The error of the current load, or null. */
  error: unknown;
  /** True while the current load runs. */
  loading: boolean;
  /** Loads again with the same inputs. */
  reload: () => void;
  /** Replaces the data locally (optimistic updates and rollbacks). */
  setData: (update: T | undefined | ((current: T | undefined) => T | undefined)) => void;
}

export interface UseResourceOptions {
  /**
   * Loads again when the shell says that this data changed elsewhere (`DATA_CHANGED_EVENT` naming
   * one of these, e.g. `SAMPLE_DATA.notes`); the data shown stays until the answer.
   */
  refreshOn?: readonly string[];
}

/**
 * Loads one API resource with the shell's HTTP client. A new `key` (or `reload`) aborts the request in
 * flight, so a stale answer never overwrites a newer one. An aborted request is not an error.
 */
export function useResource<T>(key: string, load: (client: HttpClient, signal: AbortSignal) => Promise<T>, { refreshOn }: UseResourceOptions = {}): Resource<T> {
  const client = useHttpClient();
  const [data, setData] = useState<T | undefined>(undefined);
  const [settled, setSettled] = useState<{ token: string; error: unknown } | null>(null);
  const [version, setVersion] = useState(0);
  const token = `${key}#${version}`;
  const run = useEffectEvent((signal: AbortSignal) => load(client, signal));

  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setData(answer);
        setSettled({ token, error: null });
      },
      (reason: unknown) => {
        if (controller.signal.aborted || isAbortError(reason)) return;
        setSettled({ token, error: reason });
      },
    );
    return () => controller.abort();
  }, [client, token]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useDataChanged(refreshOn ? reload : null, { domains: refreshOn });
  const current = settled?.token === token ? settled : null;
  return { data, error: current?.error ?? null, loading: current === null, reload, setData };
}
