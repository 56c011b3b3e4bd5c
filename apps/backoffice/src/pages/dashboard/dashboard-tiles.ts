import { accessScope, type HotelListQuery, type HotelRecord } from '@hotel/domain';
import type { HttpClient } from '@hotel/shell';
import { fetchAll, fetchList } from '../../hotel/shared/hotel-api';
import { countDue, inHouseGuests, occupancy, paymentsOn } from './dashboard-figures';

/**
 * One key figure, as numbers: the tile writes them, and the line saying what they count, in the
 * user's language (figure-text.ts).
 */
export type Figure =
  /** Occupied rooms of all rooms, and the share in whole percent. */
  | { kind: 'occupancy'; percent: number; occupied: number; total: number }
  /** Stays due to check in or out today (or left from an earlier day). */
  | { kind: 'arrivals' | 'departures'; count: number }
  /** Guests in the house, and the rooms they stay in. */
  | { kind: 'in-house'; guests: number; rooms: number }
  /** Money received today, and the receipts it was posted with. */
  | { kind: 'payments'; total: number; receipts: number }
  /** Records waiting for approval. */
  | { kind: 'waiting'; count: number };

/** A key-figure tile of the dashboard: what it counts, where the work is done, and how it loads. */
export interface DashboardTile {
  key: string;
  /** The tile's heading, in English (the key of its translation). */
  title: string;
  /** The resource the figure is read from; the tile shows only to roles that may read it. */
  resource: string;
  /** The hotel screen where the work behind the figure is done. */
  href: string;
  load: (client: HttpClient, today: string, signal: AbortSignal) => Promise<Figure>;
}

/** How many records match a query (one record fetched, the total read). */
async function total(client: HttpClient, resource: string, query: HotelListQuery, signal: AbortSignal): Promise<number> {
  return (await fetchList(client, resource, { ...query, page: 1, size: 1 }, signal)).total;
}

/** Records in `query`'s order, page by page, until `past` holds for the last one read (or none are left). */
async function readUntil(client: HttpClient, resource: string, query: HotelListQuery, past: (record: HotelRecord) => boolean, signal: AbortSignal): Promise<HotelRecord[]> {
  const items: HotelRecord[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchList(client, resource, { ...query, page, size: 1000 }, signal);
    items.push(...answer.items);
    const last = answer.items.at(-1);
    if (!last || items.length >= answer.total || past(last)) return items;
  }
}

const dayAfter = (field: string, today: string) => (record: HotelRecord) => String(record[field] ?? '').slice(0, 10) > today;

/** A count of records waiting in a stage, e.g. requests not yet approved. */
function waiting(key: string, title: string, resource: string, stage: string, href: string): DashboardTile {
  return {
    key,
    title,
    resource,
    href,
    load: async (client, _today, signal) => ({ kind: 'waiting', count: await total(client, resource, { stage }, signal) }),
  };
}

/** Stays in `stage` whose `dateField` falls today or earlier (arrivals still to check in, departures still to check out). */
function due(key: 'arrivals' | 'departures', title: string, stage: string, dateField: string, href: string): DashboardTile {
  return {
    key,
    title,
    resource: 'room-reservations',
    href,
    load: async (client, today, signal) => {
      const stays = await readUntil(client, 'room-reservations', { stage, sort: dateField, order: 'asc' }, dayAfter(dateField, today), signal);
      return { kind: key, count: countDue(stays, dateField, today) };
    },
  };
}

/** Every key-figure tile, in reading order: the house today, then the approvals waiting. */
export const DASHBOARD_TILES: readonly DashboardTile[] = [
  {
    key: 'occupancy',
    title: 'Occupancy',
    resource: 'rooms',
    href: '/front-office/daily-room-chart',
    load: async (client, _today, signal) => {
      const [all, occupied] = await Promise.all([total(client, 'rooms', {}, signal), total(client, 'rooms', { stage: 'occupied' }, signal)]);
      return { kind: 'occupancy', ...occupancy(all, occupied) };
    },
  },
  due('arrivals', 'Arrivals', 'reserved', 'arrivalDate', '/front-office/check-in'),
  due('departures', 'Departures', 'checked-in', 'departureDate', '/front-office/check-out'),
  {
    key: 'in-house',
    title: 'In-house guests',
    resource: 'room-reservations',
    href: '/front-office/check-out',
    load: async (client, _today, signal) => {
      const { items } = await fetchAll(client, 'room-reservations', { stage: 'checked-in' }, signal);
      return { kind: 'in-house', guests: inHouseGuests(items), rooms: items.length };
    },
  },
  {
    key: 'payments',
    title: 'Payments today',
    resource: 'payments',
    href: '/front-office/guest-payment',
    load: async (client, today, signal) => {
      const before = (record: HotelRecord) => String(record.date ?? '').slice(0, 10) < today;
      const recent = await readUntil(client, 'payments', { stage: 'posted', sort: 'date', order: 'desc' }, before, signal);
      const paid = paymentsOn(recent, today);
      return { kind: 'payments', total: paid.total, receipts: paid.count };
    },
  },
  waiting('store-requests', 'Store requests', 'store-requests', 'not-approved', '/store-request/not-approved'),
  waiting('procurements', 'Procurements', 'procurements', 'not-approved', '/procurements/not-approved-procurements'),
  waiting('fund-requests', 'Fund requests', 'fund-requests', 'not-approved', '/accounts/fund-request-approval'),
  waiting('expenses', 'Expenses', 'expenses', 'not-approved', '/procurements/expenses/not-approved-expenses'),
];

/** The tiles a user with `roles` may see: those whose resource they may read. */
export function tilesFor(roles: readonly string[]): DashboardTile[] {
  return DASHBOARD_TILES.filter((tile) => accessScope(tile.resource, roles, 'read') !== 'none');
}
