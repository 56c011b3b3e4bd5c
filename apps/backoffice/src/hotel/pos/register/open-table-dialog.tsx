import { useState } from 'react';
import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, FormField, Input } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { textLimit } from '../../shared/text-limit';

export interface OpenTableDialogProps {
  /** Opens the docket; resolves when done (the refusal, if any, is in `error`). */
  onOpen: (table: string) => Promise<void>;
  /** The server's refusal of the last try. */
  error?: string;
  busy: boolean;
  onClose: () => void;
}

/** Asks for the table number, then opens a docket for it with the basket's lines. */
export function OpenTableDialog({ onOpen, error, busy, onClose }: OpenTableDialogProps) {
  const { t, tm } = useHotelText();
  const [table, setTable] = useState('');
  const [problem, setProblem] = useState<string>();
  const limit = textLimit('Table', table, 12);
  const submit = () => {
    const value = table.trim();
    if (!value) return setProblem(t('Enter the table number.'));
    if (limit.error) return; // said under the field as it is typed
    setProblem(undefined);
    void onOpen(value);
  };
  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{t('Open for table')}</DialogTitle>
          <DialogDescription>{t('Opens a docket for the table with what is in the basket; it is paid later.')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {error ? (
            <Alert variant="error" title={t('Refused')}>
              {tm(error)}
            </Alert>
          ) : null}
          <FormField label={t('Table')} required count={limit.count} error={limit.error ? tm(limit.error) : problem}>
            <Input value={table} onChange={(event) => setTable(event.target.value)} autoComplete="off" className="h-11" />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" className="h-11" disabled={busy} onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" className="h-11" loading={busy}>
              {t('Open docket')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
