import {
  DOCKET_VOID_ROLES,
  getResource,
  docketTotals,
  folioKey,
  fromCents,
  lineCents,
  planTenders,
  TENDER_LABELS,
  toCents,
  UNSETTLED_DOCKET_STAGES,
  type Docket,
  type DocketLine,
  type DocketLineInput,
  type DocketStage,
  type DocketTender,
  type HotelRecord,
  type TenderInput,
} from '@hotel/domain';
import { badRequest, conflict, forbidden, notFound } from '../../../core/errors';
import type { UserRecord } from '../../users/seed';
import { nextCode, nextId } from '../codes';
import { reversalPostings } from '../ledger/documents';
import { accountOf, actorOf, checkDayOpen, checkYearOpen, commitPostings, controlAccount, credit, debit, methodAccount, type LineDraft, type PostingDraft } from '../ledger/post';
import { findRecord, recordsWhere } from '../records';
import type { HotelState } from '../state';
import { openShiftOf } from './shifts';
import { onHand, planStockMoves, planStockReversal, type StockMoveDraft } from '../stock/moves';

/*
 * Point-of-sale dockets (issue 17), as a server runs them. Each call checks everything first and
 * only then changes the data, so a refused call (400, 403, 404, 409) changes nothing. Settling
 * writes, in the same step, the stock taken from the outlet's store ('sold') and ONE balanced
 * journal entry: Dr each tender's account (cash net of change, card clearing, bank for mobile
 * money, the stay's folio control account with one folio charge line for a room charge, the city
 * ledger with one folio line on the account for city ledger), Cr food and beverage revenue. A void
 * posts the mirror image and puts the stock back.
 */

const RESOURCE = 'pos-sales';
const STAY_IN_HOUSE = 'checked-in';

/** A docket as stored: a pos-sales record with its lines and tenders. */
export type StoredDocket = HotelRecord & Docket;

/** Who acts, and when. */
export interface DocketActor {
  user: UserRecord;
  at: string;
}

const money = (cents: number) => fromCents(cents);
const isAdmin = (user: UserRecord) => user.roles.includes('admin');

function stageLabel(stage: string | undefined): string {
  return getResource(RESOURCE).workflow?.stages.find((s) => s.id === stage)?.label.toLowerCase() ?? String(stage);
}

function wrongStage(docket: StoredDocket, doing: string): never {
  throw conflict(`Docket ${docket.docketNo} is ${stageLabel(docket.stage)}; it cannot ${doing}.`);
}

function audit(state: HotelState, docket: StoredDocket, { user, at }: DocketActor, action: string, from: string | null, note: string | null = null) {
  (state.audit[`${RESOURCE}/${docket.id}`] ??= []).push({ at, by: user.name, byId: user.id, action, from, to: docket.stage, note });
}

/** The docket with this id (404 when none). */
export function docketOf(state: HotelState, id: unknown): StoredDocket {
  const record = findRecord(state, RESOURCE, id);
  if (!record) throw notFound(`No docket has the id ${String(id)}.`);
  return record as StoredDocket;
}

/** The outlet (point of sale) and its store; 400 when it names none. */
function outletOf(state: HotelState, id: unknown) {
  const outlet = findRecord(state, 'points-of-sale', id);
  if (!outlet) throw badRequest(`No point of sale has the id ${String(id)}.`, { pointOfSale: 'Point Of Sale names no existing record' });
  return { outlet, store: typeof outlet.store === 'string' ? outlet.store : null };
}

/** Lines rung from a till's input: each stock known, its price (the selling price by default), quantity and discount checked. */
function ringLines(state: HotelState, inputs: readonly DocketLineInput[], path: (i: number, field: string) => string, ids: string[]): DocketLine[] {
  return inputs.map((input, i): DocketLine => {
    const stock = findRecord(state, 'stocks', input.stock);
    if (!stock) throw badRequest(`Line ${i + 1}: no stock item has the id ${String(input.stock)}.`, { [path(i, 'stock')]: 'Item names no existing record' });
    const unitPrice = input.unitPrice ?? (stock.sellingPrice as number);
    const cents = lineCents({ quantity: input.quantity, unitPrice, discount: input.discount, discountPercent: input.discountPercent });
    if (!cents.ok) throw badRequest(`Line ${i + 1} (${String(stock.name)}): ${cents.message}`, { [path(i, cents.field)]: cents.message });
    return {
      id: ids[i] as string, stock: stock.id, name: String(stock.name), quantity: input.quantity, unitPrice: money(toCents(unitPrice) as number),
      gross: money(cents.gross), discount: money(cents.discount), amount: money(cents.amount), sentAt: null,
    };
  });
}

