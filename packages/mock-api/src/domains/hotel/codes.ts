import type { Field } from '@hotel/domain';
import type { HotelState } from './state';

function codePrefix(field: Field): string | undefined {
  return field.readOnly && field.pattern?.endsWith('-\\d{5}') ? field.pattern.slice(0, -6) : undefined;
}

/** The next document number for a read-only code field, e.g. RES-00013 (undefined for other fields). */
export function nextCode(state: Pick<HotelState, 'counters'>, field: Field): string | undefined {
  const prefix = codePrefix(field);
  if (!prefix) return undefined;
  const next = (state.counters[prefix] ?? 0) + 1;
  state.counters[prefix] = next;
  return `${prefix}-${String(next).padStart(5, '0')}`;
}

/** A new record id, deterministic per store (works where crypto.randomUUID does not: plain-http origins). */
export function nextId(state: Pick<HotelState, 'counters'>, resource: string): string {
  const next = (state.counters['#id'] ?? 0) + 1;
  state.counters['#id'] = next;
  return `${resource}-${String(next).padStart(6, '0')}`;
}
