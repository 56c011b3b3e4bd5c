import { useState } from 'react';
import { CHARGE_CATEGORIES, CURRENCY, formatMoney, ledgerPaths, type ChargeCategory, type FolioRef, type FolioResponse } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { FormField, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, Textarea } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { anyOverLimit, textLimit } from '../shared/text-limit';
import { CATEGORY_LABELS } from './folio-lines';
import { FolioDialog } from './folio-dialog';
import { AMOUNT_MESSAGE, parseAmount, useSubmit } from './use-submit';

export interface AllowanceDialogProps {
  /** The folio the allowance credits. */
  folio: FolioRef;
  /** Who it is for (the title names them). */
  name: string;
  /** What the folio owes: an allowance may not be more. */
  balance: number;
  /** Called with the folio as it is after the allowance. */
  onDone: (folio: FolioResponse) => void;
  onClose: () => void;
}

/** A discount on what a folio owes, with a reason (POST …/allowance; supervisors, managers, auditors and admins). */
export function AllowanceDialog({ folio, name, balance, onDone, onClose }: AllowanceDialogProps) {
  const { t, tm } = useHotelText();
  const client = useHttpClient();
  const [amount, setAmount] = useState('');
  const initialDescription = t('Allowance');
  const [description, setDescription] = useState(initialDescription);
  const [category, setCategory] = useState<ChargeCategory>('room-night');
  const [reason, setReason] = useState('');
  const submit = useSubmit();
  const descriptionLimit = textLimit('Description', description, 120);
  const reasonLimit = textLimit('Reason', reason, 240);

  const send = async () => {
    const value = parseAmount(amount);
    const problems: Record<string, string> = {};
    if (value === undefined) problems.amount = AMOUNT_MESSAGE;
    else if (value > balance) problems.amount = t('At most what the folio owes, {{amount}}', { amount: formatMoney(balance) });
    if (!description.trim()) problems.description = t('A description is required');
    if (!reason.trim()) problems.reason = t('A reason is required for an allowance');
    if (Object.keys(problems).length || anyOverLimit(descriptionLimit, reasonLimit)) return submit.refuse(problems);
    const body = { amount: value, description: description.trim(), reason: reason.trim(), category };
    const after = await submit.run(() => client.post<FolioResponse>(ledgerPaths.folioAllowance(folio), body));
    if (after) onDone(after);
  };

  return (
    <FolioDialog
      title={t('Allowance for {{name}}', { name })}
      description={t('A credit on the folio that reduces the revenue of the category it names (the folio owes {{amount}}).', { amount: formatMoney(balance) })}
      submitLabel={t('Grant allowance')}
      busy={submit.busy}
      error={submit.error}
      dirty={amount.trim() !== '' || reason.trim() !== '' || description !== initialDescription}
      onClose={onClose}
      onSubmit={() => void send()}
    >
      <FormField label={t('Amount ({{currency}})', { currency: CURRENCY })} required error={submit.fields.amount}>
        <Input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" autoComplete="off" />
      </FormField>
      <FormField label={t('Category it reduces')} required error={submit.fields.category}>
        {(props) => (
          <Select value={category} onValueChange={(value) => setCategory(value as ChargeCategory)}>
            <SelectTrigger {...props} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {CHARGE_CATEGORIES.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(CATEGORY_LABELS[value])}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label={t('Description')} required count={descriptionLimit.count} error={descriptionLimit.error ? tm(descriptionLimit.error) : submit.fields.description}>
        <Input value={description} onChange={(e) => setDescription(e.target.value)} autoComplete="off" />
      </FormField>
      <FormField label={t('Reason')} required count={reasonLimit.count} error={reasonLimit.error ? tm(reasonLimit.error) : submit.fields.reason}>
        <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={2} />
      </FormField>
    </FolioDialog>
  );
}
