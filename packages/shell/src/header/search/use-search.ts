import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResponse, SearchResultSet } from '../../api';
import { useOptionalAuth } from '../../auth/auth-provider';
import { useShellDataSources } from '../../data-sources/use-shell-data-sources';
import { errorMessage } from '../../errors/error-panel';
import { isAbortError } from '../../http/http-error';

/** Debounce of search-as-you-type (000 section 9). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Shortest query that is sent (000 section 5). */
export const SEARCH_MIN_LENGTH = 2;
/** How many recent searches are remembered per user. */
export const RECENT_SEARCHES_LIMIT = 5;
export { SEARCH_SUPERSEDE_KEY } from '../../data-sources/http-data-sources';

/** localStorage key of a user's recent searches. */
export const recentSearchesKey = (userId: string | null | undefined) => `search:recent:${userId ?? 'anonymous'}`;

const recentListeners = new Set<() => void>();
const readRecent = (key: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string').slice(0, RECENT_SEARCHES_LIMIT) : [];
  } catch {
    return [];
  }
};
const recentCache = new Map<string, { raw: string | null; value: string[] }>();
const snapshotRecent = (key: string): string[] => {
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    raw = null;
  }
  const cached = recentCache.get(key);
  if (cached && cached.raw === raw) return cached.value;
  const value = readRecent(key);
  recentCache.set(key, { raw, value });
  return value;
};
const writeRecent = (key: string, list: string[]) => {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(list.slice(0, RECENT_SEARCHES_LIMIT)));
  } catch {
    // Storage unavailable: nothing to remember.
  }
  for (const listener of [...recentListeners]) listener();
};
const subscribeRecent = (listener: () => void) => {
  recentListeners.add(listener);
  return () => recentListeners.delete(listener);
};

export interface UseSearchOptions {
  /** Milliseconds of quiet typing before a search is sent. Default 300. */
  debounce?: number;
  /** Shortest query that is sent; shorter clears the results. Default 2. */
  minLength?: number;
  /** Called with every delivered result list. */
  onResults?: (results: SearchResponse) => void;
}

export interface SearchState {
  /** The field's text. */
  query: string;
  setQuery: (query: string) => void;
  /** The delivered result sets; null when there is nothing to show (query too short or cleared). */
  results: SearchResultSet[] | null;
  /** 'loading' while the current query's request is in flight (or debouncing). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** Empties the field and the results and aborts anything in flight. */
  clear: () => void;
  /** The user's last searches, newest first (at most 5). */
  recent: string[];
  /** Remembers a search (moves it to the front). */
  remember: (query: string) => void;
  /** Forgets every recent search. */
  clearRecent: () => void;
}

/**
 * Search-as-you-type (000 sections 2, 5): after `debounce` ms of quiet, a query of at least
 * `minLength` characters goes to the `search` data source (by default POST api/common/search); a
 * shorter one clears the results. A newer query aborts the older one (its signal), and a stale
 * answer is never shown. Recent searches are kept per user in localStorage.
 */
export function useSearch({ debounce = SEARCH_DEBOUNCE_MS, minLength = SEARCH_MIN_LENGTH, onResults }: UseSearchOptions = {}): SearchState {
  const { search: source } = useShellDataSources();
  const auth = useOptionalAuth();
  const { t } = useTranslation();
  const [query, setQueryState] = useState('');
  const [results, setResults] = useState<SearchResultSet[] | null>(null);
  const [status, setStatus] = useState<SearchState['status']>('idle');
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const generation = useRef(0);
  const onResultsRef = useRef(onResults);
  useEffect(() => {
    onResultsRef.current = onResults;
  }, [onResults]);
  const key = recentSearchesKey(auth?.user?.id);
  const recent = useSyncExternalStore(subscribeRecent, () => snapshotRecent(key), () => []);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    controller.current?.abort();
    controller.current = null;
    generation.current += 1;
  }, []);

  useEffect(() => cancel, [cancel]);

  const run = useCallback(
    async (text: string) => {
      const abort = new AbortController();
      controller.current = abort;
      const mine = generation.current;
      try {
        const sets = await source.search(text, { signal: abort.signal });
        if (mine !== generation.current) return;
        setResults(sets);
        setError(null);
        setStatus('ready');
        onResultsRef.current?.(sets);
      } catch (cause) {
        if (isAbortError(cause) || mine !== generation.current) return;
        setError(errorMessage(cause) ?? t('errors.unknown'));
        setStatus('error');
      }
    },
    [source, t],
  );

  const setQuery = useCallback(
    (next: string) => {
      setQueryState(next);
      cancel();
      const text = next.trim();
      if (text.length < minLength) {
        setResults(null);
        setError(null);
        setStatus('idle');
        return;
      }
      setStatus('loading');
      const mine = generation.current;
      timer.current = setTimeout(() => {
        timer.current = null;
        if (mine === generation.current) void run(text);
      }, debounce);
    },
    [cancel, minLength, debounce, run],
  );

  const clear = useCallback(() => {
    cancel();
    setQueryState('');
    setResults(null);
    setError(null);
    setStatus('idle');
  }, [cancel]);

  const remember = useCallback(
    (text: string) => {
      const value = text.trim();
      if (value.length < minLength) return;
      const list = snapshotRecent(key).filter((item) => item.toLocaleLowerCase() !== value.toLocaleLowerCase());
      writeRecent(key, [value, ...list]);
    },
    [key, minLength],
  );

  const clearRecent = useCallback(() => writeRecent(key, []), [key]);

  return { query, setQuery, results, status, error, clear, recent, remember, clearRecent };
}
