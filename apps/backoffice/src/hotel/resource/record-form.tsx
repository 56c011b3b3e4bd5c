import type { FormEvent, ReactNode } from 'react';
import { Alert, FormField, Textarea } from '@hotel/ui';
import { tooLongMessage } from '@hotel/domain';
import { useHotelText } from '../../i18n/hotel-text';
import { REASON_MAX, type RecordFormState } from './use-record-form';
import { FieldInput } from './field-input';

export interface RecordFormProps {
  /** The form state from useRecordForm. */
  form: RecordFormState;
  /** Id of the <form> (a footer button submits it with `form=`). */
  id: string;
  /** Called after a successful save, with the saved record. */
  onSaved: (record: NonNullable<Awaited<ReturnType<RecordFormState['submit']>>>) => void;
  /** Shows every input disabled (read-only screens, locked records). */
  readOnly?: boolean;
  /** Reference labels (field → id → label) of the record. */
  labels?: Record<string, Record<string, string>>;
  /** Extra content after the fields. */
  children?: ReactNode;
}

/** The generated form: one input per declared field, errors per field, a form-level alert. */
export function RecordForm({ form, id, onSaved, readOnly = false, labels = {}, children }: RecordFormProps) {
  const { t, tm } = useHotelText();
  const reasonError = form.errors.reason ?? (form.reason.length > REASON_MAX ? tooLongMessage('Reason', REASON_MAX) : undefined);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    const saved = await form.submit();
    if (saved) onSaved(saved);
  };
  return (
    <form id={id} noValidate onSubmit={onSubmit} data-slot="record-form" aria-busy={form.saving || undefined} className="grid gap-4">
      {form.formError ? (
        <Alert variant="error" title={t('Not saved')}>
          {tm(form.formError)}
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {form.fields.map((field) => (
          <div key={field.name} className={field.type === 'longtext' ? 'sm:col-span-2' : undefined}>
            <FieldInput
              field={field}
              value={form.values[field.name] ?? ''}
              onChange={(value) => form.setValue(field.name, value)}
              error={form.errors[field.name]}
              disabled={readOnly || form.saving}
              referenceLabel={labels[field.name]?.[String(form.values[field.name])]}
            />
          </div>
        ))}
      </div>
      {form.correction ? (
        <FormField
          label={t('Reason')}
          required
          description={t('A correction reverses the original postings and posts the corrected ones on the business date; the reason names both in the books.')}
          count={{ length: form.reason.length, max: REASON_MAX }}
          error={reasonError === undefined ? undefined : tm(reasonError)}
          disabled={readOnly || form.saving}
        >
          <Textarea value={form.reason} onChange={(e) => form.setReason(e.target.value)} rows={3} readOnly={readOnly} data-field="reason" />
        </FormField>
      ) : null}
      {children}
    </form>
  );
}
