import { CHART_GROUPS, CHART_OF_ACCOUNTS, RESOURCES, TENDER_LABELS, validateRecord, type Field, type HotelRecord, type Resource, type TenderMethod } from '@hotel/domain';
import type { SeedTools } from '../../core/db';
import { createRng, type Rng } from '../../core/random';
import { nextCode } from './codes';
import { DAY, draftValue, iso, legacySaleDraws, personName, setDates, type Draft } from './seed-values';
import { COUNTS, FIRST, LAST, NAMES } from './seed-names';
import { addDays, emptyLedger } from './ledger/store';
import { HISTORY_STAFF, runHistory } from './seed-history';
import { bookAhead } from './seed-ahead';
import { seedOwners, stampsOwner } from './owners';
import { demoUser } from '../users/seed';
import type { AuditEntry, HotelState } from './state';

/** Days of history the seed lives through (bookings, stays, night audits) before today. */
export const HISTORY_DAYS = 60;

/** Front-office documents the history creates through the API's own operations rather than drafting them. */
const LIVED = new Set(['room-reservations', 'room-charges', 'payments', 'reservation-deposits', 'deposit-transfers', 'group-charges', 'room-changes', 'stock-movements']);

/**
 * Fields set by `adjust` rather than drafted from the rng (added after the seed's random draws were
 * fixed: drafting them would change every later value).
 */
const NOT_DRAFTED = new Set(['stocks.countedQuantity', 'damages.store', 'procurements.stock', 'procurements.store']);

/*
 * The deterministic seed of every hotel resource. Records are drafted field by field from the
 * declarations (with curated names where a generic value would read badly), then passed through
 * validateRecord, so a seed record is exactly what the API would accept. Workflow records are
 * spread over every stage; stays, rooms and charges are kept consistent with each other.
 */

/** Resources ordered so that every referenced resource comes first. */
export function dependencyOrder(resources: readonly Resource[]): Resource[] {
  const done = new Set<string>();
  const order: Resource[] = [];
  const visit = (resource: Resource, path: Set<string>) => {
    if (done.has(resource.name) || path.has(resource.name)) return;
    path.add(resource.name);
    for (const field of resource.fields) {
      const target = resources.find((r) => r.name === field.reference?.resource);
      if (target && target.name !== resource.name) visit(target, path);
    }
    done.add(resource.name);
    order.push(resource);
  };
  for (const resource of resources) visit(resource, new Set());
  return order;
}

function buildRooms(d: Draft, state: HotelState, size: HotelSize): void {
  const floors = state.records.floors ?? [];
  const categories = state.records['room-categories'] ?? [];
  const rooms: HotelRecord[] = [];
  Array.from({ length: size.floors }, (_, f) => floors[f % floors.length] as HotelRecord).forEach((floor, f) => {
    for (let n = 1; n <= size.roomsPerFloor; n++) {
      const category = categories[(n + f) % categories.length];
      rooms.push({
        id: d.rng.uuid(),
        stage: 'available',
        number: `${f + 1}${String(n).padStart(2, '0')}`,
        category: category?.id ?? null,
        floor: floor.id,
        rate: null,
        smoking: n === size.roomsPerFloor,
        notes: null,
        outOfOrderUntil: null,
      });
    }
  });
  state.records.rooms = rooms;
}

/** The chart of accounts, its groups and the ledger settings that map every posting key to its account. */
function buildChart(state: HotelState): void {
  const groups = CHART_GROUPS.map((group) => ({ id: `account-group-${group.code}`, name: group.name, code: group.code, type: group.type }));
  const accounts = CHART_OF_ACCOUNTS.map((account) => ({
    id: `account-${account.code}`, code: account.code, name: account.name, group: groups.find((g) => g.name === account.group)?.id ?? null,
  }));
  state.records['account-groups'] = groups;
  state.records.accounts = accounts;
  state.records['ledger-settings'] = CHART_OF_ACCOUNTS.map((account) => ({ id: `ledger-setting-${account.key}`, posting: account.key, account: `account-${account.code}` }));
}

