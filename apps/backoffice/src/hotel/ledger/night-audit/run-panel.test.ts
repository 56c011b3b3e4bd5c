import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NightAuditChecklist } from '@hotel/domain';
import { english, type Translate } from '../shared/english';
import { blockedReason } from './run-panel';

const stay = { id: 's', number: 'RES-1', guest: 'G', room: '101', arrivalDate: '2026-11-20', departureDate: '2026-11-25', balance: 0 };
const checklist = (change: Partial<NightAuditChecklist>): NightAuditChecklist => ({
  date: '2026-11-25', lastAudit: null, arrivals: [], departures: [], openDockets: [], inHouse: 0, expected: { roomNights: 0, roomRevenue: 0, tax: 0 }, blocked: false, ...change,
});

describe('blockedReason', () => {
  it('is undefined while nothing blocks the close', () => {
    expect(blockedReason(checklist({ arrivals: [stay] }))).toBeUndefined();
  });

  it('counts what blocks it', () => {
    expect(blockedReason(checklist({ blocked: true, departures: [stay] }))).toMatch(/^The day cannot be closed yet: 1 departure still in house\./);
    expect(blockedReason(checklist({ blocked: true, departures: [stay, stay], openDockets: [{ id: 'd', resource: 'pos-orders', number: 'ORD-1', label: 'T1', amount: 5 }] }))).toMatch(
      /: 2 departures still in house and 1 open docket\./,
    );
  });

  it('says it in Turkish with a translator', () => {
    const catalog = JSON.parse(readFileSync(join(import.meta.dirname, '../../../i18n/tr/ledger.json'), 'utf8')) as Record<string, string>;
    const t: Translate = (text, params) => english(catalog[text] ?? text, params);
    const docket = { id: 'd', resource: 'pos-orders' as const, number: 'ORD-1', label: 'T1', amount: 5 };
    expect(blockedReason(checklist({ blocked: true, departures: [stay, stay], openDockets: [docket] }), t)).toMatch(/^Gün henüz kapatılamaz: çıkışı yapılmamış 2 konaklama ve 1 açık adisyon var\. /);
    expect(blockedReason(checklist({ blocked: true, openDockets: [docket, docket] }), t)).toMatch(/^Gün henüz kapatılamaz: 2 açık adisyon var\. /);
    expect(blockedReason(checklist({ blocked: true }), t)).toMatch(/^Gün henüz kapatılamaz: sunucu bir engel bildiriyor\. /);
  });
});
