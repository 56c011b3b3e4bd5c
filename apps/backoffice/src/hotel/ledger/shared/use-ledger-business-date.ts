import { ledgerPaths, type BusinessDateResponse } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { useRequest, type RequestState } from '../../shared/use-request';

/**
 * The hotel's business date and its last audit (GET api/hotel/business-date). A stop-gap for the
 * ledger screens until the shared `useBusinessDate()` lands in `hotel/shared/use-business-date.ts`;
 * `version` reloads it (after a night audit moves the date).
 */
export function useLedgerBusinessDate(version: string | number = 0): RequestState<BusinessDateResponse> {
  const client = useHttpClient();
  return useRequest(`business-date#${version}`, (signal) => client.get<BusinessDateResponse>(ledgerPaths.businessDate, { signal, skipLoading: true }));
}
