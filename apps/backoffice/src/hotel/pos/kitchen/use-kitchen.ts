import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { accessScope, getResource, posPaths, type Docket } from '@hotel/domain';
import { useAuth, useHttpClient } from '@hotel/shell';
import { fetchAll } from '../../shared/hotel-api';
import { useNow, usePolling } from '../../shared/use-polling';
import { messageOf, useRequest, type RequestState } from '../../shared/use-request';
import { keepUnchanged, ticketsOf, type KitchenTicket } from './kitchen-tickets';

/** A bump on its way or refused, per ticket id. */
export type BumpState = { status: 'pending' } | { status: 'failed'; message: string };

export interface KitchenState {
  /** The list call of the dockets sent to the kitchen. */
  request: RequestState<{ dockets: Docket[]; outlets: Record<string, string> }>;
  /** The queue, oldest first, without the tickets bumped since the last load. */
  tickets: KitchenTicket[];
  /** The current time (ms), renewed every 30 s: for the ages. */
  now: number;
  /** Bumps on their way or refused, by ticket id. */
  bumps: Readonly<Record<string, BumpState>>;
  /** Whether the signed-in role may mark tickets served. */
  canBump: boolean;
  /** Marks a ticket served (POST …/serve); a refusal keeps it with the server's message. */
  bump: (id: string) => Promise<boolean>;
  reload: () => void;
}

const DOCKETS = getResource('pos-sales');

/**
 * The kitchen queue: dockets in stage `sent` (of the screen's channel when it has one), loaded again
 * every 15 s while visible and when another tab changes the hotel's data; bumping marks one served.
 */
export function useKitchen(channel?: string): KitchenState {
  const client = useHttpClient();
  const { user } = useAuth();
  const roles = user?.roles;
  const request = useRequest(`kitchen:${channel ?? 'all'}`, async (signal) => {
    const { items, labels } = await fetchAll(client, DOCKETS.name, { stage: 'sent', sort: 'date', order: 'asc', ...(channel ? { channel } : {}) }, signal);
    return { dockets: items as unknown as Docket[], outlets: labels.pointOfSale ?? {} };
  });
  const { reload, data } = request;
  usePolling(reload);
  const now = useNow();
  const [bumps, setBumps] = useState<Record<string, BumpState>>({});
  const [served, setServed] = useState<ReadonlySet<string>>(() => new Set());

  // The loaded queue changes only with a new answer: the ticket objects stay the same between ticks of the clock.
  // A reload that brings the same tickets keeps the same objects: the memoised cards do not re-render.
  const previous = useRef<KitchenTicket[]>([]);
  const loaded = useMemo(() => keepUnchanged(previous.current, data ? ticketsOf(data.dockets, data.outlets, channel) : []), [data, channel]);
  useEffect(() => {
    previous.current = loaded;
  }, [loaded]);
  const tickets = useMemo(() => (served.size ? loaded.filter((ticket) => !served.has(ticket.id)) : loaded), [loaded, served]);

  const bump = useCallback(
    async (id: string) => {
      setBumps((all) => ({ ...all, [id]: { status: 'pending' } }));
      try {
        await client.post<Docket>(posPaths.serve(id), {});
        setServed((ids) => new Set(ids).add(id));
        setBumps(({ [id]: _done, ...rest }) => rest);
        reload();
        return true;
      } catch (error) {
        setBumps((all) => ({ ...all, [id]: { status: 'failed', message: messageOf(error) } }));
        return false;
      }
    },
    [client, reload],
  );

  // The server's rule: whoever may write dockets serves them (the kitchen's roles included; the
  // workflow's 'serve' transition lists only the sellers). With 'own' scope a refusal says why.
  const canBump = accessScope(DOCKETS.name, roles ?? [], 'write') !== 'none';
  return { request, tickets, now, bumps, canBump, bump, reload };
}
