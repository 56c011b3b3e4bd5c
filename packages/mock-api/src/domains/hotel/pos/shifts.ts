import {
  countedCents,
  fromCents,
  shiftDifference,
  shiftFigures,
  SHIFT_SUPERVISOR_ROLES,
  tenderCents,
  tenderTotal,
  tenderUnits,
  toCents,
  TENDER_METHODS,
  type CashierShift,
  type Docket,
  type TenderCents,
  type TenderMethod,
  zeroTenders,
} from '@hotel/domain';
import { badRequest, conflict, forbidden, notFound } from '../../../core/errors';
import type { UserRecord } from '../../users/seed';
import { findRecord } from '../records';
import type { HotelState } from '../state';

/*
 * Cashier shifts (issue 17), as a server keeps them: one open shift per user; every docket the
 * user settles while it is open is stamped with it (dockets.ts); its figures are read from those
 * dockets while it is open and frozen when it is closed, so a later void does not rewrite a Z report.
 * Every call checks everything first, so a refused one changes nothing.
 */

/** Who acts, and when. */
export interface ShiftActor {
  user: UserRecord;
  at: string;
}

const PREFIX = 'SHF';

/** The stored shifts (none in an older stored state). */
export function shiftsOf(state: HotelState): CashierShift[] {
  return (state.shifts ??= []);
}

/** Whether the user sees every cashier's shifts and may close them. */
export function isShiftSupervisor(user: UserRecord): boolean {
  return user.roles.includes('admin') || user.roles.some((role) => SHIFT_SUPERVISOR_ROLES.includes(role));
}

/** The user's open shift, if any. */
export function openShiftOf(state: HotelState, userId: string): CashierShift | undefined {
  return state.shifts?.find((shift) => shift.stage === 'open' && shift.ownerId === userId);
}

/** The shift with this id (404), which the user may see (403: someone else's, unless a supervisor). */
export function shiftFor(state: HotelState, id: unknown, user: UserRecord): CashierShift {
  const shift = state.shifts?.find((s) => s.id === id);
  if (!shift) throw notFound(`No cashier shift has the id ${String(id)}.`);
  if (shift.ownerId !== user.id && !isShiftSupervisor(user)) throw forbidden(`Shift ${shift.shiftNo} is ${shift.cashier}'s; only an auditor, a manager or an administrator sees other cashiers' shifts.`);
  return shift;
}

/** The dockets of a shift. */
function docketsOf(state: HotelState, shiftId: string): Docket[] {
  return ((state.records['pos-sales'] ?? []) as unknown as Docket[]).filter((docket) => docket.shift === shiftId);
}

/** The figures of a shift written onto a copy of it (an open shift's from its dockets now; a closed one's as frozen). */
export function shiftView(state: HotelState, shift: CashierShift): CashierShift {
  if (shift.stage === 'closed') return structuredClone(shift);
  const figures = shiftFigures(toCents(shift.float) as number, docketsOf(state, shift.id));
  return {
    ...structuredClone(shift),
    sales: tenderUnits(figures.sales), expected: tenderUnits(figures.expected), counted: null, difference: null,
    dockets: figures.dockets, voids: figures.voids, voidedAmount: fromCents(figures.voidedAmount),
    totals: { sales: fromCents(figures.total), expected: fromCents(tenderTotal(figures.expected)), counted: null, difference: null },
  };
}

/** The shifts a user may see, newest first: all for a supervisor, their own otherwise. */
export function listShifts(state: HotelState, user: UserRecord): CashierShift[] {
  const all = isShiftSupervisor(user);
  return shiftsOf(state)
    .filter((shift) => all || shift.ownerId === user.id)
    .sort((a, b) => b.openedAt.localeCompare(a.openedAt) || b.id.localeCompare(a.id))
    .map((shift) => shiftView(state, shift));
}

