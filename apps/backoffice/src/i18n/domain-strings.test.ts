import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainStrings } from './domain-strings';

const dir = join(import.meta.dirname, 'tr');
const tr: Record<string, string> = Object.assign({}, ...readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8'))));

describe('the strings @hotel/domain declares', () => {
  const strings = domainStrings();

  it('are read off the domain: resources, fields, enum options, stages, actions, screens and reports', () => {
    expect(strings.length).toBeGreaterThan(500);
    for (const known of ['Room Reservations', 'Check-In Time', 'Out Of Order', 'Check In', 'Trial Balance', 'Point Of Sale', 'must look like RES-00001', 'Yes', 'No']) {
      expect(strings).toContain(known);
    }
  });

  it('each have a Turkish translation in the catalog', () => {
    expect(strings.filter((text) => typeof tr[text] !== 'string' || tr[text].trim() === '')).toEqual([]);
  });

  it('read as Turkish', () => {
    expect(tr['Room Reservations']).toBe('Oda Rezervasyonları');
    expect(tr['Check In']).toBe('Giriş Yap');
    expect(tr['Trial Balance']).toBe('Mizan');
  });
});