/** The size of the seeded hotel and of its history (the demo's by default; benchmarks ask for a year of a big one). */
export interface HotelSize {
  /** Days lived before today. */
  days: number;
  floors: number;
  /** At most 99 (room numbers are three digits: floor and two). */
  roomsPerFloor: number;
  occupancy: number;
  /** Shortest and longest stay in nights. */
  nights: [number, number];
  /** Leave today's arrivals, departures and dirty rooms for the desk (the demo), or live today like any day. */
  leaveToday: boolean;
  /** Nights after today already sold (group blocks and single stays, see seed-ahead.ts); 0 books none. */
  ahead: number;
}

export const DEMO_HOTEL: HotelSize = { days: HISTORY_DAYS, floors: 5, roomsPerFloor: 12, occupancy: 0.85, nights: [1, 5], leaveToday: true, ahead: 30 };

/** Builds the seed of every hotel resource, then lives `size.days` of the hotel's days up to today. */
export function buildHotelSeed({ rng, now: clock }: Pick<SeedTools, 'rng' | 'now'>, size: Partial<HotelSize> = {}): HotelState {
  const hotel: HotelSize = { ...DEMO_HOTEL, ...size };
  const days = hotel.days;
  const today = iso(clock);
  // The seed depends on the day only (relative times count from its noon), so a day's seed can be reused.
  const now = new Date(`${today}T12:00:00.000Z`);
  const state: HotelState = { records: {}, audit: {}, counters: {}, ledger: emptyLedger(addDays(today, -days)) };
  const d: Draft = { rng, now, days, index: 0, records: state.records };
  const system = demoUser('admin');
  const stockOnHand = new Map<string, number>();

  for (const resource of dependencyOrder(RESOURCES)) {
    if (resource.name === 'rooms') {
      buildRooms(d, state, hotel);
      continue;
    }
    if (resource.name === 'account-groups' || resource.name === 'accounts' || resource.name === 'ledger-settings') {
      if (!state.records.accounts) buildChart(state);
      continue;
    }
    if (LIVED.has(resource.name)) {
      if (resource.name === 'stock-movements') drawLegacyMovements(d, resource);
      state.records[resource.name] = [];
      continue;
    }
    const count = COUNTS[resource.name] ?? Math.max(NAMES[resource.name]?.length ?? 10, (resource.workflow?.stages.length ?? 0) * 2);
    const list: HotelRecord[] = [];
    for (let index = 0; index < count; index++) {
      d.index = index;
      // A docket draws from its own stream, seeded by the draws a one-line sale made before dockets,
      // so every record drafted after the sales (and the whole history) stays as it was.
      const own = resource.name === 'pos-sales' ? createRng(legacySaleDraws(d)) : rng;
      const dd: Draft = own === rng ? d : { ...d, rng: own };
      const input: Record<string, unknown> = {};
      let onHand: unknown;
      for (const field of resource.fields) {
        // A stock item's quantity is drafted as before, then written as movements (never stored).
        if (resource.name === 'stocks' && field.name === 'quantity') onHand = draftValue(resource, field, d);
        if (field.readOnly || field.product || NOT_DRAFTED.has(`${resource.name}.${field.name}`)) continue;
        input[field.name] = draftValue(resource, field, dd);
      }
      adjust(resource.name, input, dd, index);
      setDates(resource, input, dd);
      const result = validateRecord(resource, input, 'create');
      if (!result.ok) throw new Error(`Seed of ${resource.name} #${index} is invalid: ${JSON.stringify(result.fields)}`);
      const record: HotelRecord = { id: own.uuid(), ...result.value };
      for (const field of resource.fields) {
        const code = nextCode(state, field);
        if (code) record[field.name] = code;
        // A read-only text names who did it, unless it has a default: the server's constant (the hotel's
        // currency). The name is drawn either way, so every later record draws what it always did.
        else if (field.readOnly && field.type === 'text' && record[field.name] === undefined) {
          const name = personName(own);
          record[field.name] = field.default ?? name;
        }
        else if (field.readOnly && record[field.name] === undefined) record[field.name] = null;
      }
      if (resource.workflow) record.stage = resource.workflow.stages[index % resource.workflow.stages.length]?.id ?? resource.workflow.initial;
      if (stampsOwner(resource)) stampSeedOwner(resource, record, index);
      if (typeof onHand === 'number') stockOnHand.set(record.id, onHand);
      // A count is never stored (it is written as a movement).
      delete record.countedQuantity;
      list.push(record);
    }
    state.records[resource.name] = list;
  }

  makeRecordsConsistent(state, d);
  for (const resource of RESOURCES) {
    for (const record of state.records[resource.name] ?? []) {
      const entry: AuditEntry = { at: new Date(now.getTime() - 3 * DAY).toISOString(), by: system.name, byId: system.id, action: 'create', from: null, to: record.stage ?? null, note: 'Seeded demo data' };
      state.audit[`${resource.name}/${record.id}`] = [entry];
    }
  }
  seedOutOfOrder(state, now);
  runHistory(state, rng, today, { days, occupancy: hotel.occupancy, nights: hotel.nights, leaveToday: hotel.leaveToday, stockOnHand });
  if (hotel.ahead > 0) bookAhead(state, rng, today, { days: hotel.ahead, occupancy: { weekday: 0.75, weekend: 0.85 }, nights: hotel.nights, desk: HISTORY_STAFF.desk, at: `${today}T08:30:00.000Z` });
  return state;
}

