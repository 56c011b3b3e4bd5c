import { useState } from 'react';
import { findResource, type JournalEntryView } from '@hotel/domain';
import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormField, Skeleton, Textarea, formatDateTime, toDate } from '@hotel/ui';
import { useHotelText, type HotelText } from '../../../i18n/hotel-text';
import { textLimit } from '../../shared/text-limit';
import { messageOf } from '../../shared/use-request';
import { isHandWritten, SOURCE_LABELS } from '../shared/ledger-format';
import { EntryLines } from './entry-lines';
import { useJournalEntry } from './use-journal-entry';

export interface EntryDialogProps {
  /** Id of the entry to show. */
  id: string;
  /** The entry as the list has it, shown until the fresh copy arrives. */
  fallback?: JournalEntryView;
  /** Opens another entry (a reversal link). */
  onOpen: (id: string) => void;
  /** Closes the dialog. */
  onClose: () => void;
  /** Called with the reversal and the original's number once the server has posted it. */
  onReversed: (reversal: JournalEntryView, original: string) => void;
}

/** A journal entry: who posted it, its source, its lines, its reversal links, and Reverse for hand-written entries. */
export function EntryDialog({ id, fallback, onOpen, onClose, onReversed }: EntryDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg" data-slot="journal-entry-dialog">
        <EntryBody key={id} id={id} fallback={fallback} onOpen={onOpen} onReversed={onReversed} />
      </DialogContent>
    </Dialog>
  );
}

/** A noun in running text, in the user's language: lower case except acronyms ('Room Charge' → 'room charge', 'POS Order' → 'POS order'). */
function lowerNoun(label: string, language: string): string {
  return label.replace(/\p{L}[\p{L}\p{N}]*/gu, (word) => (/^\p{Lu}[\p{Lu}\p{N}]+$/u.test(word) ? word : word.toLocaleLowerCase(language)));
}

/** Why an automatic entry cannot be reversed here, naming the document that posted it ('Posted automatically by the payment RCP-00503: …'). */
function automaticNote(entry: JournalEntryView, { t, language }: HotelText): string {
  const singular = entry.source.resource ? findResource(entry.source.resource)?.singular : undefined;
  const kind = singular === undefined ? undefined : lowerNoun(t(singular), language);
  const number = entry.source.number;
  if (!number) {
    return kind
      ? t('Posted automatically by a {{kind}}: correct that document under Internal Control so its folio follows.', { kind })
      : t('Posted automatically by a document: correct that document under Internal Control so its folio follows.');
  }
  return kind
    ? t('Posted automatically by the {{kind}} {{number}}: correct that document under Internal Control so its folio follows.', { kind, number })
    : t('Posted automatically by {{number}}: correct that document under Internal Control so its folio follows.', { number });
}

function EntryBody({ id, fallback, onOpen, onReversed }: Omit<EntryDialogProps, 'onClose'>) {
  const text = useHotelText();
  const { t, tm } = text;
  const state = useJournalEntry(id);
  const [reason, setReason] = useState('');
  const entry = state.entry.data ?? (fallback?.id === id ? fallback : undefined);

  if (!entry) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t('Journal entry')}</DialogTitle>
          <DialogDescription>{state.entry.error ? t('The entry could not be loaded.') : t('Loading the entry…')}</DialogDescription>
        </DialogHeader>
        {state.entry.error ? (
          <Alert variant="error" title={t('The entry could not be loaded')} action={<Button size="sm" variant="outline" onClick={state.entry.reload}>{t('Retry')}</Button>}>
            {tm(messageOf(state.entry.error))}
          </Alert>
        ) : (
          <Skeleton className="h-40" />
        )}
      </>
    );
  }

  const reversible = isHandWritten(entry.source.kind) && !entry.reverses && !entry.reversedBy;
  const link = (target: { id: string; number: string }) => (
    <Button variant="link" className="h-auto p-0 font-mono text-xs" onClick={() => onOpen(target.id)}>
      {target.number}
    </Button>
  );
  const reasonLimit = textLimit('Reason', reason, 240);
  const submit = async () => {
    // A reason over its limit is refused before sending (its message is already under the field).
    if (reasonLimit.error) return;
    const reversal = await state.reverse(reason);
    if (reversal) {
      setReason('');
      onReversed(reversal, entry.number);
    }
  };

  return (
    <div className="grid gap-4" data-entry={entry.number}>
      <DialogHeader>
        <DialogTitle>{t('Journal entry {{number}}', { number: entry.number })}</DialogTitle>
        <DialogDescription>
          {t('Posted on {{date}} by {{user}}, {{at}}.', { date: toDate(entry.date), user: entry.postedBy, at: formatDateTime(entry.postedAt) })}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t('Reference')}</dt>
        <dd className="[overflow-wrap:anywhere]">{entry.reference}</dd>
        <dt className="text-muted-foreground">{t('Narration')}</dt>
        <dd className="[overflow-wrap:anywhere]">{entry.narration}</dd>
        <dt className="text-muted-foreground">{t('Source')}</dt>
        <dd>
          {SOURCE_LABELS[entry.source.kind] ? t(SOURCE_LABELS[entry.source.kind]) : entry.source.kind}
          {entry.source.number ? ` · ${entry.source.number}` : ''}
        </dd>
        {entry.reverses ? (
          <>
            <dt className="text-muted-foreground">{t('Reverses')}</dt>
            <dd>
              {link(entry.reverses)}
              {entry.reason ? <span className="text-muted-foreground"> · {entry.reason}</span> : null}
            </dd>
          </>
        ) : null}
        {entry.reversedBy ? (
          <>
            <dt className="text-muted-foreground">{t('Reversed by')}</dt>
            <dd>{link(entry.reversedBy)}</dd>
          </>
        ) : null}
      </dl>
      <EntryLines entry={entry} />
      {reversible ? (
        <form
          noValidate
          aria-label={t('Reverse {{number}}', { number: entry.number })}
          className="grid gap-3 border-t border-border pt-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {state.error ? (
            <Alert variant="error" title={t('The reversal was refused; nothing changed')}>
              {tm(state.error)}
            </Alert>
          ) : null}
          <FormField
            label={t('Reason for the reversal')}
            required
            count={reasonLimit.count}
            error={tm(reasonLimit.error ?? state.reasonError ?? '') || undefined}
            description={t('A reversing entry posts on the business date and names this one; nothing is deleted.')}
          >
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={2} />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" variant="destructive" disabled={state.busy}>
              {state.busy ? t('Reversing…') : t('Reverse entry')}
            </Button>
          </div>
        </form>
      ) : (
        <p data-slot="journal-entry-note" className="border-t border-border pt-4 text-sm text-muted-foreground">
          {entry.reversedBy
            ? t('This entry has been reversed by {{number}}; the two cancel out.', { number: entry.reversedBy.number })
            : entry.reverses
              ? t('This entry is a reversal of {{number}}; to correct it, post a new entry.', { number: entry.reverses.number })
              : automaticNote(entry, text)}
        </p>
      )}
      {state.error && !reversible ? (
        <Alert variant="error" title={t('The reversal was refused; nothing changed')}>
          {tm(state.error)}
        </Alert>
      ) : null}
    </div>
  );
}
