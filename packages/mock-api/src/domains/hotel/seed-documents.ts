import { findResource, postingRulesFor, REVERSING_ACTIONS, type HotelRecord, type Resource } from '@hotel/domain';
import type { UserRecord } from '../users/seed';
import { documentPostings, reversalPostings } from './ledger/documents';
import { actorOf, commitPostings, folioBalance } from './ledger/post';
import { settledDocketPosting, type StoredDocket } from './pos/dockets';
import type { HotelState } from './state';

/*
 * The seeded documents that post (dockets, sales, tickets, paid expenses, supplier invoices,
 * refunds...) are put in the books on their own day of the seed's history (seed-history.ts).
 */

/** `date` at `hour`:`minute` UTC, as the history stamps what it does. */
export const at = (date: string, hour: number, minute = 0) => `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;

/** The actions that lead from a workflow's initial stage to `stage` (shortest path), or [] when none does. */
function pathTo(resource: Resource, stage: string | undefined): string[] {
  const workflow = resource.workflow;
  if (!workflow || !stage || stage === workflow.initial) return [];
  const seen = new Map<string, string[]>([[workflow.initial, []]]);
  const queue = [workflow.initial];
  while (queue.length) {
    const from = queue.shift() as string;
    for (const t of workflow.transitions) {
      if (!t.from.includes(from) || seen.has(t.to)) continue;
      const path = [...(seen.get(from) ?? []), t.action];
      if (t.to === stage) return path;
      seen.set(t.to, path);
      queue.push(t.to);
    }
  }
  return [];
}

/** The day a generic seeded document posts on: its own date, kept inside the history. */
export function postingDay(record: HotelRecord, first: string, today: string): string {
  const raw = record.date ?? record.startDate ?? record.dueDate ?? record.neededBy;
  const day = typeof raw === 'string' ? raw.slice(0, 10) : today;
  return day < first ? first : day > today ? today : day;
}

/**
 * Schedules, with `on(day, run)`, the postings of every seeded document on its day: a docket settled
 * (and its reversal when voided), any other document through the moves that led to its stage.
 */
export function scheduleDocuments(state: HotelState, first: string, today: string, on: (day: string, run: () => void) => void, accountant: UserRecord): void {
  for (const [name, records] of Object.entries(state.records)) {
    const declared = findResource(name);
    if (!declared) continue;
    if (name === 'pos-sales') {
      // Seeded dockets settled (and some voided) on their own business date: one entry each, and its reversal.
      for (const docket of records as StoredDocket[]) {
        if (docket.stage !== 'settled' && docket.stage !== 'voided') continue;
        const day = postingDay(docket, first, today);
        on(day, () => {
          docket.businessDate = day;
          const draft = settledDocketPosting(state, docket);
          const by = actorOf(accountant, at(day, 15));
          if (draft) commitPostings(state, [draft], by);
          if (docket.stage === 'voided') commitPostings(state, reversalPostings(state, name, docket, String(docket.voidReason ?? 'Voided')), by);
        });
      }
      continue;
    }
    for (const record of records) {
      const path = pathTo(declared, record.stage);
      const moves = ['create', ...path].filter((move) => move === REVERSING_ACTIONS[name] || postingRulesFor(name, move, record).length);
      if (moves.length === 0) continue;
      on(postingDay(record, first, today), () => {
        if (name === 'refunds') refundFrom(state, record);
        for (const move of moves) {
          const drafts = move === REVERSING_ACTIONS[name] ? reversalPostings(state, name, record, 'Posted in error') : documentPostings(state, name, record, move);
          commitPostings(state, drafts, actorOf(accountant, at(state.ledger.businessDate, 15)));
        }
      });
    }
  }
}

/**
 * A paid guest refund pays back a deposit of a stay that never came (cancelled or no-show, in
 * credit); with none to hand, it becomes a facility refund.
 */
function refundFrom(state: HotelState, refund: HotelRecord): void {
  if (refund.stage !== 'paid' || (refund.kind !== 'guest' && refund.kind !== 'room-reservation')) return;
  const stay = (state.records['room-reservations'] ?? []).find(
    (s) => (s.stage === 'cancelled' || s.stage === 'no-show') && folioBalance(state, `stay:${s.id}`) < 0 && !state.records.refunds?.some((r) => r !== refund && r.reservation === s.id),
  );
  if (stay) {
    refund.reservation = stay.id;
    refund.guest = stay.guest;
    refund.amount = -folioBalance(state, `stay:${stay.id}`) / 100;
  } else {
    refund.kind = 'facility-reservation';
    refund.reservation = null;
  }
}