const NO_STORE = 'The point of sale has no store to sell from.';

/** 409 when the lines ask for more of an item than is on hand at the outlet's store (or it has none). */
function checkOnHand(state: HotelState, lines: readonly DocketLine[], store: string | null): void {
  if (!lines.length) return;
  if (!store) throw conflict(NO_STORE);
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.stock, (wanted.get(line.stock) ?? 0) + line.quantity);
  for (const [stock, quantity] of wanted) {
    const have = onHand(state, stock, store);
    if (have < quantity) {
      const name = String(findRecord(state, 'stocks', stock)?.name ?? stock);
      throw conflict(`Only ${have} of ${name} on hand at ${String(findRecord(state, 'stores', store)?.name ?? store)}; ${quantity} requested.`);
    }
  }
}

function lineIds(linesRung: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `L${linesRung + i + 1}`);
}

/** The docket's totals from its lines (currency units), written onto it. */
function applyTotals(docket: Pick<Docket, 'subtotal' | 'discount' | 'amount' | 'quantity'>, lines: readonly DocketLine[]): void {
  const totals = docketTotals(lines.map((line) => ({ gross: toCents(line.gross) as number, discount: toCents(line.discount) as number })));
  docket.subtotal = money(totals.subtotal);
  docket.discount = money(totals.discount);
  docket.amount = money(totals.total);
  docket.quantity = lines.reduce((n, line) => n + line.quantity, 0);
}

/** A tender checked: its cents, and for a room charge or city ledger the folio it charges. */
interface ResolvedTender {
  tender: DocketTender;
  cents: number;
  folio?: string;
}

/** The methods as the till and the printed docket name them. */
const METHOD_LABELS = TENDER_LABELS;

/** Checks each tender: a positive amount; a room charge to an in-house stay (by reservation or room); a city-ledger account that exists. */
function resolveTenders(state: HotelState, inputs: readonly TenderInput[]): ResolvedTender[] {
  return inputs.map((input, i): ResolvedTender => {
    const at = (field: string) => `tenders.${i}.${field}`;
    const cents = toCents(input.amount);
    if (cents === undefined || cents <= 0) throw badRequest(`Tender ${i + 1}: the amount must be above 0 with at most 2 decimals.`, { [at('amount')]: 'must be above 0 with at most 2 decimals' });
    const tender: DocketTender = { method: input.method, amount: money(cents), reservation: null, room: null, cityAccount: null };
    const extra = (['reservation', 'room', 'cityAccount'] as const).filter((field) => input[field] !== undefined);
    if (input.method === 'room-charge') {
      if (extra.includes('cityAccount') || (input.reservation === undefined) === (input.room === undefined)) {
        throw badRequest(`Tender ${i + 1}: a room charge names the stay by its reservation or by its room number (one of them).`, { [at('reservation')]: 'give reservation or room' });
      }
      let stay: HotelRecord | undefined;
      if (input.reservation !== undefined) {
        stay = findRecord(state, 'room-reservations', input.reservation);
        if (!stay) throw badRequest(`Tender ${i + 1}: no reservation has the id ${input.reservation}.`, { [at('reservation')]: 'names no existing reservation' });
        if (stay.stage !== STAY_IN_HOUSE) throw conflict(`Room charges go to a checked-in stay; ${String(stay.number)} is ${String(stay.stage)}.`);
      } else {
        const room = (state.records.rooms ?? []).find((r) => r.number === input.room);
        if (!room) throw badRequest(`Tender ${i + 1}: no room is numbered ${String(input.room)}.`, { [at('room')]: 'names no room' });
        stay = recordsWhere(state, 'room-reservations', 'room', room.id).find((r) => r.stage === STAY_IN_HOUSE);
        if (!stay) throw conflict(`Room ${String(room.number)} has no guest in house; a room charge needs a checked-in stay.`);
      }
      const room = findRecord(state, 'rooms', stay.room);
      return { tender: { ...tender, reservation: stay.id, room: room ? String(room.number) : null }, cents, folio: folioKey({ kind: 'stay', id: stay.id }) };
    }
    if (input.method === 'city-ledger') {
      if (extra.some((field) => field !== 'cityAccount')) throw badRequest(`Tender ${i + 1}: a city-ledger tender names only the account.`, { [at('cityAccount')]: 'only cityAccount' });
      const account = findRecord(state, 'city-ledger-accounts', input.cityAccount);
      if (!account) throw badRequest(`Tender ${i + 1}: no city-ledger account has the id ${String(input.cityAccount)}.`, { [at('cityAccount')]: 'names no existing city-ledger account' });
      return { tender: { ...tender, cityAccount: account.id }, cents, folio: folioKey({ kind: 'city', id: account.id }) };
    }
    if (extra.length) throw badRequest(`Tender ${i + 1}: a ${METHOD_LABELS[input.method].toLowerCase()} tender names no stay or account.`, { [at(extra[0] as string)]: UNKNOWN_FOR_METHOD });
    return { tender, cents };
  });
}

