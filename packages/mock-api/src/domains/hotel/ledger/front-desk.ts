import { folioKey, formatCents, parseFolioKey, percentOf, revenueKeyOf, toCents, type ChargeCategory, type FolioRef, type FolioResponse, type HotelRecord } from '@hotel/domain';
import { badRequest, conflict, notFound } from '../../../core/errors';
import { findRecord } from '../records';
import type { HotelState } from '../state';
import { ledgerIndex } from './ledger-index';
import { accountOf, controlAccount, credit, debit, folioBalance, folioOwner, type PostingDraft } from './post';
import type { StoredLine } from './store';

/*
 * The front office's own money events: a room night and its tax, the deposits that become part
 * of the guest ledger at check-in, a line or a balance moved to another folio, and an allowance.
 */

/** The hotel profile's tax rate in percent (0 when unset). */
export function taxRateOf(state: HotelState): number {
  const rate = state.records.hotels?.[0]?.taxRate;
  return typeof rate === 'number' && rate >= 0 ? rate : 0;
}

/** A folio's display name and number: the guest and reservation, the group, the account. */
export function folioLabel(state: HotelState, folio: string): FolioResponse['folio'] {
  const ref = parseFolioKey(folio) ?? { kind: 'stay' as const, id: folio };
  const owner = folioOwner(state, folio);
  const base = { kind: ref.kind, id: ref.id, room: null, stage: null, arrivalDate: null, departureDate: null, group: null };
  if (!owner) return { ...base, name: folio, number: folio };
  if (ref.kind === 'stay') {
    const guest = findRecord(state, 'guests', owner.guest);
    const room = findRecord(state, 'rooms', owner.room);
    return {
      ...base, name: String(guest?.name ?? 'Guest'), number: String(owner.number), room: room ? String(room.number) : null, stage: owner.stage ?? null,
      arrivalDate: String(owner.arrivalDate), departureDate: String(owner.departureDate), group: typeof owner.group === 'string' ? owner.group : null,
    };
  }
  if (ref.kind === 'group') return { ...base, name: String(owner.name), number: String(owner.name) };
  return { ...base, name: String(owner.name), number: String(owner.code ?? owner.name) };
}

/**
 * The night's room and tax charges of every stay in house, as the night audit posts them: one
 * journal entry for the night (a guest-ledger line per stay and charge, room revenue and tax
 * payable in total), and a room-night and a tax line on each stay's folio.
 */
export function roomNightsPosting(state: HotelState, stays: readonly HotelRecord[]): PostingDraft | undefined {
  const date = state.ledger.businessDate;
  const rate = taxRateOf(state);
  const source = { resource: 'night-audit', id: date, number: `NA-${date}` };
  const lines: PostingDraft['lines'] = [];
  const folioLines: PostingDraft['folioLines'] = [];
  let revenue = 0;
  let taxes = 0;
  for (const stay of stays) {
    const cents = toCents(stay.rate) ?? 0;
    if (cents <= 0) continue;
    const tax = percentOf(cents, rate);
    const folio = folioKey({ kind: 'stay', id: stay.id });
    const control = controlAccount(state, folio);
    folioLines.push({ folio, kind: 'charge', category: 'room-night', description: 'Room night', debit: cents, credit: 0, source, entryLine: lines.length });
    lines.push(debit(control, cents, `${String(stay.number)} room night`));
    if (tax > 0) {
      folioLines.push({ folio, kind: 'charge', category: 'tax', description: `Room tax ${rate}%`, debit: tax, credit: 0, source, entryLine: lines.length });
      lines.push(debit(control, tax, `${String(stay.number)} room tax`));
    }
    revenue += cents;
    taxes += tax;
  }
  if (revenue === 0) return undefined;
  lines.push(credit(accountOf(state, 'room-revenue'), revenue));
  if (taxes > 0) lines.push(credit(accountOf(state, 'tax-payable'), taxes));
  return { reference: source.number, narration: `Room and tax, night of ${date}`, source: { kind: 'night-audit', ...source }, lines, folioLines };
}

/**
 * At check-in the stay's deposits stop being advance deposits and become part of what the guest
 * owes through the guest ledger: one entry moves the folio's balance across ([] when it is zero).
 */
export function checkInPostings(state: HotelState, stay: HotelRecord): PostingDraft[] {
  const balance = folioBalance(state, folioKey({ kind: 'stay', id: stay.id }));
  if (balance === 0) return [];
  const deposits = accountOf(state, 'advance-deposits');
  const guestLedger = accountOf(state, 'guest-ledger');
  return [{
    reference: String(stay.number), narration: `Deposits of ${String(stay.number)} applied at check-in`,
    source: { kind: 'check-in', resource: 'room-reservations', id: stay.id, number: String(stay.number) },
    lines: [[guestLedger, balance], [deposits, -balance]], folioLines: [],
  }];
}

/** 404 unless the folio exists; 409 unless a stay folio can still take postings moved onto it. */
export function checkTargetFolio(state: HotelState, to: FolioRef): string {
  const folio = folioKey(to);
  const owner = folioOwner(state, folio);
  if (!owner) throw notFound(`No ${to.kind === 'stay' ? 'reservation' : to.kind === 'group' ? 'group' : 'city-ledger account'} has the id ${to.id}.`);
  if (to.kind === 'stay' && owner.stage !== 'checked-in' && owner.stage !== 'reserved') {
    throw conflict(`The folio of ${String(owner.number)} is closed (${String(owner.stage)}); choose a stay that is reserved or in house.`);
  }
  return folio;
}

