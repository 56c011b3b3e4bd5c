import { describe, expect, it } from 'vitest';
import type { NightAuditChecklist } from '@hotel/domain';
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
});
