import { useState } from 'react';
import { findResource, lowerNoun, type JournalEntryView } from '@hotel/domain';
import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormField, Skeleton, Textarea, formatDateTime, toDate } from '@hotel/ui';
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

/** The document that posted an automatic entry, as staff name it ('the payment RCP-00503'). */
function documentOf(entry: JournalEntryView): string {
  const singular = entry.source.resource ? findResource(entry.source.resource)?.singular : undefined;
  const kind = singular === undefined ? undefined : lowerNoun(singular);
  if (!entry.source.number) return kind ? `a ${kind}` : 'a document';
  return kind ? `the ${kind} ${entry.source.number}` : entry.source.number;
}

function EntryBody({ id, fallback, onOpen, onReversed }: Omit<EntryDialogProps, 'onClose'>) {
  const state = useJournalEntry(id);
  const [reason, setReason] = useState('');
  const entry = state.entry.data ?? (fallback?.id === id ? fallback : undefined);

  if (!entry) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Journal entry</DialogTitle>
          <DialogDescription>{state.entry.error ? 'The entry could not be loaded.' : 'Loading the entry…'}</DialogDescription>
        </DialogHeader>
        {state.entry.error ? (
          <Alert variant="error" title="The entry could not be loaded" action={<Button size="sm" variant="outline" onClick={state.entry.reload}>Retry</Button>}>
            {messageOf(state.entry.error)}
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
        <DialogTitle>Journal entry {entry.number}</DialogTitle>
        <DialogDescription>
          Posted on {toDate(entry.date)} by {entry.postedBy}, {formatDateTime(entry.postedAt)}.
        </DialogDescription>
      </DialogHeader>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Reference</dt>
        <dd className="[overflow-wrap:anywhere]">{entry.reference}</dd>
        <dt className="text-muted-foreground">Narration</dt>
        <dd className="[overflow-wrap:anywhere]">{entry.narration}</dd>
        <dt className="text-muted-foreground">Source</dt>
        <dd>
          {SOURCE_LABELS[entry.source.kind] ?? entry.source.kind}
          {entry.source.number ? ` · ${entry.source.number}` : ''}
        </dd>
        {entry.reverses ? (
          <>
            <dt className="text-muted-foreground">Reverses</dt>
            <dd>
              {link(entry.reverses)}
              {entry.reason ? <span className="text-muted-foreground"> · {entry.reason}</span> : null}
            </dd>
          </>
        ) : null}
        {entry.reversedBy ? (
          <>
            <dt className="text-muted-foreground">Reversed by</dt>
            <dd>{link(entry.reversedBy)}</dd>
          </>
        ) : null}
      </dl>
      <EntryLines entry={entry} />
      {reversible ? (
        <form
          noValidate
          aria-label={`Reverse ${entry.number}`}
          className="grid gap-3 border-t border-border pt-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {state.error ? (
            <Alert variant="error" title="The reversal was refused; nothing changed">
              {state.error}
            </Alert>
          ) : null}
          <FormField
            label="Reason for the reversal"
            required
            count={reasonLimit.count}
            error={reasonLimit.error ?? state.reasonError}
            description="A reversing entry posts on the business date and names this one; nothing is deleted."
          >
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={2} />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" variant="destructive" disabled={state.busy}>
              {state.busy ? 'Reversing…' : 'Reverse entry'}
            </Button>
          </div>
        </form>
      ) : (
        <p data-slot="journal-entry-note" className="border-t border-border pt-4 text-sm text-muted-foreground">
          {entry.reversedBy
            ? `This entry has been reversed by ${entry.reversedBy.number}; the two cancel out.`
            : entry.reverses
              ? `This entry is a reversal of ${entry.reverses.number}; to correct it, post a new entry.`
              : `Posted automatically by ${documentOf(entry)}: correct that document under Internal Control so its folio follows.`}
        </p>
      )}
      {state.error && !reversible ? (
        <Alert variant="error" title="The reversal was refused; nothing changed">
          {state.error}
        </Alert>
      ) : null}
    </div>
  );
}
