import type { ReactNode } from 'react';
import { chartPaths, hotelPaths, ledgerPaths, type BusinessDateResponse, type ChartResponse, type HotelListResponse, type HotelRecord } from '@hotel/domain';
import { HttpError, useHttpClient, type HttpClient } from '@hotel/shell';
import { Alert } from '@hotel/ui';
import { addDays } from '../views/date-range';
import { businessDateTime } from '../shared/use-business-date';
import { messageOf, useRequest } from '../shared/use-request';

/*
 * Story fixtures: the stays, groups and accounts a folio story shows, made through the mock API the
 * way the front desk makes them (book, check in, charge, pay), so each story has exact, known
 * figures on whatever day the seed's business date falls. Stories only; nothing imports it at runtime.
 */

/** A charge posted by a fixture. */
export interface FixtureCharge {
  category: string;
  description: string;
  amount: number;
}

export interface StayOptions {
  /** Days from the business date to the arrival (0 arrives today). */
  arrivesIn?: number;
  nights?: number;
  /** Check the guest in (default true); with `arrivesIn` above 0 that is an early check-in. */
  checkIn?: boolean;
  /**
   * The story checks the guest in early itself: book a room free from the business date to the
   * departure (a room of the story's own when no seeded room is; that needs a role that may add rooms).
   */
  earlyCheckIn?: boolean;
  charges?: readonly FixtureCharge[];
  /** Guest payments (cash), after the charges. */
  payments?: readonly number[];
  /** Book it in the first group. */
  inGroup?: boolean;
  /** Notes of the reservation (searchable on the stage screens). */
  notes?: string;
}

/** A stay a fixture made. */
export interface Stay {
  id: string;
  number: string;
  businessDate: string;
  group: string | null;
}

export async function businessDateOf(client: HttpClient): Promise<string> {
  return (await client.get<BusinessDateResponse>(ledgerPaths.businessDate)).date;
}

async function first(client: HttpClient, resource: string, query: Record<string, string | number> = {}): Promise<HotelRecord> {
  const answer = await client.get<HotelListResponse>(hotelPaths.list(resource), { query: { size: 1, ...query } });
  const record = answer.items[0];
  if (!record) throw new Error(`The mock API has no ${resource} to make a story fixture with.`);
  return record;
}

/**
 * A new room of its own for a story (the seed sells the coming weeks, so no seeded room may be free for
 * long): on the first room's floor and category, numbered 190 to 199 (the first not taken).
 */
export async function storyRoom(client: HttpClient): Promise<{ id: string; number: string }> {
  const rooms = await client.get<HotelListResponse>(hotelPaths.list('rooms'), { query: { size: 1000 } });
  const first = rooms.items[0];
  if (!first) throw new Error('The seed has no room.');
  const taken = new Set(rooms.items.map((room) => String(room.number)));
  const number = Array.from({ length: 10 }, (_, i) => String(190 + i)).find((candidate) => !taken.has(candidate));
  if (!number) throw new Error('Rooms 190 to 199 are all taken.');
  const room = await client.post<HotelRecord>(hotelPaths.list('rooms'), { record: { number, floor: first.floor, category: first.category } });
  return { id: room.id, number };
}

/** Rooms with a reserved or in-house stay on any night of [from, to). */
async function roomsHeld(client: HttpClient, from: string, to: string): Promise<Set<string>> {
  const chart = await client.get<ChartResponse>(chartPaths.chart('reservation-chart'), { query: { from, to } });
  return new Set((chart.stays ?? []).filter((stay) => stay.stage !== 'checked-out').map((stay) => stay.room));
}

