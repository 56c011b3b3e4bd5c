import { useId, useState } from 'react';
import { CURRENCY, formatCents, type CashierShift, type CloseShiftRequest } from '@hotel/domain';
import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, FormField, Input, Label, Textarea } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { textLimit } from '../../shared/text-limit';
import { messageOf } from '../../shared/use-request';
import { countBody, countDifference, countProblem, countRows, initialCount, type CountDraft } from './shift-figures';
import { VarianceBadge } from './variance-badge';

export interface CloseShiftDialogProps {
  /** The open shift with its running figures. */
  shift: CashierShift;
  /** Closes it with the count; answers the closed shift; rejects with the server's refusal. */
  onClose: (body: CloseShiftRequest) => Promise<CashierShift>;
  /** Called with the closed shift (the Z report). */
  onClosed: (shift: CashierShift) => void;
  onCancel: () => void;
}

/**
 * Close shift: count what the drawer holds per tender (cash must be counted; the others start at
 * what is expected), see expected against counted and the difference per tender, worded over or
 * short, then confirm.
 */
export function CloseShiftDialog({ shift, onClose, onClosed, onCancel }: CloseShiftDialogProps) {
  const { t, tm } = useHotelText();
  const id = useId();
  const [draft, setDraft] = useState<CountDraft>(() => initialCount(shift.expected));
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const rows = countRows(shift.expected, draft);
  const problem = countProblem(draft);
  const total = countDifference(shift.expected, draft);
  const noteLimit = textLimit('Note', note, 1000);

  const drawerText = (difference: number) => {
    if (difference === 0) return t('The drawer balances.');
    const amount = formatCents(Math.abs(difference));
    return difference > 0
      ? t('The drawer is over by {{amount}}; closing records the difference.', { amount })
      : t('The drawer is short by {{amount}}; closing records the difference.', { amount });
  };

  const confirm = async () => {
    if (problem || noteLimit.error || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      onClosed(await onClose({ counted: countBody(draft), ...(note.trim() ? { note: note.trim() } : {}) }));
    } catch (reason) {
      setError(messageOf(reason));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onCancel())}>
      <DialogContent size="lg" data-slot="close-shift-dialog">
        <DialogHeader>
          <DialogTitle>{t('Close shift {{number}}', { number: shift.shiftNo })}</DialogTitle>
          <DialogDescription>{t('Count the drawer: one amount per tender. Expected is the float plus what the shift took.')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-busy={busy || undefined}
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          {error ? (
            <Alert variant="error" title={t('Refused; the shift stays open')}>
              {tm(error)}
            </Alert>
          ) : null}
          <div className="overflow-x-auto">
            <table className="w-full min-w-[26rem] border-collapse text-sm">
              <caption className="sr-only">{t('Expected against counted per tender')}</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-1 text-start font-medium">{t('Tender')}</th>
                  <th scope="col" className="py-1 text-end font-medium">{t('Expected')}</th>
                  <th scope="col" className="py-1 ps-2 text-start font-medium">{t('Counted ({{currency}})', { currency: CURRENCY })}</th>
                  <th scope="col" className="py-1 text-end font-medium">{t('Difference')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.method} data-slot="count-row" data-method={row.method} data-state={row.variance ?? 'uncounted'} className="border-b border-border/60">
                    <th scope="row" className="py-1 text-start font-normal">
                      <Label htmlFor={`${id}-${row.method}`}>{t(row.label)}</Label>
                    </th>
                    <td className="py-1 text-end tabular-nums">{formatCents(row.expected)}</td>
                    <td className="py-1 ps-2">
                      <Input
                        id={`${id}-${row.method}`}
                        value={draft[row.method]}
                        inputMode="decimal"
                        autoComplete="off"
                        placeholder={row.method === 'cash' ? t('Count') : undefined}
                        className="h-11 w-28"
                        onChange={(event) => setDraft((prev) => ({ ...prev, [row.method]: event.target.value }))}
                      />
                    </td>
                    <td className="py-1 text-end">{row.difference === undefined ? <span className="text-muted-foreground">—</span> : <VarianceBadge difference={row.difference} />}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <FormField label={t('Note (optional)')} controlId={`${id}-note`} count={noteLimit.count} error={noteLimit.error ? tm(noteLimit.error) : undefined} className="gap-1.5">
            <Textarea value={note} rows={2} onChange={(event) => setNote(event.target.value)} />
          </FormField>
          <p role="status" data-slot="count-status" data-state={problem ? 'incomplete' : total === 0 ? 'balanced' : (total ?? 0) > 0 ? 'over' : 'short'} className="text-sm font-medium">
            {problem ? tm(problem) : drawerText(total ?? 0)}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" className="h-11" disabled={busy} onClick={onCancel}>
              {t('Cancel')}
            </Button>
            <Button type="submit" className="h-11" disabled={problem !== undefined || noteLimit.error !== undefined} loading={busy}>
              {t('Close shift')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