const UNKNOWN_FOR_METHOD = 'not used by this method';

/** 'Cash 20.00 + Card 5.50' */
function tenderSummary(tenders: readonly DocketTender[]): string {
  return tenders.map((t) => `${METHOD_LABELS[t.method]} ${t.amount.toFixed(2)}${t.room ? ` (room ${t.room})` : ''}`).join(' + ');
}

/**
 * The docket's one journal entry: Dr each tender's account, Cr F&B revenue for the total. Cash is
 * one line, net of change; card and mobile money one line per account; each room charge or city
 * ledger tender its own line with its folio line. Undefined for a docket of 0.
 */
function settlementPosting(state: HotelState, docket: { id: string; docketNo: string; outlet: string }, resolved: readonly ResolvedTender[], cashKept: number, total: number): PostingDraft | undefined {
  if (total === 0) return undefined;
  const source = { resource: RESOURCE, id: docket.id, number: docket.docketNo };
  const lines: PostingDraft['lines'] = [];
  const folioLines: LineDraft[] = [];
  if (cashKept > 0) lines.push(debit(methodAccount(state, 'cash'), cashKept, 'Cash'));
  const byAccount = new Map<string, number>();
  for (const { tender, cents, folio } of resolved) {
    if (tender.method === 'cash') continue;
    if (folio) {
      const description = `Docket ${docket.docketNo} · ${docket.outlet}`;
      folioLines.push({ folio, kind: 'charge', category: 'pos', description, debit: cents, credit: 0, source, entryLine: lines.length });
      lines.push(debit(controlAccount(state, folio), cents, METHOD_LABELS[tender.method]));
      continue;
    }
    const account = methodAccount(state, tender.method);
    byAccount.set(account, (byAccount.get(account) ?? 0) + cents);
  }
  for (const [account, cents] of byAccount) lines.push(debit(account, cents));
  lines.push(credit(accountOf(state, 'fnb-revenue'), total));
  const methods = [...new Set(resolved.map((r) => METHOD_LABELS[r.tender.method]))].join(', ');
  return { reference: docket.docketNo, narration: `Docket ${docket.docketNo} (${methods})`, source: { kind: folioLines.length ? 'folio' : 'document', ...source }, lines, folioLines };
}

/**
 * The journal entry of a docket settled earlier (the seed's history posts its drafted dockets on
 * their day with it); undefined for a docket of 0 or one that was never settled.
 */
export function settledDocketPosting(state: HotelState, docket: StoredDocket): PostingDraft | undefined {
  if (!docket.tenders?.length) return undefined;
  const resolved = docket.tenders.map((tender): ResolvedTender => ({
    tender, cents: toCents(tender.amount) as number,
    folio: tender.method === 'room-charge' && tender.reservation ? folioKey({ kind: 'stay', id: tender.reservation }) : tender.method === 'city-ledger' && tender.cityAccount ? folioKey({ kind: 'city', id: tender.cityAccount }) : undefined,
  }));
  const total = toCents(docket.amount) as number;
  const plan = planTenders(total, resolved.map((r) => ({ method: r.tender.method, cents: r.cents })));
  if (!plan.ok) throw new Error(`Docket ${docket.docketNo}: ${plan.message}`);
  const outlet = String(findRecord(state, 'points-of-sale', docket.pointOfSale)?.name ?? 'POS');
  return settlementPosting(state, { id: docket.id, docketNo: docket.docketNo, outlet }, resolved, plan.cashKept, total);
}

