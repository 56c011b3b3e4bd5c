import { useState } from 'react';
import type { PaginationState } from '@tanstack/react-table';
import { ledgerPaths, type AccountLedgerResponse } from '@hotel/domain';
import { useHttpClient, type HttpClient } from '@hotel/shell';
import { useBusinessDate } from '../../shared/use-business-date';
import { useRequest, type RequestState } from '../../shared/use-request';
import type { DateRange } from '../shared/date-range-form';
import { monthStart } from '../shared/ledger-format';
import { useAccounts, type LedgerAccount } from '../shared/use-accounts';
import { useRangeParams } from '../shared/use-range-params';

export interface GeneralLedgerState {
  /** The chart of accounts for the picker. */
  accounts: RequestState<LedgerAccount[]>;
  /** The chosen account id ('' until one is chosen). */
  account: string;
  choose: (account: string) => void;
  /** The range shown (default: the month to date of the business date); undefined until the business date is known. */
  range: DateRange | undefined;
  setRange: (range: DateRange) => void;
  /** The business date, for the presets. */
  businessDate: string | undefined;
  pagination: PaginationState;
  setPagination: (page: PaginationState) => void;
  /** GET api/hotel/ledger/accounts/<id>: the page of lines with opening, totals and closing. */
  ledger: RequestState<AccountLedgerResponse>;
}

/** Every line of an account in a range (pages of 1000), for the CSV export. */
export async function fetchAccountLedger(client: HttpClient, account: string, range: DateRange): Promise<AccountLedgerResponse> {
  const query = { from: range.from || undefined, to: range.to || undefined, size: 1000 };
  const first = await client.get<AccountLedgerResponse>(ledgerPaths.accountLedger(account), { query: { ...query, page: 1 } });
  const lines = [...first.lines];
  for (let page = 2; lines.length < first.total; page++) {
    const next = await client.get<AccountLedgerResponse>(ledgerPaths.accountLedger(account), { query: { ...query, page } });
    if (next.lines.length === 0) break;
    lines.push(...next.lines);
  }
  return { ...first, lines };
}

/** State of the general ledger: the account and range (kept in the URL), the page, and the answer. */
export function useGeneralLedger(): GeneralLedgerState {
  const client = useHttpClient();
  const accounts = useAccounts();
  const business = useBusinessDate();
  const date = business.date;
  const fallback = date ? { from: monthStart(date), to: date } : business.error ? { from: '', to: '' } : undefined;
  const params = useRangeParams(fallback);
  const account = params.get('account');
  const range = params.range;
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 100 });
  const query = range ? { from: range.from || undefined, to: range.to || undefined, page: pagination.pageIndex + 1, size: pagination.pageSize } : undefined;
  const ledger = useRequest(account && query ? `gl/${account}?${JSON.stringify(query)}` : null, (signal) =>
    client.get<AccountLedgerResponse>(ledgerPaths.accountLedger(account), { query, signal }),
  );

  return {
    accounts,
    account,
    choose: (next) => {
      setPagination((page) => ({ ...page, pageIndex: 0 }));
      params.set({ account: next, ...(range ?? {}) });
    },
    range,
    setRange: (next) => {
      setPagination((page) => ({ ...page, pageIndex: 0 }));
      params.set({ ...next });
    },
    businessDate: date,
    pagination,
    setPagination,
    ledger,
  };
}
