import { Button, FormField, Input } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { textLimit } from '../../shared/text-limit';
import { AccountSelect } from '../shared/account-select';
import type { LedgerAccount } from '../shared/use-accounts';
import { ENTRY_LIMITS, type LineDraft } from './use-entry-form';

export interface LineEditorProps {
  /** The line as typed. */
  line: LineDraft;
  /** Its position (0-based); names the line and its server errors. */
  index: number;
  /** The chart of accounts. */
  accounts: readonly LedgerAccount[] | undefined;
  /** Errors by the server's keys (lines.<i>.account, lines.<i>.amount). */
  errors: Readonly<Record<string, string>>;
  /** Whether the line may be removed (an entry keeps two). */
  removable: boolean;
  onChange: (change: Partial<Omit<LineDraft, 'key'>>) => void;
  onRemove: () => void;
}

/** One line of a new journal entry: account, debit or credit, memo, remove. */
export function LineEditor({ line, index, accounts, errors, removable, onChange, onRemove }: LineEditorProps) {
  const { t, tm } = useHotelText();
  const n = index + 1;
  const amountError = errors[`lines.${index}.amount`];
  // The limit's message is English ('Line 2: Memo must be at most 120 characters'), translated whole where it shows.
  const memo = textLimit(`Line ${n}: Memo`, line.memo, ENTRY_LIMITS.memo);
  const error = (key: string) => (errors[key] ? tm(errors[key]) : undefined);
  return (
    <fieldset data-slot="journal-line" className="grid grid-cols-2 gap-3 rounded-md border border-border p-3 sm:grid-cols-[minmax(12rem,2fr)_minmax(6rem,1fr)_minmax(6rem,1fr)_minmax(8rem,2fr)_auto] sm:items-start">
      <legend className="px-1 text-xs font-medium text-muted-foreground">{t('Line {{line}}', { line: n })}</legend>
      <AccountSelect label={t('Account')} accounts={accounts} value={line.account} onChange={(account) => onChange({ account })} error={error(`lines.${index}.account`)} required className="col-span-2 sm:col-span-1" />
      <FormField label={t('Debit')} error={amountError ? tm(amountError) : undefined}>
        <Input inputMode="decimal" autoComplete="off" className="text-end tabular-nums" value={line.debit} onChange={(e) => onChange({ debit: e.target.value })} placeholder="0.00" />
      </FormField>
      <FormField label={t('Credit')}>
        <Input inputMode="decimal" autoComplete="off" className="text-end tabular-nums" value={line.credit} onChange={(e) => onChange({ credit: e.target.value })} placeholder="0.00" />
      </FormField>
      <FormField label={t('Memo')} className="col-span-2 sm:col-span-1" count={memo.count} error={memo.error ? tm(memo.error) : error(`lines.${index}.memo`)}>
        <Input value={line.memo} onChange={(e) => onChange({ memo: e.target.value })} />
      </FormField>
      <Button type="button" variant="ghost" size="sm" className="col-span-2 justify-self-end sm:col-span-1 sm:mt-7" onClick={onRemove} disabled={!removable} aria-label={t('Remove line {{line}}', { line: n })}>
        {t('Remove')}
      </Button>
    </fieldset>
  );
}
