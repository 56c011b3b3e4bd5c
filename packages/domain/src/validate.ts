import type { Field, HotelRecord, Resource } from './types';

/** The outcome of validating a record: the cleaned value, or a message per field. */
export type ValidationResult =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; fields: Record<string, string> };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{5,30}$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function decimals(value: number): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot < 0 || text.includes('e') ? 0 : text.length - dot - 1;
}

/**
 * The message of a text over its limit, the same in a form and in the API's 400
 * ('Notes must be at most 2,000 characters'): a text is refused whole, never cut to fit.
 */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max.toLocaleString('en-US')} characters`;
}

/** Checks one present, non-empty value against its field; answers the cleaned value or a message. */
export function checkField(field: Field, raw: unknown): { value: unknown } | { error: string } {
  switch (field.type) {
    case 'text':
    case 'longtext':
    case 'email':
    case 'phone':
    case 'reference': {
      if (typeof raw !== 'string') return { error: `${field.label} must be text` };
      const value = raw.trim();
      if (field.maxLength !== undefined && value.length > field.maxLength) {
        return { error: tooLongMessage(field.label, field.maxLength) };
      }
      if (field.type === 'email' && !EMAIL.test(value)) return { error: `${field.label} must be an email address` };
      if (field.type === 'phone' && !PHONE.test(value)) return { error: `${field.label} must be a phone number such as +1 555 0100` };
      if (field.pattern && !new RegExp(`^(?:${field.pattern})$`).test(value)) {
        return { error: `${field.label} ${field.patternMessage ?? 'has the wrong format'}` };
      }
      return { value };
    }
    case 'number':
    case 'money':
    case 'percent': {
      if (typeof raw !== 'number' || !Number.isFinite(raw)) return { error: `${field.label} must be a number` };
      if (field.format === 'integer' && !Number.isInteger(raw)) return { error: `${field.label} must be a whole number` };
      if (field.type === 'money' && decimals(raw) > 2) return { error: `${field.label} must have at most 2 decimals` };
      if (field.min !== undefined && raw < field.min) return { error: `${field.label} must be at least ${field.min}` };
      if (field.max !== undefined && raw > field.max) return { error: `${field.label} must be at most ${field.max}` };
      return { value: raw };
    }
    case 'date':
      if (typeof raw !== 'string' || !isIsoDate(raw)) return { error: `${field.label} must be a date (YYYY-MM-DD)` };
      return { value: raw };
    case 'datetime': {
      if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(Date.parse(raw))) {
        return { error: `${field.label} must be a date and time (ISO 8601)` };
      }
      return { value: new Date(raw).toISOString() };
    }
    case 'enum': {
      const allowed = field.options?.map((option) => option.value) ?? [];
      if (typeof raw !== 'string' || !allowed.includes(raw)) {
        return { error: `${field.label} must be one of ${field.options?.map((option) => option.label).join(', ')}` };
      }
      return { value: raw };
    }
    case 'boolean':
      if (typeof raw !== 'boolean') return { error: `${field.label} must be true or false` };
      return { value: raw };
  }
}

/**
 * Validates a record against its declaration. On create, required fields must be present and
 * defaults fill the gaps; on update only the given fields are checked (a required field may not be
 * cleared). Read-only fields (`readOnly`, `id`, `stage`) and unknown fields are refused. Products
 * (`amount = quantity x unitPrice`) are recomputed, using `current` for the fields not given.
 * References are only checked to be ids here; the API checks that they exist.
 */
export function validateRecord(
  resource: Resource,
  input: unknown,
  mode: 'create' | 'update',
  current?: HotelRecord,
): ValidationResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, fields: { '(record)': `A ${resource.singular} must be an object of fields` } };
  }
  const given = input as Record<string, unknown>;
  const fields: Record<string, string> = {};
  const value: Record<string, unknown> = {};
  const byName = new Map(resource.fields.map((field) => [field.name, field]));

  for (const key of Object.keys(given)) {
    const field = byName.get(key);
    if (!field) fields[key] = `${key} is not a field of ${resource.label}`;
    else if ((field.readOnly || field.product) && given[key] !== undefined) fields[key] = `${field.label} is set by the server`;
  }

  for (const field of resource.fields) {
    if (field.readOnly || field.product) continue;
    const present = Object.hasOwn(given, field.name);
    const raw = given[field.name];
    if (isEmpty(raw)) {
      if (field.required && (mode === 'create' || present)) {
        if (mode === 'create' && field.default !== undefined && field.default !== null && !present) value[field.name] = field.default;
        else fields[field.name] = `${field.label} is required`;
      } else if (mode === 'create') {
        value[field.name] = field.default ?? null;
      } else if (present) {
        value[field.name] = null;
      }
      continue;
    }
    const checked = checkField(field, raw);
    if ('error' in checked) fields[field.name] = checked.error;
    else value[field.name] = checked.value;
  }

  const merged: Record<string, unknown> = { ...current, ...value };
  for (const [earlier, later] of resource.dateOrder ?? []) {
    const a = merged[earlier];
    const b = merged[later];
    if (typeof a === 'string' && typeof b === 'string' && b < a && !fields[earlier] && !fields[later]) {
      const first = byName.get(earlier)?.label ?? earlier;
      fields[later] = `${byName.get(later)?.label ?? later} may not be before ${first}`;
    }
  }

  if (Object.keys(fields).length > 0) return { ok: false, fields };

  for (const field of resource.fields) {
    if (!field.product) continue;
    const [a, b] = field.product;
    const x = merged[a];
    const y = merged[b];
    value[field.name] = typeof x === 'number' && typeof y === 'number' ? Math.round(x * y * 100) / 100 : null;
  }
  return { ok: true, value };
}