/** Books an available room for a guest (trying rooms until one is free for the dates), then checks in, charges and pays as asked. */
export async function makeStay(client: HttpClient, options: StayOptions = {}): Promise<Stay> {
  const { arrivesIn = 0, nights = 2, checkIn = true, earlyCheckIn = false, charges = [], payments = [], inGroup = false, notes = 'Story stay' } = options;
  const businessDate = await businessDateOf(client);
  const guest = await first(client, 'guests');
  const group = inGroup ? (await first(client, 'groups')).id : null;
  const rooms = await client.get<HotelListResponse>(hotelPaths.list('rooms'), { query: { stage: 'available', size: 100 } });
  const arrivalDate = addDays(businessDate, arrivesIn);
  const departureDate = addDays(arrivalDate, nights);
  // An early check-in takes the nights from the business date too: only rooms free from today to the
  // departure will do, and the seed sells the coming days well, so the story may need a room of its own.
  const early = arrivesIn > 0 && (checkIn || earlyCheckIn);
  const held = early ? await roomsHeld(client, businessDate, departureDate) : new Set<string>();
  const free = rooms.items.filter((candidate) => !held.has(candidate.id));
  let stay: HotelRecord | undefined;
  for (const room of free.length > 0 ? free : [await storyRoom(client)]) {
    const record = { guest: guest.id, room: room.id, arrivalDate, departureDate, adults: 1, rate: 150, notes, ...(group ? { group } : {}) };
    try {
      stay = await client.post<HotelRecord>(hotelPaths.list('room-reservations'), { record });
      break;
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 409) throw error;
    }
  }
  if (!stay) throw new Error('No available room is free for a story stay.');
  if (checkIn) await client.post(hotelPaths.transition('room-reservations', stay.id), { action: 'check-in', note: arrivesIn > 0 ? 'Story: early arrival' : null });
  for (const charge of charges) {
    await client.post(hotelPaths.list('room-charges'), { record: { reservation: stay.id, ...charge, date: businessDate } });
  }
  for (const amount of payments) {
    await client.post(hotelPaths.list('payments'), { record: { kind: 'guest', reservation: stay.id, amount, method: 'cash', date: businessDateTime(businessDate) } });
  }
  return { id: stay.id, number: String(stay.number), businessDate, group };
}

/** The first group, with a charge and a payment of its own on the business date. */
export async function makeGroupFolio(client: HttpClient): Promise<string> {
  const businessDate = await businessDateOf(client);
  const group = await first(client, 'groups');
  await client.post(hotelPaths.list('group-charges'), { record: { group: group.id, category: 'facility', description: 'Conference hall', amount: 400, date: businessDate } });
  await client.post(hotelPaths.list('payments'), { record: { kind: 'group', group: group.id, amount: 150, method: 'bank-transfer', date: businessDateTime(businessDate) } });
  return group.id;
}

/** A city-ledger account that has just received a stay's balance at check-out. */
export async function makeCityFolio(client: HttpClient): Promise<string> {
  const account = await first(client, 'city-ledger-accounts', { sort: 'name', order: 'asc' });
  const stay = await makeStay(client, { charges: [{ category: 'restaurant', description: 'Business dinner', amount: 86.4 }], notes: 'Story city ledger' });
  await client.post(hotelPaths.transition('room-reservations', stay.id), { action: 'check-out', note: 'Billed to the company', transferTo: { kind: 'city', id: account.id } });
  return account.id;
}

// One run per story: the fixture is keyed by the story's HTTP client (each story gets a new one).
const runs = new WeakMap<HttpClient, Map<string, Promise<unknown>>>();

function once<T>(client: HttpClient, key: string, make: (client: HttpClient) => Promise<T>): Promise<T> {
  const mine = runs.get(client) ?? runs.set(client, new Map()).get(client);
  const known = mine?.get(key) as Promise<T> | undefined;
  if (known) return known;
  const made = make(client);
  mine?.set(key, made);
  return made;
}

export interface WithFixtureProps<T> {
  /** Names the fixture (one run per story). */
  name: string;
  /** Makes it through the API. */
  make: (client: HttpClient) => Promise<T>;
  /** Renders the story once it is made. */
  children: (made: T) => ReactNode;
}

/** Makes a story's data through the mock API, then renders the story with it. */
export function WithFixture<T>({ name, make, children }: WithFixtureProps<T>) {
  const client = useHttpClient();
  const made = useRequest(`fixture:${name}`, () => once(client, name, make));
  if (made.error) {
    return (
      <Alert variant="error" title="The story's data could not be made">
        {messageOf(made.error)}
      </Alert>
    );
  }
  return made.data === undefined ? <p role="status">Preparing the story…</p> : <>{children(made.data)}</>;
}