/** Why a seeded room is out of order, and how many days it is expected to take (0: not known yet). */
const OUT_OF_ORDER_REASONS: ReadonlyArray<readonly [reason: string, days: number]> = [
  ['Bathroom leak behind the basin: plumber booked', 3],
  ['Air-conditioning unit being replaced', 5],
  ['Carpet replacement after a flood from the room above', 6],
  ['Broken window seal: glazier to quote', 0],
  ['Repainting after a guest complaint about damp', 2],
  ['Door lock fault: waiting for the part', 4],
];

/**
 * The seeded out-of-order rooms, as housekeeping would have left them: put out of order one to
 * three days ago by the housekeeper with a reason, most with the day they are expected back (a
 * stream of their own, so no other seeded value moves).
 */
function seedOutOfOrder(state: HotelState, now: Date): void {
  const keeper = HISTORY_STAFF.housekeeping;
  (state.records.rooms ?? [])
    .filter((room) => room.stage === 'out-of-order')
    .forEach((room, i) => {
      const rng = createRng(`out-of-order:${room.id}`);
      const [reason, days] = OUT_OF_ORDER_REASONS[i % OUT_OF_ORDER_REASONS.length] ?? ['Out of order', 0];
      const since = new Date(now.getTime() - rng.int(1, 3) * DAY - rng.int(1, 6) * 3_600_000);
      room.outOfOrderUntil = days > 0 ? iso(new Date(now.getTime() + days * DAY)) : null;
      const trail = state.audit[`rooms/${room.id}`] ?? [];
      for (const entry of trail) if (entry.action === 'create') entry.to = 'available';
      trail.push({ at: since.toISOString(), by: keeper.name, byId: keeper.id, action: 'out-of-order', from: 'available', to: 'out-of-order', note: reason });
      state.audit[`rooms/${room.id}`] = trail;
    });
}

/**
 * The seed once drafted its stock movements by hand (48 of them); they are now written by the
 * operations, but their random draws are still made, so every value seeded after them stays as it was.
 */