/** Everything a settle checks, and the commit that writes it (given the docket's id and number once they exist). */
function planSettle(state: HotelState, docket: Pick<Docket, 'docketNo' | 'pointOfSale' | 'store' | 'lines' | 'amount'> & { id: string }, inputs: readonly TenderInput[], actor: DocketActor) {
  if (docket.lines.length === 0) throw conflict('A docket with no lines cannot be settled; ring at least one item.');
  if (inputs.length === 0 && docket.amount > 0) throw badRequest('Settling needs at least one tender.', { tenders: 'at least one tender' });
  const businessDate = state.ledger.businessDate;
  checkDayOpen(state, businessDate, 'This docket');
  checkYearOpen(state, businessDate);
  const total = toCents(docket.amount) as number;
  const resolved = resolveTenders(state, inputs);
  const plan = planTenders(total, resolved.map((r) => ({ method: r.tender.method, cents: r.cents })));
  if (!plan.ok) throw badRequest(plan.message, { tenders: plan.message });
  const outlet = String(findRecord(state, 'points-of-sale', docket.pointOfSale)?.name ?? 'POS');
  const store = docket.store;
  if (!store) throw conflict(NO_STORE);
  const source = { resource: RESOURCE, id: docket.id, number: docket.docketNo };
  const moves: StockMoveDraft[] = docket.lines.map((line) => ({ stock: line.stock, store, quantity: -line.quantity, kind: 'sold', source }));
  const stockActor = actorOf(actor.user, actor.at);
  // Drafted now to check it (accounts, folios), and again at commit with the docket's id and number.
  settlementPosting(state, { id: docket.id, docketNo: docket.docketNo, outlet }, resolved, plan.cashKept, total);
  const commitStock = planStockMoves(state, moves, stockActor);
  return (stored: StoredDocket) => {
    source.id = stored.id;
    source.number = stored.docketNo;
    const draft = settlementPosting(state, { id: stored.id, docketNo: stored.docketNo, outlet }, resolved, plan.cashKept, total);
    if (draft) commitPostings(state, [draft], stockActor);
    commitStock();
    const tenders = resolved.map((r) => r.tender);
    const from = stored.stage;
    Object.assign(stored, {
      stage: 'settled' satisfies DocketStage, tenders, tendered: money(resolved.reduce((n, r) => n + r.cents, 0)), change: money(plan.change),
      payment: tenders.length ? tenderSummary(tenders) : null,
      paymentMethod: tenders.length === 0 ? null : new Set(tenders.map((t) => t.method)).size === 1 ? (tenders[0] as DocketTender).method : 'split',
      reservation: tenders.find((t) => t.reservation)?.reservation ?? null,
      businessDate, settledAt: actor.at,
    });
    // The settling user's open shift, when they have one, counts this docket (none: it belongs to no shift).
    const shift = openShiftOf(state, actor.user.id);
    if (shift) stored.shift = shift.id;
    audit(state, stored, actor, 'settle', from, stored.payment);
  };
}

/** Body of a one-call sale. */
export interface SaleInput {
  pointOfSale: string;
  channel?: string;
  table?: string;
  lines: DocketLineInput[];
  tenders: TenderInput[];
}

function newDocket(state: HotelState, pointOfSale: string, channel: string | undefined, table: string | undefined, lineInputs: readonly DocketLineInput[], actor: DocketActor): StoredDocket {
  const { outlet, store } = outletOf(state, pointOfSale);
  if (channel !== undefined && channel !== outlet.channel) {
    throw badRequest(`${String(outlet.name)} is a ${String(outlet.channel)} outlet; the channel must be ${String(outlet.channel)}.`, { channel: `must be ${String(outlet.channel)}` });
  }
  const lines = ringLines(state, lineInputs, (i, field) => `lines.${i}.${field}`, lineIds(0, lineInputs.length));
  checkOnHand(state, lines, store);
  const docket = {
    id: '', docketNo: '', stage: 'open', pointOfSale: outlet.id, channel: String(outlet.channel), store, table: table?.trim() || null,
    waiter: actor.user.name, ownerId: actor.user.id, lines, linesRung: lines.length, tenders: [], subtotal: 0, discount: 0, amount: 0, quantity: 0, tendered: 0, change: 0,
    payment: null, paymentMethod: null, reservation: null, date: actor.at, businessDate: state.ledger.businessDate, settledAt: null,
  } satisfies StoredDocket;
  applyTotals(docket, lines);
  return docket;
}

