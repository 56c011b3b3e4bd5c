import { useState } from 'react';
import { CURRENCY, getResource, hotelPaths, type FolioRef, type HotelRecord } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { FormField, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { formatBusinessDate } from '../shared/use-business-date';
import { anyOverLimit, textLimit } from '../shared/text-limit';
import { FolioDialog } from './folio-dialog';
import { AMOUNT_MESSAGE, parseAmount, useSubmit } from './use-submit';

export interface PostChargeDialogProps {
  /** The stay or group folio the charge posts to. */
  folio: FolioRef;
  /** Who the folio is for (the title names them). */
  name: string;
  /** The business date the charge is posted on. */
  businessDate: string;
  /** Called once the charge is posted. */
  onDone: (charge: HotelRecord) => void;
  onClose: () => void;
}

/** The charge categories of room and group charges (the documents' own enum). */
function categoriesOf(resource: string) {
  return getResource(resource).fields.find((field) => field.name === 'category')?.options ?? [];
}

/** Posts a room charge to a stay (POST api/hotel/room-charges) or a group charge to a group, on the business date. */
export function PostChargeDialog({ folio, name, businessDate, onDone, onClose }: PostChargeDialogProps) {
  const { t, tm } = useHotelText();
  const client = useHttpClient();
  const resource = folio.kind === 'group' ? 'group-charges' : 'room-charges';
  const categories = categoriesOf(resource);
  const [category, setCategory] = useState(folio.kind === 'group' ? 'room' : 'minibar');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const submit = useSubmit();
  const descriptionLimit = textLimit('Description', description, 120);

  const send = async () => {
    const value = parseAmount(amount);
    const problems: Record<string, string> = {};
    if (!description.trim()) problems.description = t('Say what the charge is for');
    if (value === undefined) problems.amount = AMOUNT_MESSAGE;
    if (Object.keys(problems).length || anyOverLimit(descriptionLimit)) return submit.refuse(problems);
    const owner = folio.kind === 'group' ? { group: folio.id } : { reservation: folio.id };
    const record = { ...owner, category, description: description.trim(), amount: value, date: businessDate };
    const charge = await submit.run(() => client.post<HotelRecord>(hotelPaths.list(resource), { record }));
    if (charge) onDone(charge);
  };

  return (
    <FolioDialog
      title={t('Post charge to {{name}}', { name })}
      description={t('The charge is posted on the business date, {{date}}, to the folio and the books.', { date: formatBusinessDate(businessDate) })}
      submitLabel={t('Post charge')}
      busy={submit.busy}
      error={submit.error}
      dirty={description.trim() !== '' || amount.trim() !== ''}
      onClose={onClose}
      onSubmit={() => void send()}
    >
      <FormField label={t('Category')} required error={submit.fields.category}>
        {(props) => (
          <Select value={category} onValueChange={setCategory}>
            <SelectTrigger {...props} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {categories.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {t(option.label)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label={t('Description')} required count={descriptionLimit.count} error={descriptionLimit.error ? tm(descriptionLimit.error) : submit.fields.description}>
        <Input value={description} onChange={(e) => setDescription(e.target.value)} autoComplete="off" />
      </FormField>
      <FormField label={t('Amount ({{currency}})', { currency: CURRENCY })} required error={submit.fields.amount}>
        <Input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" autoComplete="off" />
      </FormField>
    </FolioDialog>
  );
}