function drawLegacyMovements(d: Draft, resource: Resource): void {
  const required = { required: true };
  const fields: Field[] = [
    { name: 'stock', label: 'Item', type: 'reference', reference: { resource: 'stocks', labelField: 'name' }, ...required },
    { name: 'kind', label: 'Kind', type: 'enum', options: ['purchased', 'received', 'issued', 'sold', 'damaged', 'adjusted'].map((value) => ({ value, label: value })), ...required },
    { name: 'quantity', label: 'Quantity', type: 'number', min: 1, max: 100_000, ...required },
    { name: 'unitCost', label: 'Unit Cost', type: 'money', min: 0, max: 10_000_000, ...required },
    { name: 'store', label: 'Store', type: 'reference', reference: { resource: 'stores', labelField: 'name' }, ...required },
    { name: 'date', label: 'Date', type: 'date', ...required },
  ];
  for (let index = 0; index < (COUNTS[resource.name] ?? 0); index++) {
    for (const field of fields) draftValue(resource, field, d);
    d.rng.uuid();
  }
}

/**
 * A seeded record's owner: one of the demo accounts whose role works with every record of the
 * resource, in turn; its id is the owner and its name is shown in the owner (or reporter) field.
 */
function stampSeedOwner(resource: Resource, record: HotelRecord, index: number): void {
  const owners = seedOwners(resource);
  const owner = owners[index % owners.length] ?? demoUser('admin');
  record.ownerId = owner.id;
  for (const field of [resource.ownerField, 'reportedBy']) {
    if (field && resource.fields.some((f) => f.name === field)) record[field] = owner.name;
  }
}

