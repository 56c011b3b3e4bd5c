import { useCallback, useEffect, useState } from 'react';
import { useHttpClient } from '@hotel/shell';
import type { HotelListResponse, HotelRecord } from '@hotel/domain';

/** One page of a hotel resource as it loads (a reload keeps the previous page until the new one is in). */
export type HotelListState<T extends HotelRecord> =
  | { status: 'loading'; page: HotelListResponse<T> | null }
  | { status: 'ready'; page: HotelListResponse<T> }
  | { status: 'failed'; page: null; error: unknown };

/**
 * Loads `GET api/hotel/<resource>` through the shell's HTTP client (so with the session's token,
 * the loading bar and the session-expiry handling), aborting it when the screen goes away.
 * Answers the state and a retry.
 */
export function useHotelList<T extends HotelRecord>(resource: string, query: Readonly<Record<string, string | number>>): [HotelListState<T>, () => void] {
  const client = useHttpClient();
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([resource, query, attempt]);
  // The answer, with the request it answers: a newer request shows as loading until its own arrives.
  const [answer, setAnswer] = useState<{ key: string; state: HotelListState<T> } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const [path, params] = JSON.parse(key) as [string, Record<string, string | number>];
    client.get<HotelListResponse<T>>(`api/hotel/${path}`, { query: params, signal: controller.signal }).then(
      (page) => setAnswer({ key, state: { status: 'ready', page } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ key, state: { status: 'failed', page: null, error } });
      },
    );
    return () => controller.abort();
  }, [client, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: HotelListState<T> = answer?.key === key ? answer.state : { status: 'loading', page: answer?.state.page ?? null };
  return [state, retry];
}
