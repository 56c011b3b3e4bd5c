import { describe, expect, it } from 'vitest';
import { findScreen, type HotelRecord } from '@hotel/domain';
import { countDue, inHouseGuests, occupancy, paymentsOn, utcDay } from './dashboard-figures';
import { DASHBOARD_TILES, tilesFor } from './dashboard-tiles';

const record = (fields: Record<string, unknown>, i = 0): HotelRecord => ({ id: `r${i}`, ...fields });

describe('dashboard figures', () => {
  it('takes the UTC day of a moment', () => {
    expect(utcDay(new Date('2026-11-24T23:30:00-02:00'))).toBe('2026-11-25');
  });

  it('computes occupancy in whole percent, 0 without rooms', () => {
    expect(occupancy(60, 17)).toEqual({ occupied: 17, total: 60, percent: 28 });
    expect(occupancy(0, 0)).toEqual({ occupied: 0, total: 0, percent: 0 });
  });

  it('counts arrivals or departures due today or left from an earlier day, not later ones or undated', () => {
    const stays = ['2026-11-23', '2026-11-24', '2026-11-24', '2026-11-25', undefined].map((arrivalDate, i) => record({ arrivalDate }, i));
    expect(countDue(stays, 'arrivalDate', '2026-11-24')).toBe(3);
    expect(countDue(stays, 'arrivalDate', '2026-11-22')).toBe(0);
  });

  it('counts in-house guests: adults and children, at least one adult a stay', () => {
    expect(inHouseGuests([record({ adults: 2, children: 1 }), record({ adults: 1 }), record({})])).toBe(5);
    expect(inHouseGuests([])).toBe(0);
  });

  it("totals today's posted payments to the cent, leaving voided ones and other days out", () => {
    const payments = [
      record({ stage: 'posted', amount: 100.1, date: '2026-11-24T08:00:00.000Z' }, 1),
      record({ stage: 'posted', amount: 0.2, date: '2026-11-24T22:59:00.000Z' }, 2),
      record({ stage: 'voided', amount: 500, date: '2026-11-24T09:00:00.000Z' }, 3),
      record({ stage: 'posted', amount: 70, date: '2026-11-23T23:59:00.000Z' }, 4),
    ];
    expect(paymentsOn(payments, '2026-11-24')).toEqual({ total: 100.3, count: 2 });
    expect(paymentsOn(payments, '2026-11-25')).toEqual({ total: 0, count: 0 });
  });
});

describe('dashboard tiles', () => {
  it('link every tile to a hotel screen of its own resource', () => {
    for (const tile of DASHBOARD_TILES) {
      const screen = findScreen(tile.href);
      expect(screen, tile.href).toBeDefined();
      expect(screen && 'resource' in screen ? screen.resource : screen && 'resources' in screen ? screen.resources[0] : undefined, tile.key).toBe(tile.resource);
    }
  });

  it('show only the tiles whose resource the roles may read', () => {
    expect(tilesFor(['admin']).map((tile) => tile.key)).toEqual(DASHBOARD_TILES.map((tile) => tile.key));
    const manager = tilesFor(['manager']).map((tile) => tile.key);
    expect(manager).toContain('payments');
    expect(manager).not.toContain('fund-requests');
    expect(tilesFor(['waitress']).map((tile) => tile.key)).not.toContain('payments');
    expect(tilesFor(['front-office'])).toEqual([]);
  });
});
