import { useCallback, useMemo, useState } from 'react';
import {
  HOUSEKEEPER_ROLES,
  housekeepingActionRoles,
  housekeepingPaths,
  type HousekeepingAction,
  type HousekeepingBoardResponse,
  type HousekeepingBulkResponse,
  type HousekeepingScreen,
} from '@hotel/domain';
import { useAuth, useHttpClient } from '@hotel/shell';
import { toast } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import type { Translate } from '../shared/english-text';
import { messageOf, useRequest, type RequestState } from '../shared/use-request';
import { filterRooms, groupRooms, type BoardFilters, type TileGroup } from './board-model';

/** A bulk action on its way, or refused with the server's message. */
export type BulkState = { status: 'idle' } | { status: 'pending'; action: HousekeepingAction } | { status: 'refused'; message: string };

export interface HousekeepingBoardState {
  request: RequestState<HousekeepingBoardResponse>;
  filters: BoardFilters;
  setFilters: (next: BoardFilters) => void;
  /** The tile groups the filters keep ("My rooms" first for a housekeeper). */
  groups: TileGroup[];
  /** How many rooms the filters keep. */
  shown: number;
  /** The selected room ids (kept across filter changes; only shown ones are acted on). */
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Selects every shown room, or clears the selection when all are selected. */
  toggleAll: () => void;
  /** The selected rooms that the filters show. */
  selectedShown: string[];
  /** Which bulk actions the signed-in role may take. */
  may: Record<HousekeepingAction, boolean>;
  bulk: BulkState;
  /** Applies an action to the selected shown rooms (all or none, as the server decides). */
  act: (action: HousekeepingAction, housekeeper?: string | null) => Promise<boolean>;
  /** The signed-in user's id when they are a housekeeper (whose rooms come first). */
  me: string | null;
}

/** The toast of a bulk action done on `count` rooms ('3 rooms marked clean'). */
function doneMessage(t: Translate, action: HousekeepingAction, count: number, unassigned: boolean): string {
  const one = count === 1;
  if (action === 'mark-clean') return one ? t('1 room marked clean') : t('{{count}} rooms marked clean', { count });
  if (action === 'mark-inspected') return one ? t('1 room marked inspected') : t('{{count}} rooms marked inspected', { count });
  if (action === 'mark-dirty') return one ? t('1 room marked dirty') : t('{{count}} rooms marked dirty', { count });
  if (unassigned) return one ? t('1 room unassigned') : t('{{count}} rooms unassigned', { count });
  return one ? t('1 room assigned') : t('{{count}} rooms assigned', { count });
}

/** The board of a housekeeping screen: the rooms, the filters (the screen's states preselected), the selection and the bulk actions. */
export function useHousekeepingBoard(screen: Pick<HousekeepingScreen, 'states'>): HousekeepingBoardState {
  const { t } = useHotelText();
  const client = useHttpClient();
  const { user } = useAuth();
  const roles = useMemo(() => user?.roles ?? [], [user?.roles]);
  const request = useRequest('housekeeping-board', (signal) => client.get<HousekeepingBoardResponse>(housekeepingPaths.board, { signal }));
  const [filters, setFilters] = useState<BoardFilters>(() => ({ floor: null, states: screen.states, occupancy: null }));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulk, setBulk] = useState<BulkState>({ status: 'idle' });
  const me = user && roles.some((role) => HOUSEKEEPER_ROLES.includes(role)) ? user.id : null;

  const shownRooms = useMemo(() => filterRooms(request.data?.rooms ?? [], filters), [request.data, filters]);
  const groups = useMemo(() => groupRooms(shownRooms, me), [shownRooms, me]);
  const selectedShown = useMemo(() => shownRooms.filter((room) => selected.has(room.id)).map((room) => room.id), [shownRooms, selected]);

  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const toggleAll = useCallback(() => {
    setSelected((current) => (shownRooms.length > 0 && shownRooms.every((room) => current.has(room.id)) ? new Set() : new Set(shownRooms.map((room) => room.id))));
  }, [shownRooms]);

  const may = useMemo(() => {
    const allowed = (action: HousekeepingAction) => roles.includes('admin') || roles.some((role) => housekeepingActionRoles(action).includes(role));
    return { 'mark-clean': allowed('mark-clean'), 'mark-inspected': allowed('mark-inspected'), 'mark-dirty': allowed('mark-dirty'), assign: allowed('assign') };
  }, [roles]);

  const { reload } = request;
  const act = useCallback(
    async (action: HousekeepingAction, housekeeper?: string | null) => {
      if (selectedShown.length === 0) return false;
      setBulk({ status: 'pending', action });
      try {
        const answer = await client.post<HousekeepingBulkResponse>(housekeepingPaths.rooms, { rooms: selectedShown, action, ...(action === 'assign' ? { housekeeper: housekeeper ?? null } : {}) });
        const count = answer.rooms.length;
        toast({ title: doneMessage(t, action, count, action === 'assign' && !housekeeper), variant: 'success' });
        setBulk({ status: 'idle' });
        setSelected(new Set());
        reload();
        return true;
      } catch (error) {
        setBulk({ status: 'refused', message: messageOf(error) });
        return false;
      }
    },
    [client, selectedShown, reload, t],
  );

  return { request, filters, setFilters, groups, shown: shownRooms.length, selected, toggle, toggleAll, selectedShown, may, bulk, act, me };
}
