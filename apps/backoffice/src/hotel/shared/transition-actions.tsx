import { useState, type ReactNode } from 'react';
import { allowedTransitions, hotelPaths, lowerNoun, othersOwnerMoves, REVERSING_ACTIONS, type HotelRecord, type Resource, type Transition } from '@hotel/domain';
import { useAuth, useHttpClient } from '@hotel/shell';
import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, FormField, Input, Textarea } from '@hotel/ui';
import { textLimit } from './text-limit';
import { fieldErrorsOf, messageOf } from './use-request';

export interface TransitionActionsProps {
  /** The record's resource (with a workflow). */
  resource: Resource;
  /** The record; its stage decides the actions. */
  record: HotelRecord;
  /** Called with the moved record. */
  onDone: (record: HotelRecord, transition: Transition) => void;
  /** Only this action (an action screen's transition). */
  only?: string;
  /** Button size. */
  size?: 'sm' | 'default';
  /**
   * A dialog of the screen's own for some moves (check-out with its folio, an early check-in);
   * answer undefined to keep the standard note dialog.
   */
  dialogFor?: (transition: Transition, props: { record: HotelRecord; onClose: () => void; onDone: (record: HotelRecord) => void }) => ReactNode | undefined;
}

const DESTRUCTIVE = new Set(['reject', 'void', 'cancel', 'retire', 'delete', 'reverse']);

/** Whether a move reverses a posted document (its postings are mirrored on the business date; nothing is deleted). */
export function isReversal(resource: Resource, transition: Transition): boolean {
  return REVERSING_ACTIONS[resource.name] === transition.action || transition.action === 'reverse' || transition.action === 'void';
}

/** Whose draft a record is, for people to read: its owner field (the name at creation). */
export function draftOwnerName(resource: Resource, record: HotelRecord): string {
  const name = resource.ownerField ? record[resource.ownerField] : undefined;
  return typeof name === 'string' && name ? name : 'Someone else';
}

/**
 * The moves the signed-in user may make on the record now, as buttons; each asks for a note
 * (required when declared). An owner's move (submitting a draft) shows on the owner's records only.
 */
export function TransitionActions({ resource, record, onDone, only, size = 'sm', dialogFor }: TransitionActionsProps) {
  const { user } = useAuth();
  const keep = (t: Transition) => only === undefined || t.action === only;
  const transitions = allowedTransitions(resource, record, user?.roles ?? [], user?.id).filter(keep);
  const othersDraft = othersOwnerMoves(resource, record, user?.roles ?? [], user?.id).filter(keep);
  const [active, setActive] = useState<Transition>();
  const finish = (moved: HotelRecord, transition: Transition) => {
    setActive(undefined);
    onDone(moved, transition);
  };
  if (!resource.workflow) return null;
  if (transitions.length === 0 && othersDraft.length > 0) {
    return (
      <p className="text-sm text-muted-foreground" data-slot="others-draft">
        {draftOwnerName(resource, record)}&rsquo;s draft: only its owner may {othersDraft.map((t) => t.label.toLowerCase()).join(' or ')}.
      </p>
    );
  }
  if (transitions.length === 0) {
    return <p className="text-sm text-muted-foreground">No action is open to your role at this stage.</p>;
  }
  return (
    <div className="flex flex-wrap gap-2" data-slot="transition-actions">
      {transitions.map((transition) => (
        <Button
          key={transition.action}
          size={size}
          variant={DESTRUCTIVE.has(transition.action) ? 'outline' : 'default'}
          onClick={(event) => {
            event.stopPropagation();
            setActive(transition);
          }}
        >
          {transition.label}
        </Button>
      ))}
      {active ? (
        (dialogFor?.(active, { record, onClose: () => setActive(undefined), onDone: (moved) => finish(moved, active) }) ?? (
          <TransitionDialog resource={resource} record={record} transition={active} onClose={() => setActive(undefined)} onDone={(moved) => finish(moved, active)} />
        ))
      ) : null}
    </div>
  );
}

export interface TransitionDialogProps {
  /** The record's resource. */
  resource: Resource;
  /** The record to move. */
  record: HotelRecord;
  /** The move. */
  transition: Transition;
  /** Closes without moving. */
  onClose: () => void;
  /** Called with the moved record. */
  onDone: (record: HotelRecord) => void;
  /** What the move needs to know before it is made (an early check-in's rule), above the note. */
  notice?: ReactNode;
  /** Requires the note even when the transition does not declare it. */
  noteRequired?: boolean;
  /** The move cannot be made by this user now: the confirm button stays disabled (the notice says why). */
  blocked?: boolean;
}

/** The note dialog of a move ("Reason" for reversals, which the server requires). */
export function TransitionDialog({ resource, record, transition, onClose, onDone, notice, noteRequired = false, blocked = false }: TransitionDialogProps) {
  const client = useHttpClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [noteError, setNoteError] = useState<string>();
  // The date a move may ask for (an out-of-order room's return), empty when not known.
  const [date, setDate] = useState(() => (transition.date && typeof record[transition.date.field] === 'string' ? String(record[transition.date.field]) : ''));
  const [dateError, setDateError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const name = String(record[resource.title] ?? record.id);
  const to = resource.workflow?.stages.find((s) => s.id === transition.to)?.label ?? transition.to;
  const reversal = isReversal(resource, transition);
  const required = reversal || noteRequired || transition.noteRequired === true;
  const noteLabel = reversal ? 'Reason' : 'Note';
  const noteLimit = textLimit(noteLabel, note, 1000);

  const submit = async () => {
    if (blocked) return;
    if (required && !note.trim()) {
      setNoteError(reversal ? 'A reason is required for this action' : 'A note is required for this action');
      return;
    }
    // A note over its limit says so under it as it is typed; nothing is sent.
    if (noteLimit.error) return;
    setBusy(true);
    setError(undefined);
    try {
      const body = { action: transition.action, note: note.trim() || null, ...(transition.date ? { date: date || null } : {}) };
      const moved = await client.post<HotelRecord>(hotelPaths.transition(resource.name, record.id), body);
      onDone(moved);
    } catch (reason) {
      setNoteError(fieldErrorsOf(reason)?.note);
      setDateError(fieldErrorsOf(reason)?.date);
      setError(messageOf(reason));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent size="sm" onClick={(event) => event.stopPropagation()}>
        <DialogHeader>
          <DialogTitle>
            {transition.label} {lowerNoun(resource.singular)} {name}
          </DialogTitle>
          <DialogDescription>
            {reversal
              ? `Its postings are reversed on the business date with your reason, and it moves to ${to}. Nothing is deleted: the original and its reversal both stay in the books.`
              : `The record moves to ${to}. The change is kept in its history.`}
          </DialogDescription>
        </DialogHeader>
        <form
          id="transition-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          className="grid gap-3"
        >
          {error ? (
            <Alert variant="error" title="Refused; nothing changed">
              {error}
            </Alert>
          ) : null}
          {notice}
          <FormField label={required ? noteLabel : `${noteLabel} (optional)`} required={required} count={noteLimit.count} error={noteLimit.error ?? noteError}>
            <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={3} />
          </FormField>
          {transition.date ? (
            <FormField label={`${transition.date.label} (optional)`} description={transition.date.help} error={dateError}>
              <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            </FormField>
          ) : null}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="transition-form" disabled={busy || blocked} variant={DESTRUCTIVE.has(transition.action) ? 'destructive' : 'default'}>
            {busy ? 'Working…' : transition.label}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
