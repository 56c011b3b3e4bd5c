import { useState } from 'react';
import { posPaths, type Docket } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { FormField, Textarea } from '@hotel/ui';
import { FolioDialog } from '../../folio/folio-dialog';
import { useSubmit } from '../../folio/use-submit';
import { useHotelText } from '../../../i18n/hotel-text';
import { textLimit } from '../../shared/text-limit';

export interface CancelDocketDialogProps {
  /** The docket to cancel. */
  docket: { id: string; docketNo: string };
  /** Called with the docket as it is after the cancellation. */
  onDone: (docket: Docket) => void;
  onClose: () => void;
}

/** Cancels an unsettled docket with a reason (POST …/cancel; auditors, managers, admins). Nothing was posted, so nothing is reversed. */
export function CancelDocketDialog({ docket, onDone, onClose }: CancelDocketDialogProps) {
  const { t, tm } = useHotelText();
  const client = useHttpClient();
  const [reason, setReason] = useState('');
  const submit = useSubmit();

  const translated = (message: string | undefined) => (message ? tm(message) : undefined);
  const reasonLimit = textLimit('Reason', reason, 240);

  const send = async () => {
    if (!reason.trim()) return submit.refuse({ reason: t('A reason is required to cancel a docket') });
    if (reasonLimit.error) return submit.refuse({});
    const after = await submit.run(() => client.post<Docket>(posPaths.cancel(docket.id), { reason: reason.trim() }));
    if (after) onDone(after);
  };

  return (
    <FolioDialog
      title={t('Cancel {{number}}', { number: docket.docketNo })}
      description={t('The docket is dropped with your reason, kept in the records as cancelled. Nothing was posted or taken from stock.')}
      submitLabel={t('Cancel docket')}
      tone="destructive"
      busy={submit.busy}
      error={translated(submit.error)}
      dirty={reason.trim() !== ''}
      onClose={onClose}
      onSubmit={() => void send()}
    >
      <FormField label={t('Reason')} required count={reasonLimit.count} error={translated(reasonLimit.error ?? submit.fields.reason)}>
        <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} />
      </FormField>
    </FolioDialog>
  );
}