/** Resource-specific touches so the seed reads like a real hotel's data. */
function adjust(name: string, input: Record<string, unknown>, d: Draft, index: number): void {
  const { rng, records } = d;
  const pick = (resource: string) => {
    const list = records[resource] ?? [];
    return list.length ? list[index % list.length] : undefined;
  };
  if (name === 'floors') {
    input.name = `Floor ${index + 1}`;
    input.level = index + 1;
  }
  if (name === 'units') input.abbreviation = ['btl', 'kg', 'l', 'ctn', 'pc', 'pk', 'crt'][index] ?? 'pc';
  if (name === 'guests') {
    input.name = `${FIRST[index % FIRST.length]} ${LAST[(index * 7) % LAST.length]}`;
    input.email = index % 6 === 5 ? null : `${(input.name as string).toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;
  }
  if (name === 'users') {
    input.role = ['admin', 'manager', 'auditor', 'accountant', 'receptionist', 'cashier', 'account-clerk', 'front-office-supervisor', 'house-keeper', 'housekeeping', 'house-keeping', 'housekeeping-supervisor', 'barman', 'bar-man', 'bartender', 'waitress', 'fnb-user', 'eatery-user', 'store-keeper', 'storekeeper', 'store', 'purchaser', 'security', 'laundry', 'chef', 'kitchen', 'swimming-pool', 'inventories', 'user'][index];
    input.email = `${(input.name as string).toLowerCase().replace(/[^a-z]+/g, '.')}@grandmeridian.example`;
  }
  if (name === 'pos-sales') {
    const pos = pick('points-of-sale');
    input.pointOfSale = pos?.id;
    input.channel = pos?.channel ?? 'mini-mart';
    input.table = pos?.channel === 'restaurant' || pos?.channel === 'tablet' ? input.table : null;
    input.date = new Date(d.now.getTime() - rng.int(0, 20 * 24) * 3_600_000).toISOString();
  }
  if (name === 'damages') {
    // Written off at the item's own store.
    const stock = (records.stocks ?? []).find((s) => s.id === input.stock);
    input.store = stock?.store ?? pick('stores')?.id;
  }
  if (name === 'procurements' && index % 3 === 0) {
    // Every third purchase restocks an item: supplied, it is received into the item's store.
    const stock = pick('stocks');
    input.stock = stock?.id ?? null;
    input.item = stock?.name ?? input.item;
  }
  if (name === 'pos-orders' || name === 'kitchen-orders') {
    const item = rng.pick(records['restaurant-items'] ?? []);
    input.item = item.id;
    if (name === 'pos-orders') input.unitPrice = item.price;
    if (name === 'kitchen-orders') input.kitchen = item.kitchen;
  }
  if (name === 'laundry-orders') {
    const item = rng.pick(records['laundry-items'] ?? []);
    input.item = item.id;
    input.unitPrice = item.price;
  }
  if (name === 'pool-tickets') {
    const rate = rng.pick(records['pool-rates'] ?? []);
    input.rate = rate.id;
    input.unitPrice = rate.price;
  }
  if (name === 'room-categories') input.capacity = 1 + (index % 4);
  if (name === 'points-of-sale') input.channel = ['mini-mart', 'bar', 'restaurant', 'eatery', 'tablet', 'pool'][index % 6];
  if (name === 'room-reservations') {
    input.adults = rng.int(1, 3);
    input.children = rng.chance(0.7) ? 0 : rng.int(1, 2);
  }
  if (name === 'stock-movements') input.kind = ['purchased', 'received', 'issued', 'sold', 'damaged', 'adjusted'][index % 6];
  if (name === 'refunds') {
    input.kind = index % 4 === 3 ? 'group' : index % 4 === 2 ? 'room-reservation' : 'guest';
    input.guest = input.kind === 'group' ? null : rng.pick(records.guests ?? []).id;
    input.group = input.kind === 'group' ? rng.pick(records.groups ?? []).id : null;
    input.reservation = null;
  }
  // Laundry of a stay is charged through the history; the drafted orders are walk-ins paid on collection.
  if (name === 'laundry-orders') input.reservation = null;
  // Groups come one after another: the first three weeks ago, the last ten days from now.
  if (name === 'groups') input.arrivalDate = iso(new Date(d.now.getTime() + (index * 6 - 20) * DAY));
  if (name === 'city-ledger-accounts') {
    input.kind = index === 4 ? 'travel-agent' : index === 5 ? 'individual' : 'company';
    input.creditLimit = [5000, 10000, 2500, 7500, 15000, 1000][index] ?? 5000;
  }
  if (name === 'financial-years') {
    // The current year holds today; a year the history reaches into stays open; older ones are closed.
    const year = d.now.getUTCFullYear() - (2 - index);
    const historyStarts = new Date(d.now.getTime() - d.days * DAY).getUTCFullYear();
    input.name = `FY ${year}`;
    input.startDate = `${year}-01-01`;
    input.status = year >= historyStarts ? 'open' : 'closed';
    input.current = index === 2;
  }
  if (name === 'gym-memberships') input.startDate = iso(new Date(d.now.getTime() - rng.int(10, 100) * DAY));
  if (name === 'deposit-transfers' || name === 'facility-transfers') {
    const list = records[name === 'deposit-transfers' ? 'room-reservations' : 'facility-reservations'] ?? [];
    input.fromReservation = list[index % list.length]?.id;
    input.toReservation = list[(index + 1) % list.length]?.id;
  }
}

/** Records kept consistent with each other: rooms out of order, sales posted or voided, memberships matching their dates. */
function makeRecordsConsistent(state: HotelState, d: Draft): void {
  const { rng, now } = d;
  const rooms = state.records.rooms ?? [];
  const day = (offset: number) => iso(new Date(now.getTime() + offset * DAY));
  rooms.forEach((room, i) => {
    if (i % 17 === 8) room.stage = 'out-of-order';
  });
  // Each docket's lines and tenders come from a stream of its own (the seed's stream stays as it was).
  (state.records['pos-sales'] ?? []).forEach((sale, i) => seedDocket(state, sale, createRng(`docket:${sale.id}`), i));
  for (const membership of state.records['gym-memberships'] ?? []) {
    const end = membership.stage === 'active' ? rng.int(20, 200) : membership.stage === 'near-expiry' ? rng.int(0, 14) : -rng.int(1, 60);
    const plan = state.records['gym-plans']?.find((p) => p.id === membership.plan);
    const days = (plan?.durationDays as number | undefined) ?? 30;
    membership.endDate = day(end);
    membership.startDate = day(end - days);
    membership.amount = plan?.price ?? membership.amount;
  }
}


/**
 * A seeded sale as a settled docket: one to three lines of stock at its selling price (now and then
 * with a discount), paid in cash (with change), by card, by mobile money or split cash and card.
 * Most stand; one in eight is voided, a few are cancelled. Drafted here, they are neither posted
 * nor sold out of stock yet: the history does both on each docket's day (`seed-history.ts` posts
 * it, `stock/seed-stock.ts` sells its lines out of its outlet's store, a void mirrored; the
 * opening counts cover them).
 */
function seedDocket(state: HotelState, sale: HotelRecord, rng: Rng, i: number): void {
  const stocks = state.records.stocks ?? [];
  const outlet = state.records['points-of-sale']?.find((p) => p.id === sale.pointOfSale);
  const lines = Array.from({ length: 1 + (i % 3) }, (_, n) => {
    const stock = rng.pick(stocks);
    const quantity = rng.int(1, 4);
    const price = Math.round((stock.sellingPrice as number) * 100);
    const gross = quantity * price;
    const discount = i % 6 === 5 && n === 0 ? Math.round(gross / 10) : 0;
    return { id: `L${n + 1}`, stock: stock.id, name: String(stock.name), quantity, unitPrice: price / 100, gross: gross / 100, discount: discount / 100, amount: (gross - discount) / 100, sentAt: null };
  });
  const total = lines.reduce((t, line) => t + Math.round(line.amount * 100), 0);
  const kind = ['cash', 'card', 'mobile-money', 'cash', 'split'][i % 5] as string;
  const tender = (method: string, cents: number) => ({ method, amount: cents / 100, reservation: null, room: null, cityAccount: null });
  const half = Math.floor(total / 2);
  const tenders =
    kind === 'split' ? [tender('card', half), tender('cash', total - half)]
    : kind === 'cash' ? [tender('cash', Math.ceil(total / 500) * 500)]
    : [tender(kind, total)];
  const tendered = tenders.reduce((t, x) => t + Math.round(x.amount * 100), 0);
  const date = String(sale.date);
  // Unsettled dockets would block every night audit of the history; a cancelled one blocks nothing.
  if (i % 12 === 5) {
    Object.assign(sale, {
      stage: 'cancelled', store: outlet?.store ?? null, lines, linesRung: lines.length, tenders: [],
      subtotal: lines.reduce((t, line) => t + Math.round(line.gross * 100), 0) / 100, discount: lines.reduce((t, line) => t + Math.round(line.discount * 100), 0) / 100, amount: total / 100,
      quantity: lines.reduce((t, line) => t + line.quantity, 0), tendered: 0, change: 0, payment: null, paymentMethod: null, reservation: null,
      businessDate: date.slice(0, 10), settledAt: null, voidedAt: date, voidedBy: demoUser('manager').name, voidReason: 'Guest left before ordering',
    });
    return;
  }
  Object.assign(sale, {
    stage: i % 8 === 7 ? 'voided' : 'settled',
    store: outlet?.store ?? null,
    lines, linesRung: lines.length, tenders,
    subtotal: lines.reduce((t, line) => t + Math.round(line.gross * 100), 0) / 100,
    discount: lines.reduce((t, line) => t + Math.round(line.discount * 100), 0) / 100,
    amount: total / 100,
    quantity: lines.reduce((t, line) => t + line.quantity, 0),
    tendered: tendered / 100,
    change: (tendered - total) / 100,
    payment: tenders.map((x) => `${TENDER_LABELS[x.method as TenderMethod] ?? x.method} ${x.amount.toFixed(2)}`).join(' + '),
    paymentMethod: kind,
    reservation: null,
    businessDate: date.slice(0, 10),
    settledAt: date,
    ...(i % 8 === 7 ? { voidedAt: date, voidedBy: demoUser('auditor').name, voidReason: 'Rung on the wrong outlet' } : {}),
  });
}
