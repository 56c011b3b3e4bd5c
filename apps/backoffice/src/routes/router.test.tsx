import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createShellServices, ShellProviders } from '@hotel/shell';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createAppRoutes, loadedNavigation } from './router';
import { APP_FRAME_ROUTE_ID } from './route-table';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** The back-office's own route table on a memory router at `path`, inside the shell's providers (signed out). */
async function renderAppAt(path: string) {
  const services = createShellServices({ i18n: { language: 'en', loader: async () => ({}) } });
  // The shell renders its children once the first language is loaded: the router's first render is then synchronous.
  await vi.waitFor(() => expect(services.i18n.isInitialized).toBe(true));
  const router = createMemoryRouter(createAppRoutes(services), { initialEntries: [path] });
  render(
    <ShellProviders services={services}>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return router;
}

const hydrateWarnings = () => warn.mock.calls.filter((args) => args.some((arg) => String(arg).includes('HydrateFallback')));

describe('the app router on a full load', () => {
  it.each(['/sign-in', '/welcome', '/no/such/page'])('%s: shows the loading status while the first route loads, and React Router does not warn', async (path) => {
    const router = await renderAppAt(path);
    // The first route's code (a lazy page, the lazy frame) is still loading: the root's fallback shows.
    expect(router.state.initialized).toBe(false);
    const status = screen.queryByRole('status')?.textContent;
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(hydrateWarnings()).toEqual([]);
    expect(status).toBe('Loading…');
  });
});

describe('loadedNavigation', () => {
  const menu = [{ id: 'dashboards', type: 'basic' as const, title: 'Dashboards', link: '/dashboards' }];
  const routerWith = (frame: unknown) => ({ state: { loaderData: { [APP_FRAME_ROUTE_ID]: frame } } }) as unknown as Parameters<typeof loadedNavigation>[0];

  it("is the frame loader's menu once it has run", () => {
    expect(loadedNavigation(routerWith({ navigation: { ok: true, data: menu } }))).toBe(menu);
  });

  it('is nothing before the loader, signed out (null) or when the call failed', () => {
    expect(loadedNavigation(routerWith(undefined))).toBeUndefined();
    expect(loadedNavigation(routerWith(null))).toBeUndefined();
    expect(loadedNavigation(routerWith({ navigation: { ok: false, error: new Error('offline') } }))).toBeUndefined();
  });
});
