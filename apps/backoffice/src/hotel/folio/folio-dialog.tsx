import { useId, type ReactNode } from 'react';
import { useUnsavedChanges } from '@hotel/shell';
import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';

export interface FolioDialogProps {
  /** Heading and the dialog's accessible name. */
  title: string;
  /** What the action does, under the title. */
  description: ReactNode;
  /** Label of the submit button. */
  submitLabel: string;
  /** A write is on its way (buttons disabled, closing refused). */
  busy: boolean;
  /** The server's refusal, shown above the fields (in the user's language). */
  error?: string;
  /** Keeps the submit button disabled (the dialog says why). */
  blocked?: boolean;
  /** Colour of the submit button. */
  tone?: 'default' | 'destructive';
  /** Something was typed: closing, leaving the screen or the tab asks first. */
  dirty?: boolean;
  /** Called to close without acting. */
  onClose: () => void;
  /** Called on submit (Enter or the button). */
  onSubmit: () => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * The frame of the folio's action dialogs: title, description, refusal, fields, Cancel and the
 * action. With `dirty`, closing (Cancel, Escape, outside) asks before the typed input is lost.
 */
export function FolioDialog({ title, description, submitLabel, busy, error, blocked = false, tone = 'default', dirty = false, onClose, onSubmit, children }: FolioDialogProps) {
  const { t } = useHotelText();
  const formId = useId();
  const { confirmDiscard } = useUnsavedChanges(dirty && !busy);
  const close = () => {
    if (busy) return;
    void confirmDiscard().then((leave) => (leave ? onClose() : undefined));
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
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
            <Alert variant="error" title={t('Refused; nothing changed')}>
              {error}
            </Alert>
          ) : null}
          {children}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy || blocked} variant={tone}>
            {busy ? t('Working…') : submitLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
