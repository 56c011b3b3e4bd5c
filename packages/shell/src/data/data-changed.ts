import { useEffect, useRef } from 'react';

/**
 * The `window` event that tells open screens that data changed elsewhere (in another tab, or by
 * another user) so they load it again. Whoever learns of such a change dispatches it, with
 * `notifyDataChanged`; screens listen with `useDataChanged`.
 */
export const DATA_CHANGED_EVENT = 'hotel:data-changed';

/** The detail of {@link DATA_CHANGED_EVENT}. */
export interface DataChangedDetail {
  /**
   * The data that changed, by name ('apps.notes', 'apps.contacts.tags'); '*' among them, or no
   * list at all, means anything may have changed.
   */
  domains?: readonly string[];
}

/** Dispatches {@link DATA_CHANGED_EVENT} on `target` (the window by default). */
export function notifyDataChanged(detail: DataChangedDetail = {}, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<DataChangedDetail>(DATA_CHANGED_EVENT, { detail }));
}

/**
 * Whether a change concerns a screen that shows `wanted` (any change, without a list). A name
 * covers its parts: 'apps.contacts' is concerned by 'apps.contacts.tags'.
 */
export function concernsData(changed: DataChangedDetail | null | undefined, wanted?: readonly string[]): boolean {
  const domains = changed?.domains;
  if (!wanted || !Array.isArray(domains) || domains.includes('*')) return true;
  return domains.some((domain) => typeof domain === 'string' && wanted.some((name) => domain === name || domain.startsWith(`${name}.`)));
}

export interface UseDataChangedOptions {
  /** Only changes of these data (and their parts); every change without it. */
  domains?: readonly string[];
}

/**
 * Calls `callback` when {@link DATA_CHANGED_EVENT} says that data the screen shows changed
 * elsewhere: reload it there, quietly (the screen keeps what it shows until the answer). A null
 * callback does not listen.
 */
export function useDataChanged(callback: ((detail: DataChangedDetail) => void) | null, { domains }: UseDataChangedOptions = {}): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  const listening = callback !== null;
  const wantedKey = domains ? JSON.stringify(domains) : null;
  useEffect(() => {
    if (!listening) return;
    const wanted = wantedKey === null ? undefined : (JSON.parse(wantedKey) as string[]);
    const onChanged = (event: Event) => {
      const detail = (event as CustomEvent<DataChangedDetail | null>).detail ?? {};
      if (concernsData(detail, wanted)) latest.current?.(detail);
    };
    window.addEventListener(DATA_CHANGED_EVENT, onChanged);
    return () => window.removeEventListener(DATA_CHANGED_EVENT, onChanged);
  }, [listening, wantedKey]);
}
