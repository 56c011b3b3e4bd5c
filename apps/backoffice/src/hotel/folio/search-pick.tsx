import { useId } from 'react';
import { FormField, Input, Label, RadioGroup, RadioGroupItem } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';

/** One choice of a SearchPick. */
export interface PickOption {
  id: string;
  /** What the choice is called. */
  label: string;
  /** A second line (number, balance, kind). */
  detail?: string;
}

export interface SearchPickProps {
  /** Name of the list of choices (a radio group). */
  label: string;
  /** Label of the search field. */
  searchLabel: string;
  /** The search text. */
  query: string;
  onQuery: (query: string) => void;
  /** The choices matching the search. */
  options: readonly PickOption[];
  /** Choices are being looked up. */
  loading?: boolean;
  /** Why the choices could not be looked up. */
  problem?: string;
  /** The chosen id ('' for none). */
  value: string;
  onChange: (id: string) => void;
  /** Error of the choice (none picked, or the server's). */
  error?: string;
}

/** A search field over a short list of radio choices: search a folio or an account and pick one. */
export function SearchPick({ label, searchLabel, query, onQuery, options, loading = false, problem, value, onChange, error }: SearchPickProps) {
  const { t } = useHotelText();
  const id = useId();
  const status = problem ?? (loading && options.length === 0 ? t('Searching…') : options.length === 0 ? t('Nothing matches; try another name or number.') : undefined);
  return (
    <div data-slot="search-pick" className="grid gap-2">
      <FormField label={searchLabel}>
        <Input type="search" value={query} onChange={(e) => onQuery(e.target.value)} autoComplete="off" />
      </FormField>
      <fieldset className="grid gap-1" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-foreground">{label}</legend>
        {status ? (
          <p className="text-sm text-muted-foreground" role="status">
            {status}
          </p>
        ) : (
          <RadioGroup value={value} onValueChange={onChange} aria-label={label} aria-invalid={error ? true : undefined} className="grid max-h-56 gap-1 overflow-y-auto">
            {options.map((option) => (
              <div key={option.id} className="flex items-start gap-2 rounded-md border border-border px-3 py-2 has-[[data-state=checked]]:border-primary">
                <RadioGroupItem value={option.id} id={`${id}-${option.id}`} className="mt-0.5" />
                <Label htmlFor={`${id}-${option.id}`} className="grid cursor-pointer gap-0.5 font-normal">
                  <span className="font-medium">{option.label}</span>
                  {option.detail ? <span className="text-xs text-muted-foreground">{option.detail}</span> : null}
                </Label>
              </div>
            ))}
          </RadioGroup>
        )}
        {error ? (
          <p id={`${id}-error`} className="text-xs font-medium text-warn" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
