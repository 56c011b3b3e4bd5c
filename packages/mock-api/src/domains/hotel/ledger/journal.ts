import { formatCents, toCents, type JournalEntryInput } from '@hotel/domain';
import { badRequest, conflict, notFound } from '../../../core/errors';
import type { HotelState } from '../state';
import { ledgerIndex } from './ledger-index';
import type { PostingDraft } from './post';
import type { StoredJournalLine } from './store';

/*
 * Hand-written journal entries: posted on the business date, never edited or deleted; a mistake is
 * corrected by a reversing entry that names the original and the reason. Automatic entries are
 * reversed through the document that posted them (Internal Control), so folios and books agree.
 */

/** Checks a hand-written entry and drafts it; 400 with a message per line when it is wrong or does not balance. */
export function manualEntry(state: HotelState, input: JournalEntryInput): PostingDraft {
  const fields: Record<string, string> = {};
  const reference = input.reference.trim();
  const narration = input.narration.trim();
  if (!reference) fields.reference = 'Reference is required';
  if (!narration) fields.narration = 'Narration is required';
  if (input.lines.length < 2) fields.lines = 'An entry needs at least two lines';
  const accounts = new Set((state.records.accounts ?? []).map((a) => a.id));
  let debits = 0;
  let credits = 0;
  const lines: StoredJournalLine[] = [];
  input.lines.forEach((line, i) => {
    const dr = line.debit === undefined || line.debit === 0 ? 0 : toCents(line.debit);
    const cr = line.credit === undefined || line.credit === 0 ? 0 : toCents(line.credit);
    if (!accounts.has(line.account)) fields[`lines.${i}.account`] = `Line ${i + 1}: choose an account of the chart`;
    if (dr === undefined || cr === undefined || dr < 0 || cr < 0) fields[`lines.${i}.amount`] = `Line ${i + 1}: amounts must be positive with at most 2 decimals`;
    else if ((dr > 0) === (cr > 0)) fields[`lines.${i}.amount`] = `Line ${i + 1}: enter either a debit or a credit`;
    else {
      debits += dr;
      credits += cr;
      const memo = line.memo?.trim();
      lines.push(memo ? [line.account, dr - cr, memo] : [line.account, dr - cr]);
    }
  });
  if (Object.keys(fields).length) throw badRequest(`Invalid journal entry: ${Object.values(fields).join('; ')}`, fields);
  if (debits !== credits) {
    throw badRequest(`Total debit must equal total credit; the difference is ${formatCents(Math.abs(debits - credits))}.`, {
      lines: `Debits ${formatCents(debits)}, credits ${formatCents(credits)}`,
    });
  }
  return { reference, narration, source: { kind: 'manual', resource: null, id: null, number: null }, lines, folioLines: [] };
}

/** The reversal of a hand-written entry; 409 for an automatic entry, a reversal, or one already reversed. */
export function reverseManualEntry(state: HotelState, id: string, reason: string): PostingDraft {
  const entry = ledgerIndex(state.ledger).entryById.get(id);
  if (!entry) throw notFound(`No journal entry has the id ${id}.`);
  if (!reason.trim()) throw badRequest('A reversal needs a reason.', { reason: 'Reason is required' });
  if (entry.reverses) throw conflict(`${entry.number} is itself a reversal; post a new entry instead.`);
  if (entry.reversedBy) throw conflict(`${entry.number} has already been reversed.`);
  if (entry.source.kind !== 'manual' && entry.source.kind !== 'opening') {
    throw conflict(`${entry.number} was posted by ${entry.source.number ?? 'a document'}; correct that document under Internal Control so its folio follows.`);
  }
  return {
    reference: entry.reference, narration: `Reversal of ${entry.number}: ${reason.trim()}`, source: { kind: 'reversal', resource: null, id: null, number: entry.number },
    lines: entry.lines.map(([account, cents, memo]) => (memo ? [account, -cents, memo] : [account, -cents])), folioLines: [],
    reverses: entry.id, reason: reason.trim(),
    after: (written) => {
      entry.reversedBy = written.id;
    },
  };
}
