import { getResource, type Field, type HotelRecord, type Resource } from '@hotel/domain';
import type { Rng } from '../../core/random';
import { COMPANIES, COUNTRIES, FIRST, LAST, NAMES, PEOPLE_FIELDS, PHRASES } from './seed-names';

/*
 * The seed's values drafted field by field from the declarations (curated names where a generic
 * value would read badly), and the draws of the docket fields the seed no longer keeps: the order of
 * the rng's draws here is the seed's, so a change that draws one value more or less changes every
 * later record.
 */

export const DAY = 86_400_000;
export const iso = (date: Date) => date.toISOString().slice(0, 10);

export function personName(rng: Rng): string {
  return `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
}

export interface Draft {
  rng: Rng;
  now: Date;
  /** Days of history the seed will live (years it reaches stay open). */
  days: number;
  index: number;
  records: Record<string, HotelRecord[]>;
}

function textValue(resource: Resource, field: Field, d: Draft): string {
  const { rng, index } = d;
  const names = NAMES[resource.name];
  if (field.name === resource.title && names) return names[index % names.length] ?? `${resource.singular} ${index + 1}`;
  // A declared time (the hotel's check-in at 14:00, check-out at 11:00) is the hotel's; others open early and close late.
  if (field.format === 'time' && typeof field.default === 'string') return field.default;
  if (field.format === 'time') return field.name.startsWith('close') || field.name.startsWith('checkOut') ? '22:00' : '07:00';
  if (field.name === 'code') {
    if (field.pattern?.startsWith('\\d')) return String(1000 + index * 10);
    return `${resource.name.slice(0, 3).toUpperCase()}${String(index + 1).padStart(2, '0')}`;
  }
  if (field.name === 'senderId') return index === 0 ? 'GRANDHOTEL' : 'MERIDIAN';
  if (field.name === 'apiUrl') return index === 0 ? 'https://api.twilio.example/v1/sms' : 'https://sms.example.org/send';
  if (field.name === 'accountNumber') return String(rng.int(1_000_000_000, 1_999_999_999));
  if (field.name === 'accountName') return 'Grand Meridian Hotel Ltd';
  if (field.name === 'idNumber') return `A${rng.int(10_000_000, 99_999_999)}`;
  if (field.name === 'taxId') return `TIN-${rng.int(100_000, 999_999)}`;
  if (field.name === 'nationality') return rng.pick(COUNTRIES);
  if (field.name === 'company' || field.name === 'billTo') return rng.pick(COMPANIES);
  if (field.name === 'address') return `${rng.int(1, 240)} ${rng.pick(['Marina Road', 'Palm Avenue', 'King Street', 'Harbor Way'])}`;
  if (field.name === 'location') return rng.pick(['Ground Floor', 'Lobby Level', 'Pool Side', 'Basement', 'Garden Wing']);
  if (field.name === 'table') return `T${rng.int(1, 24)}`;
  if (field.name === 'reference') return `REF-${String(1000 + index)}`;
  if (field.name === 'currency') return 'USD';
  if (PEOPLE_FIELDS.has(field.name)) return personName(rng);
  const phrases = PHRASES[field.name];
  if (phrases) return rng.pick(phrases);
  return `${resource.singular} ${index + 1}`;
}

function moneyValue(field: Field, rng: Rng): number {
  const ranges: Record<string, [number, number]> = {
    rate: [85, 450], dailyRate: [300, 2500], price: [3, 60], sellingPrice: [2, 90], costPrice: [1, 45], unitPrice: [2, 40],
    unitCost: [2, 300], amount: [25, 900], creditLimit: [0, 5000], openingBalance: [0, 50_000],
  };
  const [lo, hi] = ranges[field.name] ?? [10, 500];
  const min = Math.max(lo, field.min ?? 0);
  return Math.round((min + rng.next() * (hi - min)) * 100) / 100 || 1;
}

export function draftValue(resource: Resource, field: Field, d: Draft): unknown {
  const { rng, now } = d;
  switch (field.type) {
    case 'text':
      if (resource.name === 'rooms' && field.name === 'number') return null; // set by buildRooms
      return textValue(resource, field, d);
    case 'longtext':
      return field.required || rng.chance(0.5) ? (PHRASES[field.name] ? rng.pick(PHRASES[field.name] ?? []) : `${resource.singular} notes.`) : null;
    case 'email':
      return `${textValue(resource, { ...field, name: resource.title }, d).toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '')}${d.index}@example.com`;
    case 'phone':
      return `+1 555 01${String(rng.int(0, 99)).padStart(2, '0')}`;
    case 'number': {
      const min = field.min ?? 0;
      const max = Math.min(field.max ?? 100, field.name === 'quantity' ? 40 : field.name === 'capacity' ? 300 : 30);
      return rng.int(Math.max(min, field.name === 'children' ? 0 : 1), Math.max(min, max));
    }
    case 'money':
      return moneyValue(field, rng);
    case 'percent':
      return rng.int(0, 20);
    case 'date':
      return iso(new Date(now.getTime() + rng.int(-30, 20) * DAY));
    case 'datetime':
      return new Date(now.getTime() - rng.int(0, 30 * 24) * 3_600_000).toISOString();
    case 'enum':
      return rng.pick(field.options ?? []).value;
    case 'boolean':
      return field.default === true ? rng.chance(0.85) : rng.chance(0.3);
    case 'reference': {
      const target = d.records[field.reference?.resource ?? ''] ?? [];
      if (target.length === 0 || (!field.required && rng.chance(0.5))) return null;
      return rng.pick(target).id;
    }
  }
}

/** The fields of a POS sale before dockets (one line each): only drawn, to keep the seed's stream. */
const LEGACY_SALE_FIELDS: Field[] = [
  { name: 'pointOfSale', label: '', type: 'reference', required: true, reference: { resource: 'points-of-sale', labelField: 'name' } },
  { name: 'channel', label: '', type: 'enum', required: true, options: ['mini-mart', 'bar', 'restaurant', 'eatery', 'tablet', 'pool'].map((value) => ({ value, label: value })) },
  { name: 'stock', label: '', type: 'reference', required: true, reference: { resource: 'stocks', labelField: 'name' } },
  { name: 'quantity', label: '', type: 'number', min: 1, max: 1000, required: true },
  { name: 'unitPrice', label: '', type: 'money', min: 0, required: true },
  { name: 'paymentMethod', label: '', type: 'enum', required: true, options: ['cash', 'card', 'mobile-money', 'room-charge'].map((value) => ({ value, label: value })) },
  { name: 'reservation', label: '', type: 'reference', reference: { resource: 'room-reservations', labelField: 'number' } },
  { name: 'waiter', label: '', type: 'text' },
  { name: 'date', label: '', type: 'datetime', required: true },
];

/**
 * Makes the draws a one-line POS sale made before dockets (issue 17) on the seed's stream, and
 * answers the last (its id) to seed the docket's own stream.
 */
export function legacySaleDraws(d: Draft): string {
  const legacy: Resource = { ...getResource('pos-sales'), fields: LEGACY_SALE_FIELDS };
  for (const field of legacy.fields) draftValue(legacy, field, d);
  d.rng.pick(d.records.stocks ?? []);
  d.rng.int(1, 4);
  d.rng.int(0, 20 * 24);
  return d.rng.uuid();
}

/** Days from a 1 January to the 31 December of its year. */
const dayOfYearSpan = (start: string) => (Number(start.slice(0, 4)) % 4 === 0 ? 365 : 364);

export function setDates(resource: Resource, record: Record<string, unknown>, d: Draft): void {
  for (const [earlier, later] of resource.dateOrder ?? []) {
    const start = typeof record[earlier] === 'string' ? new Date(`${record[earlier] as string}T00:00:00Z`) : d.now;
    const span = resource.name === 'financial-years' ? dayOfYearSpan(String(record[earlier])) : resource.name === 'gym-memberships' ? 90 : d.rng.int(1, 10);
    record[later] = iso(new Date(start.getTime() + span * DAY));
  }
}
