import { useCallback, useMemo, useState } from 'react';
import { accessScope, canOpen, DOCKET_VOID_ROLES, getResource, posPaths, UNSETTLED_DOCKET_STAGES, type Docket } from '@hotel/domain';
import { useAuth, useHttpClient } from '@hotel/shell';
import { fetchAll } from '../../shared/hotel-api';
import { useNow, usePolling } from '../../shared/use-polling';
import { messageOf, useRequest, type RequestState } from '../../shared/use-request';
import { groupTables, registerOf, tillLink, type OutletGroup, type TableDocket } from './live-tables';

/** A send on its way or refused, per docket id. */
export type SendState = { status: 'pending' } | { status: 'failed'; message: string };

/** What the signed-in role may do on a docket of the live tables. */
export interface DocketActions {
  /** Send it to the kitchen (an open docket; the role sends). */
  send: boolean;
  /** Cancel it with a reason (auditor, manager, admin). */
  cancel: boolean;
  /** The till that opens it (`?docket=<id>`), when the role may open that till. */
  till?: string;
}

export interface LiveTablesState {
  /** The list calls of the unsettled dockets. */
  request: RequestState<{ dockets: Docket[]; outlets: Record<string, string> }>;
  /** Outlets, then tables, with their dockets. */
  outlets: OutletGroup[];
  /** The current time (ms), renewed every 30 s: for the time open. */
  now: number;
  /** Sends on their way or refused, by docket id. */
  sends: Readonly<Record<string, SendState>>;
  /** What the role may do on a docket. */
  actionsOf: (docket: TableDocket) => DocketActions;
  /** Sends an open docket to the kitchen (POST …/send); a refusal is kept with the server's message. */
  send: (id: string) => Promise<boolean>;
  reload: () => void;
}

const DOCKETS = getResource('pos-sales');

/**
 * The unsettled dockets (open, sent, served; of the screen's channel when it has one) by outlet
 * and table, loaded again every 15 s while visible and when another tab changes the hotel's data.
 */
export function useLiveTables(channel?: string): LiveTablesState {
  const client = useHttpClient();
  const { user } = useAuth();
  const roles = useMemo(() => user?.roles ?? [], [user?.roles]);
  const request = useRequest(`live-tables:${channel ?? 'all'}`, async (signal) => {
    // The list filters one stage at a time: one call per unsettled stage.
    const answers = await Promise.all(
      UNSETTLED_DOCKET_STAGES.map((stage) => fetchAll(client, DOCKETS.name, { stage, sort: 'date', order: 'asc', ...(channel ? { channel } : {}) }, signal)),
    );
    const outlets: Record<string, string> = {};
    for (const answer of answers) Object.assign(outlets, answer.labels.pointOfSale);
    return { dockets: answers.flatMap((answer) => answer.items as unknown as Docket[]), outlets };
  });
  const { reload, data } = request;
  usePolling(reload);
  const now = useNow();
  const [sends, setSends] = useState<Record<string, SendState>>({});
  const outlets = useMemo(() => (data ? groupTables(data.dockets, data.outlets, channel) : []), [data, channel]);

  const send = useCallback(
    async (id: string) => {
      setSends((all) => ({ ...all, [id]: { status: 'pending' } }));
      try {
        await client.post<Docket>(posPaths.send(id), {});
        setSends(({ [id]: _done, ...rest }) => rest);
        reload();
        return true;
      } catch (error) {
        setSends((all) => ({ ...all, [id]: { status: 'failed', message: messageOf(error) } }));
        return false;
      }
    },
    [client, reload],
  );

  const actionsOf = useMemo(() => {
    // The server's rules: whoever may write dockets sends them; auditors, managers and admins cancel.
    const sends = accessScope(DOCKETS.name, roles, 'write') !== 'none';
    const cancels = roles.includes('admin') || roles.some((role) => DOCKET_VOID_ROLES.includes(role));
    const tills = new Map<string, string | null>();
    // The same answer object for the same docket and stage, so the memoised rows do not re-render.
    const known = new Map<string, DocketActions>();
    return (docket: TableDocket): DocketActions => {
      const key = `${docket.id}|${docket.stage}|${docket.channel}`;
      const cached = known.get(key);
      if (cached) return cached;
      if (!tills.has(docket.channel)) {
        const register = registerOf(docket.channel);
        tills.set(docket.channel, register && canOpen(register, roles) ? register.path : null);
      }
      const till = tills.get(docket.channel);
      const actions = { send: docket.stage === 'open' && sends, cancel: cancels && UNSETTLED_DOCKET_STAGES.includes(docket.stage), ...(till ? { till: tillLink({ path: till }, docket.id) } : {}) };
      known.set(key, actions);
      return actions;
    };
  }, [roles]);

  return { request, outlets, now, sends, actionsOf, send, reload };
}
