import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, FormField, Input, Textarea, cn, toDate } from '@hotel/ui';
import { formatCents, type JournalEntryView } from '@hotel/domain';
import { DraftNotice, useUnsavedChanges } from '@hotel/shell';
import { useHotelText } from '../../../i18n/hotel-text';
import { textLimit } from '../../shared/text-limit';
import type { LedgerAccount } from '../shared/use-accounts';
import { LineEditor } from './line-editor';
import { ENTRY_LIMITS, useEntryForm } from './use-entry-form';

export interface EntryFormProps {
  /** The chart of accounts for the lines. */
  accounts: readonly LedgerAccount[] | undefined;
  /** The business date the entry will carry (shown; the server stamps it). */
  businessDate: string | undefined;
  /** Closes the form without posting. */
  onClose: () => void;
  /** Called with the posted entry. */
  onPosted: (entry: JournalEntryView) => void;
}

/** A hand-written journal entry: reference, narration, two or more lines, live totals; it must balance to the cent. */
export function EntryForm({ accounts, businessDate, onClose, onPosted }: EntryFormProps) {
  const { t, tm } = useHotelText();
  const form = useEntryForm();
  const { totals } = form;
  const reference = textLimit('Reference', form.reference, ENTRY_LIMITS.reference);
  const narration = textLimit('Narration', form.narration, ENTRY_LIMITS.narration);
  const { confirmDiscard } = useUnsavedChanges(form.dirty && !form.busy, { onDiscard: form.draft.clear });
  const close = () => {
    if (form.busy) return;
    void confirmDiscard().then((leave) => (leave ? onClose() : undefined));
  };
  const submit = async () => {
    const entry = await form.submit();
    if (entry) onPosted(entry);
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent size="xl" data-slot="journal-entry-form" className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('New journal entry')}</DialogTitle>
          <DialogDescription>
            {businessDate
              ? t('It posts on the business date, {{date}}. Entries are never edited: a mistake is corrected by reversing the entry.', { date: toDate(businessDate) })
              : t('It posts on the business date. Entries are never edited: a mistake is corrected by reversing the entry.')}
          </DialogDescription>
        </DialogHeader>
        <form
          id="journal-entry-form"
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DraftNotice restoredAt={form.draft.restoredAt} onDiscard={form.discard} />
          {form.formError ? (
            <Alert variant="error" title={t('Not posted')}>
              {tm(form.formError)}
            </Alert>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-[1fr_2fr]">
            <FormField label={t('Reference')} required count={reference.count} error={tm(reference.error ?? form.errors.reference ?? '') || undefined}>
              <Input value={form.reference} onChange={(e) => form.setReference(e.target.value)} />
            </FormField>
            <FormField label={t('Narration')} required count={narration.count} error={tm(narration.error ?? form.errors.narration ?? '') || undefined}>
              <Textarea value={form.narration} rows={1} onChange={(e) => form.setNarration(e.target.value)} />
            </FormField>
          </div>
          <div className="grid gap-3">
            {form.lines.map((line, index) => (
              <LineEditor
                key={line.key}
                line={line}
                index={index}
                accounts={accounts}
                errors={form.errors}
                removable={form.lines.length > 2}
                onChange={(change) => form.setLine(line.key, change)}
                onRemove={() => form.removeLine(line.key)}
              />
            ))}
            {form.errors.lines ? <p className="text-sm text-warn">{tm(form.errors.lines)}</p> : null}
            <div>
              <Button type="button" variant="outline" size="sm" onClick={form.addLine} disabled={form.lines.length >= 50}>
                {t('Add line')}
              </Button>
            </div>
          </div>
          <dl aria-label={t('Entry totals')} aria-live="polite" data-slot="journal-entry-totals" data-state={totals.difference === 0 ? 'balanced' : 'unbalanced'} className="grid grid-cols-3 gap-3 rounded-md border border-border p-3 text-sm">
            <div>
              <dt className="text-muted-foreground">{t('Total debit')}</dt>
              <dd className="font-semibold tabular-nums">{formatCents(totals.debit)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('Total credit')}</dt>
              <dd className="font-semibold tabular-nums">{formatCents(totals.credit)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('Difference')}</dt>
              <dd className={cn('font-semibold tabular-nums', totals.difference !== 0 && 'text-warn')}>{formatCents(Math.abs(totals.difference))}</dd>
            </div>
          </dl>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={form.busy}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form="journal-entry-form" disabled={form.busy}>
            {form.busy ? t('Posting…') : t('Post entry')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
