import { describe, expect, it } from 'vitest';
import { SCREENS } from '@hotel/domain';
import { chunkOf, hotelRoutes, type HotelRouteHandle } from './routes';

describe('hotelRoutes', () => {
  it('has one lazy route per screen declaration, with its title, section and roles', () => {
    expect(hotelRoutes).toHaveLength(SCREENS.length);
    SCREENS.forEach((screen, index) => {
      const route = hotelRoutes[index];
      const handle = route?.handle as HotelRouteHandle;
      expect(route?.path).toBe(screen.path.slice(1));
      expect(typeof route?.lazy).toBe('function');
      expect(handle).toMatchObject({ title: screen.title, access: screen.roles, hotelScreen: screen.path, breadcrumb: [{ label: screen.group }] });
    });
  });

  it('shares eleven chunks between all kinds of screen (the point of sale: one per view; the tape chart and the housekeeping board their own)', () => {
    expect(new Set(SCREENS.map(chunkOf))).toEqual(new Set(['resource', 'workflow', 'report', 'view', 'tape-chart', 'ledger', 'pos-register', 'pos-kitchen', 'pos-tables', 'pos-shift', 'housekeeping']));
    expect(new Set(hotelRoutes.map((route) => route.lazy)).size).toBe(11);
  });

  it.each(['resource', 'workflow', 'report', 'view', 'tape-chart', 'ledger', 'pos-register', 'pos-kitchen', 'pos-tables', 'pos-shift', 'housekeeping'] as const)('the %s chunk loads a component', async (chunk) => {
    const route = hotelRoutes.find((_, index) => SCREENS[index] && chunkOf(SCREENS[index]) === chunk);
    const lazy = route?.lazy as () => Promise<{ Component: unknown }>;
    expect(typeof (await lazy()).Component).toBe('function');
  });
});
