import {
  findResource,
  folioKey,
  postingRulesFor,
  revenueKeyOf,
  toCents,
  type ChargeCategory,
  type HotelRecord,
  type PostingAccount,
  type PostingRule,
} from '@hotel/domain';
import { badRequest, conflict } from '../../../core/errors';
import type { HotelState } from '../state';
import { ledgerIndex, postingsOf } from './ledger-index';
import { accountOf, controlAccount, credit, debit, folioOwner, methodAccount, type LineDraft, type PostingDraft } from './post';
import type { StoredLine } from './store';

/*
 * The documents' money events (POSTING_RULES of @hotel/domain) as drafts: a room charge, a
 * receipt, a deposit, a paid refund or expense, a supplier invoice... and their reversals, which
 * follow a line to the folio it was transferred to and hit that folio's control account.
 */

function fieldText(resourceName: string, record: HotelRecord, field: string): string {
  const value = record[field];
  const declared = findResource(resourceName)?.fields.find((f) => f.name === field);
  if (declared?.type === 'enum') return declared.options?.find((o) => o.value === value)?.label ?? String(value ?? '');
  return value === null || value === undefined ? '' : String(value);
}

/** A rule's description with its {field} placeholders filled from the document. */
export function describe(resourceName: string, record: HotelRecord, template: string): string {
  return template.replace(/\{(\w+)\}/g, (_, field: string) => fieldText(resourceName, record, field)).trim();
}

function categoryOf(rule: PostingRule, record: HotelRecord): ChargeCategory | null {
  const category = rule.folio?.category;
  if (!category) return null;
  if (typeof category === 'string') return category;
  const value = String(record[category.field] ?? '');
  return category.map?.[value] ?? (value as ChargeCategory);
}

const STAY_OPEN_FOR_CHARGES = 'checked-in';

/** The folio a rule posts to, checked: it must name an existing owner, and a charge needs a stay in house. */
function folioOf(state: HotelState, resourceName: string, rule: PostingRule, record: HotelRecord): string | undefined {
  const posting = rule.folio;
  if (!posting) return undefined;
  const id = record[posting.field];
  const resource = findResource(resourceName);
  const label = resource?.fields.find((f) => f.name === posting.field)?.label ?? posting.field;
  if (typeof id !== 'string' || !id) {
    throw badRequest(`This ${resource?.singular.toLowerCase() ?? 'document'} posts to a folio: choose the ${label.toLowerCase()}.`, { [posting.field]: `${label} is required` });
  }
  const folio = folioKey({ kind: posting.kind, id });
  const owner = folioOwner(state, folio);
  if (!owner) throw badRequest(`${label} names no existing record.`, { [posting.field]: `${label} names no existing record` });
  if (posting.kind === 'stay' && posting.line === 'charge' && owner.stage !== STAY_OPEN_FOR_CHARGES) {
    throw conflict(`Charges can only be posted to a checked-in stay; ${String(owner.number)} is ${String(owner.stage)}.`);
  }
  return folio;
}

function accountFor(state: HotelState, side: PostingAccount, rule: PostingRule, record: HotelRecord, folio: string | undefined, category: ChargeCategory | null): string {
  if (side === 'method') return methodAccount(state, record[rule.method ?? 'method']);
  if (side === 'folio') {
    if (!folio) throw new Error(`Rule of ${rule.resource} posts to a folio but names none`);
    return controlAccount(state, folio);
  }
  if (side === 'revenue') return accountOf(state, revenueKeyOf(category));
  return accountOf(state, side);
}

/** The postings of a document created (`on` 'create') or moved by a workflow action; [] when it posts nothing. */
export function documentPostings(state: HotelState, resourceName: string, record: HotelRecord, on: string): PostingDraft[] {
  const resource = findResource(resourceName);
  const number = resource ? String(record[resource.title] ?? record.id) : record.id;
  return postingRulesFor(resourceName, on, record).flatMap((rule): PostingDraft[] => {
    const cents = toCents(record[rule.amount]);
    if (cents === undefined) throw badRequest(`The amount must be a number with at most 2 decimals.`, { [rule.amount]: 'must have at most 2 decimals' });
    if (cents <= 0) return [];
    const folio = folioOf(state, resourceName, rule, record);
    const category = categoryOf(rule, record);
    const dr = accountFor(state, rule.debit, rule, record, folio, category);
    const cr = accountFor(state, rule.credit, rule, record, folio, category);
    const description = describe(resourceName, record, rule.describe);
    const source = { resource: resourceName, id: record.id, number };
    const folioLines: LineDraft[] = folio && rule.folio
      ? [{
          folio, kind: rule.folio.line, category, description, source,
          debit: rule.debit === 'folio' ? cents : 0,
          credit: rule.credit === 'folio' ? cents : 0,
          entryLine: rule.debit === 'folio' ? 0 : 1,
        }]
      : [];
    return [{
      reference: number, narration: description, source: { kind: folio ? 'folio' : 'document', ...source },
      lines: [debit(dr, cents), credit(cr, cents)], folioLines,
    }];
  });
}

/** Where a folio line's amount lives now: the line itself, or the last transfer-in that carries it. */
export function finalLine(state: HotelState, line: StoredLine): StoredLine {
  const index = ledgerIndex(state.ledger);
  let current = line;
  for (let hops = 0; current.transferredTo && hops < 1000; hops++) current = index.lineById.get(current.transferredTo) ?? current;
  return current;
}

/**
 * The mirror image of everything a document posted and has not yet been reversed, each folio
 * line reversed on the folio that carries it now. [] when nothing stands to reverse.
 */
export function reversalPostings(state: HotelState, resourceName: string, record: HotelRecord, reason: string): PostingDraft[] {
  const { entries, lines } = postingsOf(state.ledger, resourceName, record.id);
  return entries
    .filter((entry) => !entry.reverses && !entry.reversedBy && entry.source.kind !== 'transfer')
    .map((entry): PostingDraft => {
      const mirrored = entry.lines.map(([account, cents, memo]) => (memo ? [account, -cents, memo] : [account, -cents]) as [string, number, string?]);
      const originals = lines.filter((line) => line.entry === entry.id && !line.reverses);
      const finals = originals.map((line) => finalLine(state, line));
      const folioLines = originals.map((line, i): LineDraft => {
        const last = finals[i] as StoredLine;
        const slot = mirrored[line.entryLine];
        if (slot) slot[0] = controlAccount(state, last.folio);
        return {
          folio: last.folio, kind: line.kind, category: line.category, description: `Reversal: ${line.description}`,
          debit: last.credit, credit: last.debit, source: line.source, entryLine: line.entryLine, reverses: last.id, reason,
        };
      });
      return {
        reference: entry.reference, narration: `Reversal of ${entry.number}: ${reason}`, source: { ...entry.source, kind: 'reversal' },
        lines: mirrored, folioLines, reverses: entry.id, reason,
        after: (written, newLines) => {
          entry.reversedBy = written.id;
          newLines.forEach((newLine, i) => {
            const last = finals[i] as StoredLine;
            last.reversedBy = newLine.id;
            const original = originals[i] as StoredLine;
            if (original !== last) original.reversedBy = newLine.id;
          });
        },
      };
    });
}

/** Whether a document has posted anything to the books. */
export function hasPostings(state: HotelState, resourceName: string, id: string): boolean {
  return postingsOf(state.ledger, resourceName, id).entries.length > 0;
}
