import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DateRange } from './date-range-form';

export interface RangeParams {
  /** A value of the page's URL (`?account=…`), '' when absent. */
  get: (name: string) => string;
  /** The range in the URL, or `fallback` when the URL names none (undefined while the fallback is not known). */
  range: DateRange | undefined;
  /** Sets values in the URL (replacing the history entry); an empty from or to is an open end. */
  set: (values: Record<string, string>) => void;
}

/**
 * A ledger screen's choices (account or folio, from, to) kept in the page's URL, so a link opens
 * the same ledger (the trial balance links each account to its ledger for the same range) and a
 * reload keeps it.
 */
export function useRangeParams(fallback: DateRange | undefined): RangeParams {
  const [params, setParams] = useSearchParams();
  const named = params.has('from') || params.has('to');
  const set = useCallback(
    (values: Record<string, string>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(values)) next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    get: (name) => params.get(name) ?? '',
    range: named ? { from: params.get('from') ?? '', to: params.get('to') ?? '' } : fallback,
    set,
  };
}