/** Moves a balance (cents, debit-positive) from one folio to another: one line out, one line in, one entry. */
export function balanceTransfer(state: HotelState, from: string, to: string, cents: number, reason: string, source: StoredLine['source']): PostingDraft {
  const fromLabel = folioLabel(state, from);
  const toLabel = folioLabel(state, to);
  const amount = Math.abs(cents);
  const owed = cents > 0;
  return {
    reference: fromLabel.number, narration: `Balance of ${fromLabel.number} moved to ${toLabel.number}: ${reason}`,
    source: { kind: 'transfer', resource: source?.resource ?? null, id: source?.id ?? null, number: source?.number ?? null },
    // What the guest owed now sits in the target's control account (or what was owed to them).
    lines: owed ? [debit(controlAccount(state, to), amount), credit(controlAccount(state, from), amount)] : [debit(controlAccount(state, from), amount), credit(controlAccount(state, to), amount)],
    folioLines: [
      { folio: from, kind: 'transfer-out', category: null, description: `Balance moved to ${toLabel.name} (${toLabel.number})`, debit: owed ? 0 : amount, credit: owed ? amount : 0, source, entryLine: 1 - (owed ? 0 : 1), reason },
      { folio: to, kind: 'transfer-in', category: null, description: `Balance moved from ${fromLabel.name} (${fromLabel.number})`, debit: owed ? amount : 0, credit: owed ? 0 : amount, source, entryLine: owed ? 0 : 1, reason },
    ],
    after: (_, [out, inLine]) => {
      if (out && inLine) {
        out.transfer = { folio: to, line: inLine.id };
        inLine.transfer = { folio: from, line: out.id };
      }
    },
  };
}

/** Why a line cannot move, or undefined when it can. */
function immovable(line: StoredLine): string | undefined {
  if (line.reverses) return 'a reversal cannot be moved';
  if (line.reversedBy) return 'it has been reversed';
  if (line.transferredTo) return 'it has already been moved';
  if (line.kind === 'transfer-out') return 'it records a move away';
  return undefined;
}

/** Moves one folio line to another folio with a reason: the line leaves, its mirror arrives, the totals follow. */
export function lineTransfer(state: HotelState, from: string, lineId: string, to: string, reason: string): PostingDraft {
  const index = ledgerIndex(state.ledger);
  const line = index.lineById.get(lineId);
  if (!line || line.folio !== from) throw badRequest('The line to move is not on this folio.', { line: 'must be a line of this folio' });
  const why = immovable(line);
  if (why) throw conflict(`This line cannot be moved: ${why}.`);
  if (to === from) throw badRequest('A transfer needs another folio; choose a different one.', { to: 'must differ from this folio' });
  const fromLabel = folioLabel(state, from);
  const toLabel = folioLabel(state, to);
  const isDebit = line.debit > 0;
  const amount = isDebit ? line.debit : line.credit;
  return {
    reference: fromLabel.number, narration: `${line.description} moved from ${fromLabel.number} to ${toLabel.number}: ${reason}`,
    source: { kind: 'transfer', resource: line.source?.resource ?? null, id: line.source?.id ?? null, number: line.source?.number ?? null },
    lines: isDebit ? [debit(controlAccount(state, to), amount), credit(controlAccount(state, from), amount)] : [debit(controlAccount(state, from), amount), credit(controlAccount(state, to), amount)],
    folioLines: [
      { folio: from, kind: 'transfer-out', category: line.category, description: `${line.description} → ${toLabel.number}`, debit: isDebit ? 0 : amount, credit: isDebit ? amount : 0, source: line.source, entryLine: isDebit ? 1 : 0, reason },
      { folio: to, kind: 'transfer-in', category: line.category, description: `${line.description} ← ${fromLabel.number}`, debit: isDebit ? amount : 0, credit: isDebit ? 0 : amount, source: line.source, entryLine: isDebit ? 0 : 1, reason },
    ],
    after: (_, [out, inLine]) => {
      if (!out || !inLine) return;
      line.transferredTo = inLine.id;
      out.transfer = { folio: to, line: inLine.id };
      inLine.transfer = { folio: from, line: out.id };
    },
  };
}

/** A discount on what a folio owes: a credit line, and revenue reduced (or tax, for a tax allowance). */
export function allowancePosting(state: HotelState, folio: string, cents: number, category: ChargeCategory, description: string, reason: string): PostingDraft {
  const balance = folioBalance(state, folio);
  if (cents > balance) throw conflict(`An allowance of ${formatCents(cents)} is more than the folio owes (${formatCents(balance)}).`);
  const label = folioLabel(state, folio);
  const source = { resource: 'folio-allowances', id: `${folio}@${state.ledger.lines.length}`, number: label.number };
  return {
    reference: label.number, narration: `Allowance on ${label.number}: ${reason}`, source: { kind: 'folio', ...source },
    lines: [debit(accountOf(state, revenueKeyOf(category)), cents), credit(controlAccount(state, folio), cents)],
    folioLines: [{ folio, kind: 'allowance', category, description, debit: 0, credit: cents, source, entryLine: 1, reason }],
  };
}
