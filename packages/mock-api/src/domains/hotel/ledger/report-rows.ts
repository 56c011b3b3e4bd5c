import { COLLECTION_RESOURCES, fromCents } from '@hotel/domain';
import type { HotelState } from '../state';
import { methodAccount } from './post';

/*
 * The rows of the money reports, read off the ledger: the money collected (receipts' postings to
 * cash, card clearing and bank) and the room revenue of each night audit.
 */

const inRange = (date: string, from: string | null, to: string | null) => (!from || date >= from) && (!to || date <= to);

/** One receipt of the money collected: a journal line to cash, card clearing or bank from a collection document. */
export interface CollectionRow {
  id: string;
  date: string;
  reference: string;
  source: string;
  from: string;
  method: string;
  amount: number;
}

const METHODS: Record<string, string> = { cash: 'Cash', card: 'Card', 'bank-transfer': 'Bank Transfer', 'mobile-money': 'Mobile Money' };

/**
 * Money collected in a range: every journal line on the cash, card-clearing and bank accounts that
 * a receipt posted (payments, deposits, paid sales, tickets) or its void reversed. The total equals
 * those accounts' movements from receipts, to the cent.
 */
export function collections(state: HotelState, from: string | null, to: string | null): CollectionRow[] {
  const money = new Map<string, string>();
  for (const method of ['cash', 'card', 'bank-transfer']) {
    try {
      money.set(methodAccount(state, method), METHODS[method] as string);
    } catch {
      // An account that no ledger setting names collects nothing.
    }
  }
  const rows: CollectionRow[] = [];
  for (const entry of state.ledger.entries) {
    if (!inRange(entry.date, from, to)) continue;
    if (!entry.source.resource || !COLLECTION_RESOURCES.includes(entry.source.resource)) continue;
    for (const [account, cents] of entry.lines) {
      const method = money.get(account);
      if (!method) continue;
      const record = state.records[entry.source.resource]?.find((r) => r.id === entry.source.id);
      const guest = record?.guest ? state.records.guests?.find((g) => g.id === record.guest)?.name : undefined;
      rows.push({
        id: `${entry.id}:${account}`, date: entry.date, reference: entry.source.number ?? entry.reference,
        source: entry.source.kind === 'reversal' ? 'Void' : sourceLabel(entry.source.resource),
        from: String(guest ?? record?.payer ?? record?.visitorName ?? record?.memberName ?? ''),
        method: METHODS[String(record?.method ?? record?.paymentMethod)] ?? method,
        amount: fromCents(cents),
      });
    }
  }
  return rows;
}

function sourceLabel(resource: string): string {
  return { payments: 'Receipt', 'reservation-deposits': 'Deposit', 'facility-deposits': 'Facility Deposit', 'pos-sales': 'POS Sale', 'pool-tickets': 'Pool Ticket', 'gym-memberships': 'Gym Membership', 'laundry-orders': 'Laundry' }[resource] ?? resource;
}

/** Room nights, revenue and tax per night audit in a range, oldest first. */
export function roomRevenue(state: HotelState, from: string | null, to: string | null) {
  return state.ledger.audits
    .filter((run) => inRange(run.closedDate, from, to))
    .map((run) => ({ id: run.closedDate, date: run.closedDate, roomNights: run.roomNights, roomRevenue: fromCents(run.roomRevenue), tax: fromCents(run.tax), noShows: run.noShows, by: run.by }));
}

