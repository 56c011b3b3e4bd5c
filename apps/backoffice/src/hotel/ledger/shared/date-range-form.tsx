import { useState, type FormEvent, type ReactNode } from 'react';
import { isIsoDate } from '@hotel/domain';
import { Button, FormField, Input } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';

/** A date range as YYYY-MM-DD strings; '' leaves that end open. */
export interface DateRange {
  from: string;
  to: string;
}

export interface DateRangeFormProps {
  /** The applied range (the form starts from it and follows it when it changes). */
  value: DateRange;
  /** Called with a checked range when the form is applied or a preset is pressed. */
  onApply: (range: DateRange) => void;
  /** One-press ranges ('Business date', 'Month to date'), labelled in the user's language. */
  presets?: readonly { label: string; range: DateRange }[];
  /** Accessible name of the form (in the user's language). */
  label: string;
  /** Fields shown before the dates (an account picker). */
  children?: ReactNode;
  /** Disables the buttons (nothing to apply to yet). */
  disabled?: boolean;
}

/** From and To dates with Apply and presets; refuses a malformed date or a range that ends before it starts. */
export function DateRangeForm({ value, onApply, presets = [], label, children, disabled = false }: DateRangeFormProps) {
  const { t } = useHotelText();
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  const [error, setError] = useState<string>();
  if (applied.from !== value.from || applied.to !== value.to) {
    // The applied range changed from outside (a preset, a link): the form follows it.
    setApplied(value);
    setDraft(value);
    setError(undefined);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ((draft.from && !isIsoDate(draft.from)) || (draft.to && !isIsoDate(draft.to))) return setError(t('Enter dates as YYYY-MM-DD.'));
    if (draft.from && draft.to && draft.to < draft.from) return setError(t('The range ends before it starts.'));
    setError(undefined);
    onApply(draft);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label} data-slot="ledger-range-form" className="flex flex-wrap items-end gap-3 print:hidden">
      {children}
      <FormField label={t('From')} className="w-full sm:w-44">
        <Input type="date" value={draft.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} />
      </FormField>
      <FormField label={t('To')} className="w-full sm:w-44" error={error}>
        <Input type="date" value={draft.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={disabled}>
          {t('Apply')}
        </Button>
        {presets.map((preset) => (
          <Button key={preset.label} type="button" variant="outline" disabled={disabled} onClick={() => onApply(preset.range)}>
            {preset.label}
          </Button>
        ))}
      </div>
    </form>
  );
}
