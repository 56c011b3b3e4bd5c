import { useState } from 'react';
import { formatCents, ledgerPaths, parseAmountCents, sumCents, type JournalEntryInput, type JournalEntryView } from '@hotel/domain';
import { useFormDraft, useHttpClient, type FormDraft } from '@hotel/shell';
import { anyOverLimit, textLimit } from '../../shared/text-limit';
import { fieldErrorsOf, messageOf } from '../../shared/use-request';

/** A line as typed: amounts are text until posted. */
export interface LineDraft {
  /** Stable key of the row (lines are added and removed). */
  key: number;
  account: string;
  debit: string;
  credit: string;
  memo: string;
}

/**
 * An amount as typed, in cents: 0 when blank, undefined when it is not an amount with at most 2
 * decimals (parseAmountCents: a point or a comma, grouping as the user's language writes it).
 */
export function amountCents(text: string): number | undefined {
  return text.trim() === '' ? 0 : parseAmountCents(text);
}

export interface EntryFormState {
  reference: string;
  setReference: (value: string) => void;
  narration: string;
  setNarration: (value: string) => void;
  lines: readonly LineDraft[];
  /** Changes one line's fields. */
  setLine: (key: number, change: Partial<Omit<LineDraft, 'key'>>) => void;
  addLine: () => void;
  /** Removes a line (an entry keeps at least two). */
  removeLine: (key: number) => void;
  /** Sums of the valid amounts typed so far, in cents, and their difference. */
  totals: { debit: number; credit: number; difference: number };
  /** Errors by field: reference, narration, lines, lines.<i>.account, lines.<i>.amount (the server's keys). */
  errors: Readonly<Record<string, string>>;
  /** The message over the form (the balance check, or the server's refusal). */
  formError: string | undefined;
  busy: boolean;
  /** Something was typed (closing or leaving asks first; a draft is kept). */
  dirty: boolean;
  /** The kept draft: whether input was restored after a new sign-in or reload, and clear. */
  draft: FormDraft;
  /** Empties the form and forgets the draft. */
  discard: () => void;
  /** Checks the entry and posts it; resolves with the posted entry, or undefined when refused. */
  submit: () => Promise<JournalEntryView | undefined>;
}

/** The longest reference, narration and line memo (the API's limits). */
export const ENTRY_LIMITS = { reference: 40, narration: 240, memo: 120 } as const;

/** The draft id of the new journal entry form (one per user on the journal screen). */
export const ENTRY_DRAFT_ID = 'journal-entry-new';

/** What a draft of the form keeps: the typed texts, without the rows' keys. */
interface EntryDraft {
  reference: string;
  narration: string;
  lines: Omit<LineDraft, 'key'>[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

let nextKey = 1;
const blankLine = (): LineDraft => ({ key: nextKey++, account: '', debit: '', credit: '', memo: '' });

/** The message of an unbalanced entry (the server's words, so both checks read the same). */
export function imbalanceMessage(difference: number): string {
  return `Total debit must equal total credit; the difference is ${formatCents(Math.abs(difference))}.`;
}

/** State of the new journal entry form: its lines, live totals, the client's checks, and the post. */
export function useEntryForm(): EntryFormState {
  const client = useHttpClient();
  const [reference, setReference] = useState('');
  const [narration, setNarration] = useState('');
  const [lines, setLines] = useState<LineDraft[]>(() => [blankLine(), blankLine()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const dirty = reference.trim() !== '' || narration.trim() !== '' || lines.some((line) => line.account || line.debit.trim() || line.credit.trim() || line.memo.trim());
  const draft = useFormDraft<EntryDraft>({
    id: ENTRY_DRAFT_ID,
    values: { reference, narration, lines: lines.map(({ key: _key, ...line }) => line) },
    dirty,
    onRestore: (kept) => {
      setReference(text(kept.reference));
      setNarration(text(kept.narration));
      const restored = (Array.isArray(kept.lines) ? kept.lines : []).map((line) => ({
        ...blankLine(),
        account: text(line.account),
        debit: text(line.debit),
        credit: text(line.credit),
        memo: text(line.memo),
      }));
      setLines(restored.length >= 2 ? restored : [...restored, ...Array.from({ length: 2 - restored.length }, blankLine)]);
    },
  });
  const discard = () => {
    setReference('');
    setNarration('');
    setLines([blankLine(), blankLine()]);
    setErrors({});
    setFormError(undefined);
    draft.clear();
  };

  const debit = sumCents(lines.map((line) => amountCents(line.debit) ?? 0));
  const credit = sumCents(lines.map((line) => amountCents(line.credit) ?? 0));

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (!reference.trim()) found.reference = 'Reference is required';
    if (!narration.trim()) found.narration = 'Narration is required';
    lines.forEach((line, i) => {
      if (!line.account) found[`lines.${i}.account`] = `Line ${i + 1}: choose an account`;
      const dr = amountCents(line.debit);
      const cr = amountCents(line.credit);
      if (dr === undefined || cr === undefined) found[`lines.${i}.amount`] = `Line ${i + 1}: amounts must be positive with at most 2 decimals`;
      else if ((dr > 0) === (cr > 0)) found[`lines.${i}.amount`] = `Line ${i + 1}: enter either a debit or a credit`;
    });
    return found;
  };

  const submit = async () => {
    const found = check();
    setErrors(found);
    // A text over its limit says so under its field as it is typed (entry-form, line-editor): nothing is sent.
    const tooLong = anyOverLimit(
      textLimit('Reference', reference, ENTRY_LIMITS.reference),
      textLimit('Narration', narration, ENTRY_LIMITS.narration),
      ...lines.map((line) => textLimit('Memo', line.memo, ENTRY_LIMITS.memo)),
    );
    if (Object.keys(found).length || tooLong) {
      setFormError('Check the highlighted fields.');
      return undefined;
    }
    if (debit !== credit) {
      setFormError(imbalanceMessage(debit - credit));
      return undefined;
    }
    setFormError(undefined);
    setBusy(true);
    const body: JournalEntryInput = {
      reference: reference.trim(),
      narration: narration.trim(),
      lines: lines.map((line) => {
        const dr = amountCents(line.debit) ?? 0;
        const cr = amountCents(line.credit) ?? 0;
        return { account: line.account, ...(dr ? { debit: dr / 100 } : { credit: cr / 100 }), ...(line.memo.trim() ? { memo: line.memo.trim() } : {}) };
      }),
    };
    try {
      const posted = await client.post<JournalEntryView>(ledgerPaths.journal, body);
      draft.clear();
      return posted;
    } catch (refusal) {
      // The server's answer is authoritative: its message over the form, its field errors on the fields.
      setFormError(messageOf(refusal));
      setErrors(fieldErrorsOf(refusal) ?? {});
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  return {
    reference,
    setReference,
    narration,
    setNarration,
    lines,
    setLine: (key, change) => setLines((all) => all.map((line) => (line.key === key ? { ...line, ...change } : line))),
    addLine: () => setLines((all) => [...all, blankLine()]),
    removeLine: (key) => setLines((all) => (all.length > 2 ? all.filter((line) => line.key !== key) : all)),
    totals: { debit, credit, difference: debit - credit },
    errors,
    formError,
    busy,
    dirty,
    draft,
    discard,
    submit,
  };
}
