import { useHttpClient } from '@hotel/shell';
import { fetchAll } from '../../shared/hotel-api';
import { useRequest, type RequestState } from '../../shared/use-request';

/** An account of the chart, as the pickers list it. */
export interface LedgerAccount {
  id: string;
  /** Account code (digits). */
  code: string;
  name: string;
  /** The account group's name. */
  group: string;
}

/** The chart of accounts (GET api/hotel/accounts, every page), in code order. */
export function useAccounts(): RequestState<LedgerAccount[]> {
  const client = useHttpClient();
  return useRequest('ledger-accounts', async (signal) => {
    const { items, labels } = await fetchAll(client, 'accounts', { sort: 'code', order: 'asc' }, signal);
    return items
      .map((item) => ({ id: item.id, code: String(item.code ?? ''), name: String(item.name ?? item.id), group: labels.group?.[String(item.group)] ?? '' }))
      .sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
  });
}

/** How an account reads in a picker and a line: '1010 · Cash On Hand'. */
export function accountLabel(account: Pick<LedgerAccount, 'code' | 'name'>): string {
  return account.code ? `${account.code} · ${account.name}` : account.name;
}
