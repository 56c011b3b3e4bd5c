import { hotelPaths, CURRENCY, tooLongMessage, type Field, type HotelListResponse } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { FormField, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, Switch, Textarea } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { inputAttributes, type FormValue } from './field-values';
import { messageOf, useRequest } from '../shared/use-request';

/** The field types staff type as text (a reference is a select, a time a time picker). */
const TYPED = new Set(['text', 'longtext', 'email', 'phone']);

/** Value of the 'no choice' item of optional selects (Radix Select items cannot be empty). */
const NONE = '__none__';

export interface FieldInputProps {
  /** The declared field. */
  field: Field;
  /** The input's value (text, or a boolean for switches). */
  value: FormValue;
  /** Called with the new input value. */
  onChange: (value: FormValue) => void;
  /** Error message under the input (client or server). */
  error?: string;
  /** Disables the input (read-only fields, saving, read-only screens). */
  disabled?: boolean;
  /** Label of the current reference value when it is not among the loaded choices. */
  referenceLabel?: string;
}

/** One declared field as its input: text, longtext, number, money, percent, date, datetime, email, phone, enum, boolean, reference. */
export function FieldInput({ field, value, onChange, error: given, disabled = false, referenceLabel }: FieldInputProps) {
  const { t, tm } = useHotelText();
  const readOnly = disabled || field.readOnly === true || field.product !== undefined;
  const description = field.product
    ? t('Computed: {{product}}', { product: field.product.join(' × ') })
    : field.readOnly
      ? t('Set by the hotel system.')
      : field.type === 'money'
        ? field.help === undefined
          ? t('Amount in {{currency}}.', { currency: CURRENCY })
          : t(field.help)
        : field.help === undefined
          ? undefined
          : t(field.help);
  const required = field.required === true && !readOnly;
  const length = lengthCheck(field, value, readOnly);
  // Messages are made in English (the domain's validation, the API): shown in the user's language.
  const error = given === undefined ? undefined : tm(given);
  const shownError = error ?? (length.error === undefined ? undefined : tm(length.error));
  const count = length.count;
  const label = t(field.label);

  if (field.type === 'boolean') {
    return (
      <FormField label={label} description={description} error={error} disabled={readOnly}>
        {(props) => (
          <Switch {...props} checked={value === true} onCheckedChange={(checked) => onChange(checked)} disabled={readOnly} data-field={field.name} />
        )}
      </FormField>
    );
  }
  if (field.type === 'enum') {
    return (
      <FormField label={label} description={description} error={error} required={required} disabled={readOnly}>
        {(props) => (
          <Select value={typeof value === 'string' && value ? value : NONE} onValueChange={(next) => onChange(next === NONE ? '' : next)} disabled={readOnly}>
            <SelectTrigger {...props} className="w-full" data-field={field.name}>
              <SelectValue placeholder={t('Choose…')} />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NONE}>{required ? t('Choose…') : t('None')}</SelectItem>
              {field.options?.map((option) => (
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
  if (field.type === 'reference' && field.reference && !readOnly) {
    return <ReferenceInput field={field} value={String(value)} onChange={onChange} error={error} required={required} description={description} currentLabel={referenceLabel} />;
  }
  // A text input is read-only, never disabled (it can be focused, read and copied), so its label is
  // not dimmed either: the dimmed label of a focusable control fails the contrast check.
  if (field.type === 'longtext') {
    return (
      <FormField label={label} description={description} count={count} error={shownError} required={required}>
        <Textarea value={String(value)} onChange={(e) => onChange(e.target.value)} readOnly={readOnly} rows={4} data-field={field.name} />
      </FormField>
    );
  }
  const attributes = inputAttributes(field);
  const shown = field.type === 'reference' ? (referenceLabel ?? String(value)) : String(value);
  return (
    <FormField label={field.type === 'money' ? `${label} (${CURRENCY})` : field.type === 'percent' ? `${label} (%)` : label} description={description} count={count} error={shownError} required={required}>
      <Input
        {...attributes}
        type={field.type === 'reference' ? 'text' : attributes.type}
        value={shown}
        onChange={(e) => onChange(e.target.value)}
        readOnly={readOnly}
        className={field.format === 'code' ? 'font-mono' : undefined}
        data-field={field.name}
      />
    </FormField>
  );
}

/**
 * A text's limit, told rather than enforced by cutting (a `maxLength` attribute silently drops what
 * is typed or pasted beyond it): every text staff type with a limit shows its count, and beyond the
 * limit the API's own message says so while saving is refused (validateRecord, and the API's 400).
 */
export function lengthCheck(field: Field, value: FormValue, readOnly: boolean): { count?: { length: number; max: number }; error?: string } {
  const max = field.maxLength;
  if (readOnly || max === undefined || typeof value !== 'string' || !TYPED.has(field.type) || field.format === 'time') return {};
  const count = { length: value.length, max };
  return value.length > max ? { count, error: tooLongMessage(field.label, max) } : { count };
}

interface ReferenceInputProps {
  field: Field;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required: boolean;
  description?: string;
  currentLabel?: string;
}

/** A select of the referenced resource's records (up to 1000, by their label field). */
function ReferenceInput({ field, value, onChange, error, required, description, currentLabel }: ReferenceInputProps) {
  const { t, tm } = useHotelText();
  const client = useHttpClient();
  const reference = field.reference ?? { resource: '', labelField: 'name' };
  const choices = useRequest(`ref:${reference.resource}`, (signal) =>
    client.get<HotelListResponse>(hotelPaths.list(reference.resource), { query: { size: 1000, sort: reference.labelField, order: 'asc' }, signal, skipLoading: true }),
  );
  const items = choices.data?.items ?? [];
  const hasCurrent = value !== '' && !items.some((item) => item.id === value);
  const problem = choices.error ? t('Choices could not be loaded: {{reason}}', { reason: tm(messageOf(choices.error)) }) : undefined;
  return (
    <FormField label={t(field.label)} description={problem ?? description} error={error} required={required}>
      {(props) => (
        <Select value={value || NONE} onValueChange={(next) => onChange(next === NONE ? '' : next)} disabled={choices.loading && !choices.data}>
          <SelectTrigger {...props} className="w-full" data-field={field.name}>
            <SelectValue placeholder={choices.loading ? t('Loading…') : t('Choose…')} />
          </SelectTrigger>
          <SelectContent className="max-h-72">
            <SelectItem value={NONE}>{required ? t('Choose…') : t('None')}</SelectItem>
            {hasCurrent ? <SelectItem value={value}>{currentLabel ?? value}</SelectItem> : null}
            {items.map((item) => (
              <SelectItem key={item.id} value={item.id}>
                {String(item[reference.labelField] ?? item.id)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
