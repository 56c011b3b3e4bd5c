import { useState, type ReactNode } from 'react';
import { allowedTransitions, hotelPaths, othersOwnerMoves, REVERSING_ACTIONS, type HotelRecord, type Resource, type Transition } from '@hotel/domain';
import { useAuth, useHttpClient } from '@hotel/shell';
import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, FormField, Input, Textarea } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { runningNoun } from './running-noun';
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
export function draftOwnerName(resource: Resource, record: HotelRecord, t: (text: string) => string = (text) => text): string {
  const name = resource.ownerField ? record[resource.ownerField] : undefined;
  return typeof name === 'string' && name ? name : t('Someone else');
}

/**
 * The moves the signed-in user may make on the record now, as buttons; each asks for a note
 * (required when declared). An owner's move (submitting a draft) shows on the owner's records only.
 */
export function TransitionActions({ resource, record, onDone, only, size = 'sm', dialogFor }: TransitionActionsProps) {
  const { user } = useAuth();
  const text = useHotelText();
  const { t } = text;
  const keep = (transition: Transition) => only === undefined || transition.action === only;
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
        {t('{{owner}}’s draft: only its owner may {{moves}}.', {
          owner: draftOwnerName(resource, record, t),
          moves: othersDraft.map((move) => runningNoun(text, move.label)).join(t(' or ')),
        })}
      </p>
    );
  }
  if (transitions.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('No action is open to your role at this stage.')}</p>;
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
          {t(transition.label)}
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
  const text = useHotelText();
  const { t, tm } = text;
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [noteError, setNoteError] = useState<string>();
  // The date a move may ask for (an out-of-order room's return), empty when not known.
  const [date, setDate] = useState(() => (transition.date && typeof record[transition.date.field] === 'string' ? String(record[transition.date.field]) : ''));
  const [dateError, setDateError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const name = String(record[resource.title] ?? record.id);
  const toLabel = resource.workflow?.stages.find((s) => s.id === transition.to)?.label;
  const to = toLabel === undefined ? transition.to : t(toLabel);
  const reversal = isReversal(resource, transition);
  const required = reversal || noteRequired || transition.noteRequired === true;
  const noteLabel = reversal ? 'Reason' : 'Note';
  const noteLimit = textLimit(noteLabel, note, 1000);
  const shown = (message: string | undefined) => (message === undefined ? undefined : tm(message));

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
          <DialogTitle>{t('{{action}} {{thing}} {{name}}', { action: t(transition.label), thing: runningNoun(text, resource.singular), name })}</DialogTitle>
          <DialogDescription>
            {reversal
              ? t('Its postings are reversed on the business date with your reason, and it moves to {{stage}}. Nothing is deleted: the original and its reversal both stay in the books.', { stage: to })
              : t('The record moves to {{stage}}. The change is kept in its history.', { stage: to })}
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
            <Alert variant="error" title={t('Refused; nothing changed')}>
              {tm(error)}
            </Alert>
          ) : null}
          {notice}
          <FormField label={required ? t(noteLabel) : t('{{label}} (optional)', { label: t(noteLabel) })} required={required} count={noteLimit.count} error={shown(noteLimit.error ?? noteError)}>
            <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={3} />
          </FormField>
          {transition.date ? (
            <FormField
              label={t('{{label}} (optional)', { label: t(transition.date.label) })}
              description={transition.date.help === undefined ? undefined : t(transition.date.help)}
              error={shown(dateError)}
            >
              <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            </FormField>
          ) : null}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form="transition-form" disabled={busy || blocked} variant={DESTRUCTIVE.has(transition.action) ? 'destructive' : 'default'}>
            {busy ? t('Working…') : t(transition.label)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
