import { ledgerPaths, type TrialBalanceResponse } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { fetchList } from '../../shared/hotel-api';
import { useBusinessDate } from '../../shared/use-business-date';
import { useRequest, type RequestState } from '../../shared/use-request';
import type { DateRange } from '../shared/date-range-form';
import { yearStart } from '../shared/ledger-format';
import { useRangeParams } from '../shared/use-range-params';

export interface TrialBalanceState {
  /** The business date (the default end and a preset). */
  businessDate: string | undefined;
  /** First day of the financial year holding the business date (1 January when none is declared). */
  yearStart: string | undefined;
  /** The range shown (default: the financial year to the business date); undefined until both are known. */
  range: DateRange | undefined;
  setRange: (range: DateRange) => void;
  /** GET api/hotel/ledger/trial-balance?from&to. */
  balance: RequestState<TrialBalanceResponse>;
}

/** State of the trial balance: the range (in the URL, default the financial year to date) and the answer. */
export function useTrialBalance(): TrialBalanceState {
  const client = useHttpClient();
  const business = useBusinessDate();
  const date = business.date;
  // The financial year that holds the business date; a role that may not read the years gets 1 January.
  const year = useRequest(date ? `financial-year@${date}` : null, async (signal) => {
    const on = date ?? '';
    try {
      const { items } = await fetchList(client, 'financial-years', { size: 100, sort: 'startDate', order: 'desc' }, signal);
      const holding = items.filter((y) => String(y.startDate) <= on && on <= String(y.endDate));
      const found = holding.find((y) => y.current === true) ?? holding[0];
      return found ? String(found.startDate) : yearStart(on);
    } catch (error) {
      if (signal.aborted) throw error;
      return yearStart(on);
    }
  });
  const start = year.data;
  const fallback = date && start ? { from: start, to: date } : business.error ? { from: '', to: '' } : undefined;
  const params = useRangeParams(fallback);
  const range = params.range;
  const query = range ? { from: range.from || undefined, to: range.to || undefined } : undefined;
  const balance = useRequest(query ? `trial-balance?${JSON.stringify(query)}` : null, (signal) => client.get<TrialBalanceResponse>(ledgerPaths.trialBalance, { query, signal }));
  return { businessDate: date, yearStart: start, range, setRange: (next) => params.set({ ...next }), balance };
}
