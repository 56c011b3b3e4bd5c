import { useCallback } from 'react';
import { shiftPaths, type CashierShift, type CloseShiftRequest, type CurrentShiftResponse, type OpenShiftRequest, type ShiftListResponse } from '@hotel/domain';
import { useHttpClient, type HttpClient } from '@hotel/shell';
import { useRequest, type RequestState } from '../../shared/use-request';

/** The caller's open shift, or null when they have none. */
export async function fetchCurrentShift(client: HttpClient, signal?: AbortSignal): Promise<CashierShift | null> {
  return (await client.get<CurrentShiftResponse>(shiftPaths.current, { signal })).shift;
}

/** The caller's open shift (null: none), polled by the caller with `reload`. */
export function useCurrentShift(): RequestState<CashierShift | null> {
  const client = useHttpClient();
  return useRequest('pos-shift-current', (signal) => fetchCurrentShift(client, signal));
}

/** State of the cashier shift screen: the open shift, the history, and the calls that change them. */
export interface ShiftState {
  current: RequestState<CashierShift | null>;
  history: RequestState<CashierShift[]>;
  /** Opens a shift; rejects with the server's refusal. */
  open: (body: OpenShiftRequest) => Promise<CashierShift>;
  /** Closes a shift with the count; answers the closed shift (the Z report); rejects with the refusal. */
  close: (id: string, body: CloseShiftRequest) => Promise<CashierShift>;
  /** Asks the open shift and the history again. */
  reload: () => void;
}

/** The cashier shift screen's data and calls. */
export function useShift(): ShiftState {
  const client = useHttpClient();
  const current = useCurrentShift();
  const history = useRequest('pos-shift-history', async (signal) => (await client.get<ShiftListResponse>(shiftPaths.list, { signal })).items);
  const { reload: reloadCurrent } = current;
  const { reload: reloadHistory } = history;
  const reload = useCallback(() => {
    reloadCurrent();
    reloadHistory();
  }, [reloadCurrent, reloadHistory]);
  const open = useCallback(
    async (body: OpenShiftRequest) => {
      const shift = await client.post<CashierShift>(shiftPaths.open, body);
      reload();
      return shift;
    },
    [client, reload],
  );
  const close = useCallback(
    async (id: string, body: CloseShiftRequest) => {
      const shift = await client.post<CashierShift>(shiftPaths.close(id), body);
      reload();
      return shift;
    },
    [client, reload],
  );
  return { current, history, open, close, reload };
}
