import { describe, expect, it } from 'vitest';
import { findScreen } from '@hotel/domain';
import { filterNavigation, navigationTree } from '@hotel/mock-api';
import type { NavigationItem } from '@hotel/shell';
import { lookupRoute } from '../routes/route-lookup';
import { ROUTES } from './all-routes';
import { decideAccess, ROLES, type AccessSubject } from './policy';

const GUEST = 'guest';
const SUBJECTS = [GUEST, ...ROLES];
const subjectOf = (role: string): AccessSubject => (role === GUEST ? { status: 'signed-out', roles: null } : { status: 'signed-in', roles: [role] });
/** A concrete URL for a route pattern. */
const concrete = (pattern: string) => pattern.replace(':id', '42').replace('/*', '/list');

/** The group role of a path in the spec's route table (000 section 2). */
function groupRole(path: string): string {
  if (/^\/(pos|tablets|eatery|swimming-pool)\//.test(path) || path === '/dashboard' || path === '/dashboards') return 'accountant';
  if (/^\/(inventories|housekeeping|creditors|kitchen)\//.test(path)) return 'inventories';
  return 'admin';
}

/** Every link (hidden included: hidden items are guarded like their siblings) the menu gives a role. */
function menuLinks(role: string): string[] {
  const out: string[] = [];
  const walk = (items: NavigationItem[]) => {
    for (const item of items) {
      if (item.type === 'basic' && item.link && !item.disabled) out.push(item.link.startsWith('/') ? item.link : `/${item.link}`);
      if (item.children) walk(item.children);
    }
  };
  walk(filterNavigation(navigationTree, [role]));
  return out;
}
const menuRoles = new Map<string, Set<string>>();
for (const role of ROLES) for (const link of menuLinks(role)) menuRoles.set(link, (menuRoles.get(link) ?? new Set()).add(role));

/**
 * Roles the hotel screens grant beyond 'group role + menu roles + admin' (DESIGN decision 2), for
 * routes the menu links from nowhere or only for some siblings: they are guarded like their
 * siblings. Listed here so any change to who may open what fails this test until reviewed.
 */
const SIBLING_GRANTS: Record<string, string[]> = {
  '/dashboard': ['manager', 'auditor'],
  '/inventories/example': ['auditor', 'store-keeper', 'storekeeper', 'store', 'accountant', 'manager'],
  '/inventories/pos': ['auditor', 'store-keeper', 'storekeeper', 'store', 'accountant', 'manager'],
  '/reports/stores/point-of-sales': ['manager', 'auditor', 'accountant'],
  '/reports/admin/departments': ['manager', 'auditor', 'accountant'],
  '/store-request/not-issued': ['store-keeper', 'auditor', 'accountant', 'manager'],
  '/refunds/not-issued': ['manager', 'auditor', 'accountant', 'receptionist', 'cashier'],
  '/refunds/issued': ['manager', 'auditor', 'accountant', 'receptionist', 'cashier'],
  '/refunds/my-request': ['manager', 'auditor', 'accountant', 'receptionist', 'cashier'],
  '/accounts/rooms': ['accountant'],
  '/accounts/hotel': ['accountant'],
  '/front-office/cash-receipt/:id': ['receptionist', 'manager', 'front-office-supervisor', 'auditor', 'accountant', 'cashier', 'account-clerk'],
  '/front-office/guest-bills/:id': ['receptionist', 'manager', 'front-office-supervisor', 'auditor', 'accountant', 'cashier', 'account-clerk'],
  // Folio pages (issue 15), opened from the check-in and check-out lists, bills and ledgers: guarded like the guest bill.
  '/front-office/folios/:id': ['receptionist', 'manager', 'front-office-supervisor', 'auditor', 'accountant', 'cashier', 'account-clerk'],
  '/front-office/group-folios/:id': ['receptionist', 'manager', 'front-office-supervisor', 'auditor', 'accountant', 'cashier', 'account-clerk'],
  '/creditors/debitors/city-ledger/:id': ['manager', 'auditor', 'accountant', 'receptionist', 'cashier'],
};

/** Who may open a guarded route, computed from the spec and the menu (not from the policy). */
function expectedRoles(path: string): Set<string> {
  return new Set(['admin', groupRole(path), ...(menuRoles.get(path) ?? []), ...(SIBLING_GRANTS[path] ?? [])]);
}

const guarded = ROUTES.filter((route) => typeof route.access !== 'string');

describe('route x role matrix (29 roles + guest)', () => {
  it('declares every route of the spec once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of ['/front-office/cash-receipt/:id', '/front-office/guest-bills/:id', '/accounts/approved-fund-requests', '/docs/changelog', '/example', '/profile', '/settings']) {
      expect(paths).toContain(path);
    }
  });

  it.each(guarded.map((route) => [route.path, route] as const))('%s: exactly its roles open it, guests go to sign-in', (path, route) => {
    const url = concrete(path);
    const found = lookupRoute(url);
    expect(found).toMatchObject({ kind: 'page', pattern: path });
    const access = found.kind === 'page' ? found.handle.access : undefined;
    expect(access).toEqual(route.access);
    const allowed = expectedRoles(path);
    for (const role of SUBJECTS) {
      const decision = decideAccess(access ?? 'public', subjectOf(role), url);
      if (role === GUEST) expect(decision, role).toEqual({ kind: 'redirect', to: `/sign-in?redirectURL=${encodeURIComponent(url)}` });
      else if (allowed.has(role)) expect(decision, `${role} on ${path}`).toEqual({ kind: 'allow' });
      else expect(decision, `${role} on ${path}`).toEqual({ kind: 'denied' });
    }
  });

  it.each([
    ['/sign-in', 'guest'],
    ['/sign-up', 'guest'],
    ['/forgot-password', 'guest'],
    ['/confirmation-required', 'guest'],
    ['/access-denied', 'public'],
    ['/sign-out', 'public'],
    ['/home', 'public'],
    ['/reset-password', 'user'],
    ['/unlock-session', 'user'],
    ['/welcome', 'user'],
    ['/start', 'user'],
    ['/profile', 'user'],
    ['/settings', 'user'],
    ['/store-request/my-request', 'user'],
    ['/procurements/my-procurements', 'user'],
  ] as const)('%s is %s', (path, kind) => {
    const found = lookupRoute(path);
    expect(found.kind === 'page' && found.handle.access).toBe(kind);
    for (const role of SUBJECTS) {
      const decision = decideAccess(kind, subjectOf(role), path);
      if (kind === 'public') expect(decision).toEqual({ kind: 'allow' });
      else if (kind === 'guest') expect(decision).toEqual(role === GUEST ? { kind: 'allow' } : { kind: 'redirect', to: '/' });
      else expect(decision).toEqual(role === GUEST ? { kind: 'redirect', to: `/sign-in?redirectURL=${encodeURIComponent(path)}` } : { kind: 'allow' });
    }
  });

  it('puts the auth pages in the empty layout and the rest in the app frame', () => {
    for (const path of ['/sign-in', '/sign-up', '/forgot-password', '/confirmation-required', '/access-denied', '/sign-out', '/reset-password', '/unlock-session']) {
      const found = lookupRoute(path);
      expect(found.kind === 'page' && found.handle.layout, path).toBe('empty');
    }
    const welcome = lookupRoute('/welcome');
    expect(welcome.kind === 'page' && welcome.handle.layout).toBeUndefined();
  });

  it('redirects the empty path and signed-in-redirect, and answers unknown paths with not-found', () => {
    expect(lookupRoute('/')).toEqual({ kind: 'redirect' });
    expect(lookupRoute('/signed-in-redirect')).toEqual({ kind: 'redirect' });
    expect(lookupRoute('/no/such/page')).toEqual({ kind: 'not-found' });
    expect(lookupRoute('/front-office/cash-receipt')).toEqual({ kind: 'not-found' });
  });

  it("gives the sample Administration group's Floors link (/properties/tables) the floors screen, guarded like its siblings", () => {
    const tables = lookupRoute('/properties/tables');
    const floors = lookupRoute('/properties/floors');
    expect(tables).toMatchObject({ kind: 'page', pattern: '/properties/tables' });
    if (tables.kind !== 'page' || floors.kind !== 'page') return;
    expect(tables.handle).toMatchObject({ title: 'Floors', section: 'Administration', access: floors.handle.access });
    expect(findScreen('/properties/tables')).toMatchObject({ kind: 'resource', resource: 'floors', group: 'Administration' });
  });

  it('sends sign-out to sign-in without a redirect target, and a failed check to sign-in', () => {
    expect(decideAccess('user', { status: 'signed-out', roles: null }, '/sign-out')).toEqual({ kind: 'redirect', to: '/sign-in' });
    expect(decideAccess(['admin'], { status: 'checking', roles: null }, '/accounts/banks')).toEqual({ kind: 'wait' });
    expect(decideAccess('guest', { status: 'checking', roles: null }, '/sign-in')).toEqual({ kind: 'allow' });
  });
});
