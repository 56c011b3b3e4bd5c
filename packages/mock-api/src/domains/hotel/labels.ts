import { findResource, type HotelRecord, type Resource } from '@hotel/domain';
import { findRecord } from './records';
import type { HotelState } from './state';

/** The label of a referenced record (its reference labelField), or the id when it is gone. */
export function labelOf(state: HotelState, resourceName: string, id: unknown, labelField?: string): string | null {
  if (typeof id !== 'string' || id === '') return null;
  const resource = findResource(resourceName);
  const record = findRecord(state, resourceName, id);
  if (!record || !resource) return id;
  const value = record[labelField ?? resource.title];
  return value === null || value === undefined ? id : String(value);
}

/** A copy of a record with every reference replaced by its label (reports and documents). */
export function withLabels(state: HotelState, resource: Resource, record: HotelRecord): Record<string, unknown> {
  const out: Record<string, unknown> = { ...record };
  for (const field of resource.fields) {
    if (field.type === 'reference' && field.reference) out[field.name] = labelOf(state, field.reference.resource, record[field.name], field.reference.labelField);
    if (field.type === 'enum') out[field.name] = field.options?.find((o) => o.value === record[field.name])?.label ?? record[field.name] ?? null;
  }
  return out;
}

/** For the references shown on a page of records: id → label, per field. */
export function referenceLabels(state: HotelState, resource: Resource, records: HotelRecord[]): Record<string, Record<string, string>> {
  const labels: Record<string, Record<string, string>> = {};
  for (const field of resource.fields) {
    if (field.type !== 'reference' || !field.reference) continue;
    const map: Record<string, string> = {};
    for (const record of records) {
      const id = record[field.name];
      // Each id is looked up once (a 1000-record page names the same few records again and again).
      if (typeof id === 'string' && !Object.hasOwn(map, id)) map[id] = labelOf(state, field.reference.resource, id, field.reference.labelField) ?? id;
    }
    labels[field.name] = map;
  }
  return labels;
}