/** Issues the docket's id and number and stores it (only once every check passed). */
function store(state: HotelState, docket: StoredDocket, actor: DocketActor): StoredDocket {
  docket.id = nextId(state, RESOURCE);
  docket.docketNo = nextCode(state, getResource(RESOURCE).fields.find((f) => f.name === 'docketNo') ?? { name: 'docketNo', label: '', type: 'text' }) ?? docket.id;
  (state.records[RESOURCE] ??= []).push(docket);
  state.audit[`${RESOURCE}/${docket.id}`] = [{ at: actor.at, by: actor.user.name, byId: actor.user.id, action: 'create', from: null, to: 'open', note: null }];
  return docket;
}

/** POST api/hotel/pos-sales: a docket rung and settled in one call. */
export function sellDocket(state: HotelState, input: SaleInput, actor: DocketActor): StoredDocket {
  if (input.lines.length === 0) throw badRequest('A sale needs at least one line.', { lines: 'at least one line' });
  const docket = newDocket(state, input.pointOfSale, input.channel, input.table, input.lines, actor);
  const commit = planSettle(state, docket, input.tenders, actor);
  store(state, docket, actor);
  commit(docket);
  return docket;
}

/** POST api/hotel/pos-sales/open: a docket opened (for a table), with lines or none yet. */
export function openDocket(state: HotelState, input: { pointOfSale: string; table?: string; lines?: DocketLineInput[] }, actor: DocketActor): StoredDocket {
  return store(state, newDocket(state, input.pointOfSale, undefined, input.table, input.lines ?? [], actor), actor);
}

function checkOpen(docket: StoredDocket, doing: string) {
  if (docket.stage !== 'open') wrongStage(docket, doing);
}

/** Replaces the docket's lines (already checked) and its totals. */
function setLines(state: HotelState, docket: StoredDocket, lines: DocketLine[], actor: DocketActor, action: string, note: string) {
  docket.lines = lines;
  applyTotals(docket, lines);
  audit(state, docket, actor, action, docket.stage, note);
}

/** POST .../lines: one more line on an open docket. */
export function addLine(state: HotelState, docket: StoredDocket, input: DocketLineInput, actor: DocketActor): StoredDocket {
  checkOpen(docket, 'take more lines (only an open docket changes)');
  const [line] = ringLines(state, [input], (_, field) => field, lineIds(docket.linesRung ?? docket.lines.length, 1));
  const lines = [...docket.lines, line as DocketLine];
  checkOnHand(state, lines, docket.store);
  docket.linesRung = (docket.linesRung ?? docket.lines.length) + 1;
  setLines(state, docket, lines, actor, 'add-line', `Added ${line?.quantity} × ${line?.name}`);
  return docket;
}

function lineOf(docket: StoredDocket, lineId: string): DocketLine {
  const line = docket.lines.find((l) => l.id === lineId);
  if (!line) throw notFound(`Docket ${docket.docketNo} has no line ${lineId}.`);
  return line;
}

/** PATCH .../lines/<line>: a line's quantity, price or discount changed on an open docket. */
export function changeLine(state: HotelState, docket: StoredDocket, lineId: string, input: Partial<Omit<DocketLineInput, 'stock'>>, actor: DocketActor): StoredDocket {
  checkOpen(docket, 'change its lines (only an open docket changes)');
  const line = lineOf(docket, lineId);
  const merged: DocketLineInput = {
    stock: line.stock, quantity: input.quantity ?? line.quantity, unitPrice: input.unitPrice ?? line.unitPrice,
    // A new discount of either kind replaces the old one.
    ...(input.discount !== undefined || input.discountPercent !== undefined ? { discount: input.discount, discountPercent: input.discountPercent } : { discount: line.discount }),
  };
  const [changed] = ringLines(state, [merged], (_, field) => field, [line.id]);
  const lines = docket.lines.map((l) => (l.id === lineId ? (changed as DocketLine) : l));
  checkOnHand(state, lines, docket.store);
  setLines(state, docket, lines, actor, 'change-line', `Changed ${line.id} (${line.name})`);
  return docket;
}

/** DELETE .../lines/<line>: a line taken off an open docket. */
export function removeLine(state: HotelState, docket: StoredDocket, lineId: string, actor: DocketActor): StoredDocket {
  checkOpen(docket, 'lose lines (only an open docket changes)');
  const line = lineOf(docket, lineId);
  setLines(state, docket, docket.lines.filter((l) => l !== line), actor, 'remove-line', `Removed ${line.quantity} × ${line.name}`);
  return docket;
}

