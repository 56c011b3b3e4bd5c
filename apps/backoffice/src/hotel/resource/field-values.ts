import type { Field, HotelRecord, Resource } from '@hotel/domain';
import { businessDateTime } from '../shared/use-business-date';
import { addDays } from '../views/date-range';

/** What a form input holds: text for most fields, a boolean for switches. */
export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;

const pad = (n: number) => String(n).padStart(2, '0');

/** A datetime ISO string as the `datetime-local` input shows it (local time, minutes). */
export function toLocalDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A stored value as its input holds it. */
export function toFormValue(field: Field, value: unknown): FormValue {
  if (field.type === 'boolean') return value === true;
  if (value === null || value === undefined) return '';
  if (field.type === 'datetime') return typeof value === 'string' ? toLocalDateTime(value) : '';
  if (field.type === 'date') return String(value).slice(0, 10);
  return String(value);
}

/** An input's value as the API takes it: numbers parsed, '' as null, local datetimes as ISO. */
export function fromFormValue(field: Field, value: FormValue): unknown {
  if (field.type === 'boolean') return value === true;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return null;
  switch (field.type) {
    case 'number':
    case 'money':
    case 'percent': {
      const number = Number(text.replace(/,/g, ''));
      return Number.isFinite(number) ? number : text;
    }
    case 'datetime': {
      const date = new Date(text);
      return Number.isNaN(date.getTime()) ? text : date.toISOString();
    }
    default:
      return text;
  }
}

/** The fields a form edits: declared, not fixed by the screen's filter. Read-only fields are shown, never sent. */
export function formFields(resource: Resource, fixed: Readonly<Record<string, string>> = {}, only?: readonly string[]): Field[] {
  return resource.fields.filter((field) => !(field.name in fixed) && (only === undefined || only.includes(field.name)));
}

/** What a new record's required dates start from: the hotel's business date, and the clock for a time. */
export interface FormToday {
  /** The business date (YYYY-MM-DD), once known. */
  businessDate?: string;
  /** Now (the time of a required date and time). */
  now: Date;
}

/**
 * A new record's value of a field without a declared default: a required date is the business date;
 * a date and time is now on the business date as the server reads it (the business date with the
 * current UTC time, as the folio's payments are dated), so its posting day is the business date
 * whatever the computer's time zone; the input shows it in local time.
 */
function todayValue(field: Field, today: FormToday | undefined): FormValue | undefined {
  if (!field.required || !today?.businessDate) return undefined;
  if (field.type === 'date') return today.businessDate;
  if (field.type === 'datetime') return toFormValue(field, businessDateTime(today.businessDate, today.now));
  return undefined;
}

/**
 * The starting values of a form: the record's, or for a new record each field's default, a required
 * date's business date (staff no longer type today's date on every charge and payment), or empty.
 */
export function initialValues(fields: readonly Field[], record?: HotelRecord, today?: FormToday): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const fromToday = record || field.default !== undefined ? undefined : todayValue(field, today);
    values[field.name] = fromToday ?? toFormValue(field, record ? record[field.name] : (field.default ?? (field.type === 'boolean' ? false : null)));
  }
  return values;
}

/**
 * A new record's date pairs (the resource's `dateOrder`: arrival and departure, from and to): where
 * the later date starts on or before the earlier one, and was not given (`given`: the screen's or
 * the caller's values), it starts the day after the earlier, so a new stay starts as one night
 * rather than an empty one the API refuses.
 */
export function followDateOrder(values: FormValues, pairs: readonly (readonly [string, string])[] = [], given: ReadonlySet<string> = new Set()): FormValues {
  const next = { ...values };
  for (const [earlier, later] of pairs) {
    const start = next[earlier];
    const end = next[later];
    if (given.has(later) || typeof start !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(start) || typeof end !== 'string' || end === '' || end > start) continue;
    next[later] = addDays(start, 1);
  }
  return next;
}

/**
 * The body of a create (every editable field, plus the screen's fixed values) or an update (only
 * the fields that changed). Read-only and computed fields are never sent.
 */
export function recordInput(
  fields: readonly Field[],
  values: FormValues,
  options: { mode: 'create' | 'update'; initial: FormValues; fixed?: Readonly<Record<string, string>> },
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.readOnly || field.product) continue;
    const value = values[field.name] ?? '';
    if (options.mode === 'update' && value === options.initial[field.name]) continue;
    const converted = fromFormValue(field, value);
    if (options.mode === 'create' && converted === null) continue;
    input[field.name] = converted;
  }
  if (options.mode === 'create') Object.assign(input, options.fixed ?? {});
  return input;
}

/** The HTML input type and attributes of a field. */
export function inputAttributes(field: Field): { type: string; inputMode?: 'decimal' | 'numeric' | 'tel' | 'email'; step?: string; min?: number; max?: number } {
  switch (field.type) {
    case 'number':
      return { type: 'number', inputMode: field.format === 'integer' ? 'numeric' : 'decimal', step: field.format === 'integer' ? '1' : 'any', min: field.min, max: field.max };
    case 'money':
      return { type: 'number', inputMode: 'decimal', step: '0.01', min: field.min, max: field.max };
    case 'percent':
      return { type: 'number', inputMode: 'decimal', step: 'any', min: field.min, max: field.max };
    case 'date':
      return { type: 'date' };
    case 'datetime':
      return { type: 'datetime-local' };
    case 'email':
      return { type: 'email', inputMode: 'email' };
    case 'phone':
      return { type: 'tel', inputMode: 'tel' };
    default:
      return { type: field.format === 'time' ? 'time' : field.format === 'url' ? 'url' : 'text' };
  }
}
