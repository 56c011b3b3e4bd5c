import { useState } from 'react';
import { CURRENCY, formatMoney, getResource, hotelPaths, type FolioRef, type HotelRecord } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { FormField, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { businessDateTime, formatBusinessDate } from '../shared/use-business-date';
import { anyOverLimit, textLimit } from '../shared/text-limit';
import { FolioDialog } from './folio-dialog';
import { AMOUNT_MESSAGE, parseAmount, useSubmit } from './use-submit';

export interface TakePaymentDialogProps {
  /** The folio the payment is credited to. */
  folio: FolioRef;
  /** Who pays (the title names them). */
  name: string;
  /** The folio's balance: the amount offered by default when something is owed. */
  balance: number;
  /** The business date the receipt is dated on. */
  businessDate: string;
  /** Called with the posted receipt. */
  onDone: (payment: HotelRecord) => void;
  onClose: () => void;
}

/** The payment methods (the receipts' own enum). */
export const PAYMENT_METHODS = getResource('payments').fields.find((field) => field.name === 'method')?.options ?? [];

/** What a payment on this folio is: a guest's, a group's, or a recovery of a city-ledger debt. */
export function paymentOwner(folio: FolioRef): Record<string, string> {
  if (folio.kind === 'group') return { kind: 'group', group: folio.id };
  if (folio.kind === 'city') return { kind: 'recovery', cityAccount: folio.id };
  return { kind: 'guest', reservation: folio.id };
}

/** A payment method picker (cash, card, bank transfer, mobile money). */
export function MethodField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const { t } = useHotelText();
  return (
    <FormField label={t('Method')} required error={error}>
      {(props) => (
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger {...props} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PAYMENT_METHODS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {t(option.label)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

/** Takes a payment on a folio (POST api/hotel/payments), dated now on the business date; the balance by default. */
export function TakePaymentDialog({ folio, name, balance, businessDate, onDone, onClose }: TakePaymentDialogProps) {
  const { t, tm } = useHotelText();
  const client = useHttpClient();
  const [amount, setAmount] = useState(balance > 0 ? balance.toFixed(2) : '');
  const [method, setMethod] = useState('cash');
  const [note, setNote] = useState('');
  const submit = useSubmit();
  const noteLimit = textLimit('Note', note, 240);

  const send = async () => {
    const value = parseAmount(amount);
    if (value === undefined || anyOverLimit(noteLimit)) return submit.refuse(value === undefined ? { amount: AMOUNT_MESSAGE } : {});
    const record = { ...paymentOwner(folio), amount: value, method, date: businessDateTime(businessDate), ...(note.trim() ? { note: note.trim() } : {}) };
    const payment = await submit.run(() => client.post<HotelRecord>(hotelPaths.list('payments'), { record }));
    if (payment) onDone(payment);
  };

  return (
    <FolioDialog
      title={t('Take payment from {{name}}', { name })}
      description={
        balance > 0
          ? t('The folio owes {{amount}}. The receipt is dated on the business date, {{date}}.', { amount: formatMoney(balance), date: formatBusinessDate(businessDate) })
          : t('The receipt is dated on the business date, {{date}}.', { date: formatBusinessDate(businessDate) })
      }
      submitLabel={t('Take payment')}
      busy={submit.busy}
      error={submit.error}
      dirty={note.trim() !== '' || amount !== (balance > 0 ? balance.toFixed(2) : '')}
      onClose={onClose}
      onSubmit={() => void send()}
    >
      <FormField label={t('Amount ({{currency}})', { currency: CURRENCY })} required error={submit.fields.amount}>
        <Input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" autoComplete="off" />
      </FormField>
      <MethodField value={method} onChange={setMethod} error={submit.fields.method} />
      <FormField label={t('Note (optional)')} count={noteLimit.count} error={noteLimit.error ? tm(noteLimit.error) : submit.fields.note}>
        <Input value={note} onChange={(e) => setNote(e.target.value)} autoComplete="off" />
      </FormField>
    </FolioDialog>
  );
}
