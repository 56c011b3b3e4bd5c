import { useCallback, useMemo, useState } from 'react';
import { findTransition, getResource, hotelPaths, todayPaths, type TodayResponse } from '@hotel/domain';
import { useAuth, useHttpClient } from '@hotel/shell';
import { toast } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { folioPath } from '../folio/folio-lines';
import { messageOf, useRequest, type RequestState } from '../shared/use-request';

/** A stay's action on its way, or refused with the server's message. */
export type StayActionState = { status: 'pending' } | { status: 'refused'; message: string };

export interface TodayState {
  request: RequestState<TodayResponse>;
  /** Whether the role may check in and check out. */
  may: { checkIn: boolean; checkOut: boolean };
  /** The folio screen of a stay, when the role may open it. */
  folioOf: (id: string) => string | undefined;
  /** Actions on their way or refused, by stay id. */
  actions: Readonly<Record<string, StayActionState>>;
  /** Checks a stay in or out through its workflow (a refusal is kept with the server's message). */
  move: (id: string, number: string, action: 'check-in' | 'check-out') => Promise<boolean>;
}

const STAYS = getResource('room-reservations');

/** The front desk's day: the lists of the business date and the check-in / check-out actions. */
export function useToday(): TodayState {
  const { t } = useHotelText();
  const client = useHttpClient();
  const { user } = useAuth();
  const roles = useMemo(() => user?.roles ?? [], [user?.roles]);
  const request = useRequest('front-desk-today', (signal) => client.get<TodayResponse>(todayPaths.today, { signal }));
  const [actions, setActions] = useState<Record<string, StayActionState>>({});
  const may = useMemo(() => {
    const allowed = (action: string) => roles.includes('admin') || roles.some((role) => findTransition(STAYS, action)?.roles.includes(role));
    return { checkIn: allowed('check-in'), checkOut: allowed('check-out') };
  }, [roles]);
  const folioOf = useCallback((id: string) => folioPath({ kind: 'stay', id }, roles), [roles]);
  const { reload } = request;
  const move = useCallback(
    async (id: string, number: string, action: 'check-in' | 'check-out') => {
      setActions((all) => ({ ...all, [id]: { status: 'pending' } }));
      try {
        await client.post(hotelPaths.transition(STAYS.name, id), { action });
        setActions(({ [id]: _done, ...rest }) => rest);
        toast({ title: action === 'check-in' ? t('Checked in: {{number}}', { number }) : t('Checked out: {{number}}', { number }), variant: 'success' });
        reload();
        return true;
      } catch (error) {
        setActions((all) => ({ ...all, [id]: { status: 'refused', message: messageOf(error) } }));
        return false;
      }
    },
    [client, reload, t],
  );
  return { request, may, folioOf, actions, move };
}
