import { useState } from 'react';
import { allowedTransitions, hotelPaths, type HotelRecord, type Resource, type Transition } from '@hotel/domain';
import { useAuth, useHttpClient } from '@hotel/shell';
import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, FormField, Textarea } from '@hotel/ui';
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
}

const DESTRUCTIVE = new Set(['reject', 'void', 'cancel', 'retire', 'delete']);

/** The moves the signed-in role may make on the record now, as buttons; each asks for a note (required when declared). */
export function TransitionActions({ resource, record, onDone, only, size = 'sm' }: TransitionActionsProps) {
  const { user } = useAuth();
  const transitions = allowedTransitions(resource, record, user?.roles ?? []).filter((t) => only === undefined || t.action === only);
  const [active, setActive] = useState<Transition>();
  if (!resource.workflow) return null;
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
        <TransitionDialog
          resource={resource}
          record={record}
          transition={active}
          onClose={() => setActive(undefined)}
          onDone={(moved) => {
            setActive(undefined);
            onDone(moved, active);
          }}
        />
      ) : null}
    </div>
  );
}

interface TransitionDialogProps {
  resource: Resource;
  record: HotelRecord;
  transition: Transition;
  onClose: () => void;
  onDone: (record: HotelRecord) => void;
}

function TransitionDialog({ resource, record, transition, onClose, onDone }: TransitionDialogProps) {
  const client = useHttpClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [noteError, setNoteError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const name = String(record[resource.title] ?? record.id);
  const to = resource.workflow?.stages.find((s) => s.id === transition.to)?.label ?? transition.to;

  const submit = async () => {
    if (transition.noteRequired && !note.trim()) {
      setNoteError('A note is required for this action');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const moved = await client.post<HotelRecord>(hotelPaths.transition(resource.name, record.id), { action: transition.action, note: note.trim() || null });
      onDone(moved);
    } catch (reason) {
      setNoteError(fieldErrorsOf(reason)?.note);
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
            {transition.label} {resource.singular.toLowerCase()} {name}
          </DialogTitle>
          <DialogDescription>The record moves to {to}. The change is kept in its history.</DialogDescription>
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
          <FormField label={transition.noteRequired ? 'Note' : 'Note (optional)'} required={transition.noteRequired} error={noteError}>
            <Textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} rows={3} />
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="transition-form" disabled={busy} variant={DESTRUCTIVE.has(transition.action) ? 'destructive' : 'default'}>
            {busy ? 'Working…' : transition.label}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