const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** An amount in cents, 0 or more with at most 2 decimals (400 naming the field otherwise). */
function amountCents(value: unknown, field: string, what: string): number {
  const cents = toCents(value);
  if (cents === undefined || cents < 0) throw badRequest(`${what} must be 0 or more, with at most 2 decimals.`, { [field]: 'must be 0 or more, with at most 2 decimals' });
  return cents;
}

/** POST api/hotel/pos-shifts/open: a shift opened with a float (the caller may write pos-sales: checked by the handler). */
export function openShift(state: HotelState, input: { float: number; pointOfSale?: string }, { user, at }: ShiftActor): CashierShift {
  const float = amountCents(input.float, 'float', 'The float');
  let outlet = null;
  if (input.pointOfSale !== undefined) {
    outlet = findRecord(state, 'points-of-sale', input.pointOfSale);
    if (!outlet) throw badRequest(`No point of sale has the id ${input.pointOfSale}.`, { pointOfSale: 'Point Of Sale names no existing record' });
  }
  const open = openShiftOf(state, user.id);
  if (open) throw conflict(`You already have shift ${open.shiftNo} open since ${when(open.openedAt)}; close it before opening another.`);
  const next = (state.counters[PREFIX] ?? 0) + 1;
  state.counters[PREFIX] = next;
  const shift: CashierShift = {
    id: `pos-shift-${String(next).padStart(6, '0')}`, shiftNo: `${PREFIX}-${String(next).padStart(5, '0')}`, stage: 'open',
    ownerId: user.id, cashier: user.name, pointOfSale: outlet?.id ?? null, pointOfSaleName: outlet ? String(outlet.name) : null,
    openedAt: at, businessDate: state.ledger.businessDate, float: fromCents(float), closedAt: null, closedBy: null, note: null,
    sales: tenderUnits(zeroTenders()), expected: tenderUnits({ ...zeroTenders(), cash: float }), counted: null, difference: null,
    dockets: 0, voids: 0, voidedAmount: 0, totals: { sales: 0, expected: fromCents(float), counted: null, difference: null },
  };
  shiftsOf(state).push(shift);
  return shiftView(state, shift);
}

/** Body of a close. */
export interface CloseInput {
  counted: Partial<Record<TenderMethod, number>> & { cash: number };
  note?: string | null;
}

/**
 * POST api/hotel/pos-shifts/<id>/close: the count. 403 for someone else's shift unless a
 * supervisor, 409 when already closed, 400 for an amount below 0 or with more than 2 decimals.
 * Tenders not counted are taken as expected. The figures are frozen on the shift.
 */
export function closeShift(state: HotelState, id: unknown, input: CloseInput, { user, at }: ShiftActor): CashierShift {
  const shift = shiftFor(state, id, user);
  if (shift.stage === 'closed') throw conflict(`Shift ${shift.shiftNo} was closed at ${when(shift.closedAt ?? '')}; a closed shift is not counted again.`);
  const given: Partial<TenderCents> = {};
  for (const method of TENDER_METHODS) {
    const value = input.counted[method];
    if (value !== undefined) given[method] = amountCents(value, `counted.${method}`, `The counted ${method.replace('-', ' ')}`);
  }
  const note = input.note?.trim() || null;
  if (note && note.length > 1000) throw badRequest('The note must be at most 1000 characters.', { note: 'must be at most 1000 characters' });
  const live = shiftView(state, shift);
  const expected = tenderCents(live.expected);
  const counted = countedCents(expected, given);
  const difference = shiftDifference(expected, counted);
  Object.assign(shift, {
    ...live, stage: 'closed', closedAt: at, closedBy: user.name, note,
    counted: tenderUnits(counted), difference: tenderUnits(difference),
    totals: { ...live.totals, counted: fromCents(tenderTotal(counted)), difference: fromCents(tenderTotal(difference)) },
  } satisfies Partial<CashierShift>);
  return shiftView(state, shift);
}
