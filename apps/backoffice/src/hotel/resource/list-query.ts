import type { SortingState } from '@tanstack/react-table';
import { getResource, type HotelListQuery, type Resource, type ResourceScreen, type StageScreen } from '@hotel/domain';
import type { PrefetchClient } from '../../routes/route-prefetch';
import { fetchList } from '../shared/hotel-api';

/** The page size a list screen opens with. */
export const FIRST_PAGE_SIZE = 25;

/** A list's first sorting: the resource's default sort, or none when the server's order comes first. */
export function initialSorting(resource: Resource, serverOrder: boolean): SortingState {
  return serverOrder ? [] : [{ id: resource.list.defaultSort.field, desc: resource.list.defaultSort.order === 'desc' }];
}

/** A list's query (no paging): its fixed filter, the search and the sorting. */
export function listQueryOf(base: HotelListQuery, search: string, sorting: SortingState): HotelListQuery {
  const sort = sorting[0];
  return { ...base, search: search || undefined, sort: sort?.id, order: sort ? (sort.desc ? 'desc' : 'asc') : undefined };
}

/** What a list screen shows: its resource, fixed filter and whether the server orders it. */
export interface ListScreenBase {
  resource: Resource;
  base: HotelListQuery;
  serverOrder: boolean;
}

/** The list of a resource screen (its filter; a 'my ...' screen only the user's records). */
export function resourceScreenList(screen: ResourceScreen): ListScreenBase {
  return { resource: getResource(screen.resource), base: { ...(screen.filter ?? {}), ...(screen.mine ? { mine: true } : {}) }, serverOrder: false };
}

/** The list of a workflow stage screen (due lists, arrivals and departures, in the server's order). */
export function stageScreenList(screen: StageScreen): ListScreenBase {
  return {
    resource: getResource(screen.resource),
    base: { ...(screen.filter ?? {}), stage: screen.stage, ...(screen.due ? { due: screen.due } : {}) },
    serverOrder: screen.due !== undefined,
  };
}

/** Asks for a list screen's first page as the screen will (same path and query), for a link's prefetch. */
export function prefetchFirstPage(client: PrefetchClient, { resource, base, serverOrder }: ListScreenBase): Promise<unknown> {
  return fetchList(client, resource.name, { ...listQueryOf(base, '', initialSorting(resource, serverOrder)), page: 1, size: FIRST_PAGE_SIZE });
}
