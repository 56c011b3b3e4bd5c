import { useId, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@hotel/ui';

export interface FolioDialogProps {
  /** Heading and the dialog's accessible name. */
  title: string;
  /** What the action does, under the title. */
  description: ReactNode;
  /** Label of the submit button. */
  submitLabel: string;
  /** A write is on its way (buttons disabled, closing refused). */
  busy: boolean;
  /** The server's refusal, shown above the fields. */
  error?: string;
  /** Keeps the submit button disabled (the dialog says why). */
  blocked?: boolean;
  /** Colour of the submit button. */
  tone?: 'default' | 'destructive';
  /** Called to close without acting. */
  onClose: () => void;
  /** Called on submit (Enter or the button). */
  onSubmit: () => void;
  /** The fields. */
  children: ReactNode;
}

/** The frame of the folio's action dialogs: title, description, refusal, fields, Cancel and the action. */
export function FolioDialog({ title, description, submitLabel, busy, error, blocked = false, tone = 'default', onClose, onSubmit, children }: FolioDialogProps) {
  const formId = useId();
  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent data-slot="folio-dialog" onClick={(event) => event.stopPropagation()}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          id={formId}
          noValidate
          aria-busy={busy || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy && !blocked) onSubmit();
          }}
          className="grid gap-3"
        >
          {error ? (
            <Alert variant="error" title="Refused; nothing changed">
              {error}
            </Alert>
          ) : null}
          {children}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy || blocked} variant={tone}>
            {busy ? 'Working…' : submitLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