/**
 * POST .../send: the order goes to the kitchen; every line is stamped `sentAt`. Kitchen tickets
 * (kitchen-orders) are not made: they name restaurant items and kitchens, and a docket's lines are
 * stock items, which name neither.
 */
export function sendDocket(state: HotelState, docket: StoredDocket, actor: DocketActor): StoredDocket {
  checkOpen(docket, 'be sent to the kitchen');
  if (docket.lines.length === 0) throw conflict(`Docket ${docket.docketNo} has no lines to send.`);
  docket.lines = docket.lines.map((line) => ({ ...line, sentAt: line.sentAt ?? actor.at }));
  docket.stage = 'sent';
  docket.sentToKitchen = true;
  audit(state, docket, actor, 'send', 'open', `${docket.lines.length} line${docket.lines.length === 1 ? '' : 's'} sent to the kitchen`);
  return docket;
}

/** POST .../serve: what was sent has been served. */
export function serveDocket(state: HotelState, docket: StoredDocket, actor: DocketActor): StoredDocket {
  if (docket.stage !== 'sent') wrongStage(docket, 'be marked served (only a docket sent to the kitchen is)');
  docket.stage = 'served';
  audit(state, docket, actor, 'serve', 'sent');
  return docket;
}

/** POST .../settle: an open, sent or served docket paid with tenders. */
export function settleDocket(state: HotelState, docket: StoredDocket, tenders: readonly TenderInput[], actor: DocketActor): StoredDocket {
  if (!UNSETTLED_DOCKET_STAGES.includes(docket.stage)) wrongStage(docket, 'be settled');
  planSettle(state, docket, tenders, actor)(docket);
  return docket;
}

function checkVoidRole(user: UserRecord, doing: string) {
  if (!isAdmin(user) && !user.roles.some((role) => DOCKET_VOID_ROLES.includes(role))) {
    throw forbidden(`Your role (${user.roles.join(', ')}) may not ${doing} dockets; an auditor or a manager does, with a reason.`);
  }
}

function checkReason(reason: string | null | undefined, what: string): string {
  const text = reason?.trim() ?? '';
  if (!text) throw badRequest(`${what} needs a reason.`, { reason: 'A reason is required' });
  if (text.length > 240) throw badRequest('The reason must be at most 240 characters.', { reason: 'must be at most 240 characters' });
  return text;
}

/** POST .../void: a settled docket reversed: journal entry, folio line and stock; the docket stays, voided. */
export function voidDocket(state: HotelState, docket: StoredDocket, reason: string | null | undefined, actor: DocketActor): StoredDocket {
  checkVoidRole(actor.user, 'void');
  const why = checkReason(reason, 'A void');
  if (docket.stage !== 'settled') wrongStage(docket, docket.stage === 'voided' ? 'be voided again' : 'be voided (an unsettled docket is cancelled instead)');
  checkYearOpen(state, state.ledger.businessDate);
  const drafts = reversalPostings(state, RESOURCE, docket, why);
  const stockActor = actorOf(actor.user, actor.at);
  const commitStock = planStockReversal(state, { resource: RESOURCE, id: docket.id }, why, stockActor);
  if (drafts.length) commitPostings(state, drafts, stockActor);
  commitStock();
  Object.assign(docket, { stage: 'voided', voidedAt: actor.at, voidedBy: actor.user.name, voidReason: why });
  audit(state, docket, actor, 'void', 'settled', why);
  return docket;
}

/** POST .../cancel: an unsettled docket dropped (nothing was posted or taken from stock). */
export function cancelDocket(state: HotelState, docket: StoredDocket, reason: string | null | undefined, actor: DocketActor): StoredDocket {
  checkVoidRole(actor.user, 'cancel');
  const why = checkReason(reason, 'A cancellation');
  if (!UNSETTLED_DOCKET_STAGES.includes(docket.stage)) wrongStage(docket, docket.stage === 'settled' ? 'be cancelled (a settled docket is voided instead)' : 'be cancelled');
  const from = docket.stage;
  Object.assign(docket, { stage: 'cancelled', voidedAt: actor.at, voidedBy: actor.user.name, voidReason: why });
  audit(state, docket, actor, 'cancel', from, why);
  return docket;
}
