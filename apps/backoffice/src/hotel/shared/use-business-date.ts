import { useEffect, useSyncExternalStore } from 'react';
import { formatFieldValue, ledgerPaths, type BusinessDateResponse } from '@hotel/domain';
import { isAbortError, useHttpClient, type HttpClient } from '@hotel/shell';

/** What the hotel's business date store holds. */
export interface BusinessDateState {
  /** The business date (YYYY-MM-DD), once answered. */
  date: string | undefined;
  /** The last night audit (who closed which day, when), or null before the first one. */
  lastAudit: BusinessDateResponse['lastAudit'] | undefined;
  /** The first answer is on its way. */
  loading: boolean;
  /** The last call failed (the previous date, if any, is kept). */
  error: Error | undefined;
}

const EMPTY: BusinessDateState = { date: undefined, lastAudit: undefined, loading: false, error: undefined };

/*
 * One store for the whole app: every screen header, the folio and the stage screens read the same
 * answer, so N screens make one call. The store belongs to one HTTP client (a new client, as each
 * story or a new session makes, starts it afresh). The date moves only with the night audit, so it
 * is asked again on demand (refreshBusinessDate) and when the tab comes back into view.
 */
let owner: HttpClient | undefined;
let state: BusinessDateState = EMPTY;
let stale = true;
let controller: AbortController | undefined;
const listeners = new Set<() => void>();

function set(next: BusinessDateState) {
  state = next;
  for (const listener of listeners) listener();
}

function load() {
  const client = owner;
  if (!client) return;
  controller?.abort();
  const current = new AbortController();
  controller = current;
  stale = false;
  set({ ...state, loading: true });
  client.get<BusinessDateResponse>(ledgerPaths.businessDate, { signal: current.signal, skipLoading: true }).then(
    (answer) => {
      if (current.signal.aborted) return;
      set({ date: answer.date, lastAudit: answer.lastAudit, loading: false, error: undefined });
    },
    (reason: unknown) => {
      if (current.signal.aborted || isAbortError(reason)) return;
      set({ ...state, loading: false, error: reason instanceof Error ? reason : new Error(String(reason)) });
    },
  );
}

function onVisible() {
  if (document.visibilityState === 'visible') refreshBusinessDate();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) document.addEventListener('visibilitychange', onVisible);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * Asks the server for the business date again (after a night audit, or when a posting was refused
 * because its day has closed). Every screen showing it follows; nothing is asked while none does.
 */
export function refreshBusinessDate(): void {
  stale = true;
  if (listeners.size > 0) load();
}

/** The hotel's business date (GET api/hotel/business-date), shared by every screen; never throws. */
export function useBusinessDate(): BusinessDateState {
  const client = useHttpClient();
  const snapshot = useSyncExternalStore(subscribe, () => state, () => EMPTY);
  useEffect(() => {
    if (owner !== client) {
      controller?.abort();
      owner = client;
      stale = true;
      set(EMPTY);
    }
    if (stale) load();
  }, [client]);
  // Until the effect has adopted this client, what the store holds answers another one.
  return owner === client ? snapshot : EMPTY;
}

/** A business date as staff read it ('Nov 25, 2026'). */
export function formatBusinessDate(date: string): string {
  return formatFieldValue({ type: 'date' }, date);
}

/** Where a date falls against the business date: today, before (late/overdue) or after (early). */
export type DueState = 'today' | 'late' | 'early';

/** Whether `date` (YYYY-MM-DD) is the business date, before it or after it. */
export function dueState(date: string, businessDate: string): DueState {
  return date === businessDate ? 'today' : date < businessDate ? 'late' : 'early';
}

/** Now on the business date: the business date with the current UTC time, for documents with a date and time. */
export function businessDateTime(businessDate: string, now = new Date()): string {
  return `${businessDate}T${now.toISOString().slice(11)}`;
}
