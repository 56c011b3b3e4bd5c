import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '@hotel/shell/api';
import en from '../../../../../shell/src/i18n/nav/en.json';
import tr from '../../../../../shell/src/i18n/nav/tr.json';
import heroicons from '../icons/names/heroicons-outline.json';
import { setupApi } from '../__tests__/harness';
import { usersDomain } from '../../users/seed';
import { filterNavigation, flattenNavigation, visibleLinks } from './filter';
import { navigationTree } from './tree';

const { api, call } = setupApi();

const links = (items: NavigationItem[]) => flattenNavigation(items).filter((i) => i.link).map((i) => i.link);
const shown = (items: NavigationItem[]) => visibleLinks(items).map((i) => i.link);
const navFor = async (role: string | null) => call('GET', 'api/common/navigation', { role });

const ALWAYS_HIDDEN = [
  '/front-office/pos/new',
  ...['registration-form', 'reservation-form', 'daily-in-house-guest', 'daily-check-out', 'security-report', 'breakfast-list', 'guest-bills', 'group-bills', 'reprint-receipt', 'sold-room-list'].map(
    (s) => `/front-office/others/${s}`,
  ),
  '/pos/orders',
  '/pos/live-table',
  '/pos/waitress-sales',
  '/pos/reprint-captain-order',
];

const SAMPLE_APPS = [
  '/dashboards/project', '/dashboards/analytics', '/dashboards/finance', '/dashboards/crypto', '/apps/academy', '/apps/chat', '/apps/contacts',
  '/apps/ecommerce/inventory', '/apps/file-manager', '/apps/help-center', '/apps/mailbox', '/apps/notes', '/apps/scrumboard', '/apps/tasks',
  '/pages/activities', '/ui/icons', '/docs/changelog', '/example',
];

describe('GET api/common/navigation', () => {
  it('answers 401 to a guest (no token)', async () => {
    const res = await navFor(null);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('answers admin the whole tree as {default}, hidden items flagged', async () => {
    const { status, body } = await navFor('admin');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['default']);
    expect(links(body.default)).toEqual(links(navigationTree));
    const all = flattenNavigation(body.default);
    for (const link of ALWAYS_HIDDEN) expect(all.find((i) => i.link === link)?.hidden, link).toBe(true);
    for (const link of ALWAYS_HIDDEN) expect(shown(body.default)).not.toContain(link);
    expect(all.find((i) => i.link === '/front-office/others/gym-form')?.hidden).toBeUndefined();
  });

  it('has every added link of DESIGN decision 1 and the disabled Income Statement and Fund Reconciliations', async () => {
    const { body } = await navFor('admin');
    expect(links(body.default)).toEqual(
      expect.arrayContaining([
        '/front-office/guests-sms', '/accounts/ledger-settings', '/accounts/fund-request-approval', '/inventories/live-inventory-grouped',
        '/inventories/live-inventory-combined', '/reports/revenue-collections-summary', '/front-office/pos/new', '/accounts/approved-fund-requests',
        '/tablets/sale-summary',
      ]),
    );
    const disabled = flattenNavigation(body.default).filter((i) => i.disabled);
    expect(disabled.map((i) => i.title)).toEqual(['Income Statement', 'Fund Reconciliations']);
    expect(disabled.every((i) => i.link === undefined)).toBe(true);
    expect(links(body.default).every((l) => l?.startsWith('/'))).toBe(true);
  });

  it('shows the Sample apps group, with every sample app, to admin only', async () => {
    const admin = (await navFor('admin')).body.default as NavigationItem[];
    const group = admin.find((i) => i.id === 'sample-apps');
    expect(group?.children?.map((i) => i.link)).toEqual(SAMPLE_APPS);
    for (const role of ['manager', 'receptionist', 'waitress', 'accountant', 'user']) {
      const items = (await navFor(role)).body.default as NavigationItem[];
      expect(items.some((i) => i.id === 'sample-apps'), role).toBe(false);
      expect(links(items).filter((l) => l?.startsWith('/apps/')), role).toEqual([]);
    }
  });

  it('filters for a receptionist', async () => {
    const items = (await navFor('receptionist')).body.default as NavigationItem[];
    const ids = flattenNavigation(items).map((i) => i.id);
    // The daily room chart is a Front Office screen the front desk opens (DESIGN decision 16).
    expect(ids).toEqual(expect.arrayContaining(['front-office', 'front-office-daily-room-chart', 'creditors', 'invoices', 'front-office-invoices-new', 'proformas', 'swimming-pool', 'cashier-reports', 'refunds', 'store-request-new', 'store-request-my-request', 'procurements-my-procurements']));
    for (const id of ['dashboard', 'administration', 'financials', 'auditor', 'pos', 'store-request-approved', 'procurements-suppliers', 'procurements-expenses', 'kitchen']) {
      expect(ids, id).not.toContain(id);
    }
  });

  it('filters for a waitress: the tablet, her store requests and procurements only', async () => {
    const items = (await navFor('waitress')).body.default as NavigationItem[];
    expect(shown(items)).toEqual([
      '/tablets/pos/sales', '/tablets/pos/live-table', '/tablets/stock-sales', '/tablets/sale-summary',
      '/store-request/new', '/store-request/my-request', '/procurements/my-procurements',
    ]);
  });

  it('gives every signed-in role My Store Requisition and My Procurements', async () => {
    for (const role of ['user', 'security', 'chef', 'inventories']) {
      const items = (await navFor(role)).body.default as NavigationItem[];
      expect(shown(items), role).toEqual(expect.arrayContaining(['/store-request/my-request', '/procurements/my-procurements']));
    }
    expect(shown((await navFor('user')).body.default)).toEqual(['/store-request/my-request', '/procurements/my-procurements']);
  });

  it('gives the Store group only its sub-menus a role may see (DESIGN decision 16)', async () => {
    const storeLinks = async (role: string) => shown((await navFor(role)).body.default).filter((link) => link?.startsWith('/store/'));
    const storeKeeper = await storeLinks('store-keeper');
    expect(storeKeeper).toEqual(expect.arrayContaining(['/store/stocks/stocks', '/store/laundry/items']));
    // storekeeper and store are spellings of store-keeper: the same Store group.
    for (const role of ['storekeeper', 'store']) expect(await storeLinks(role), role).toEqual(storeKeeper);
    // purchaser: Store > Stocks, not Laundry.
    const purchaser = await storeLinks('purchaser');
    expect(purchaser).toContain('/store/stocks/stocks');
    expect(purchaser.some((link) => link?.startsWith('/store/laundry/'))).toBe(false);
  });

  it('gives accountant its route group: the points of sale, the waitress tablet, the eatery and the swimming pool (DESIGN decision 16)', async () => {
    const items = (await navFor('accountant')).body.default as NavigationItem[];
    expect(flattenNavigation(items).map((item) => item.id)).toEqual(expect.arrayContaining(['pos', 'waitress-tablet', 'eatery', 'swimming-pool']));
    expect(shown(items)).toEqual(expect.arrayContaining(['/pos/sales', '/tablets/pos/sales', '/eatery/pos/sales', '/swimming-pool/generate']));
  });

  it('gives the laundry and the pool staff only their own sub-menus of Front Office', async () => {
    const frontOffice = async (role: string) => shown((await navFor(role)).body.default).filter((link) => link?.startsWith('/front-office/'));
    expect(await frontOffice('laundry')).toEqual(['/front-office/laundry/new', '/front-office/laundry/pending', '/front-office/laundry/processed', '/front-office/laundry/collected']);
    expect(await frontOffice('swimming-pool')).toEqual(['/front-office/others/gym-form', '/front-office/gym/new', '/front-office/gym/active', '/front-office/gym/none-active', '/front-office/gym/near-expiry']);
  });

  it('gives inventories its route groups: Inventory, Housekeeping, Creditors/Debtors and Kitchen (DESIGN decision 16)', async () => {
    const ids = flattenNavigation((await navFor('inventories')).body.default).map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining(['inventories', 'housekeeping', 'creditors', 'kitchen']));
    expect(ids).not.toContain('refunds');
  });

  it('re-reads roles from the user table on every request', async () => {
    const session = await api.sessionFor('waitress');
    const get = async () =>
      (await (await fetch('http://localhost/api/common/navigation', { headers: { Authorization: `Bearer ${session.accessToken}` } })).json()) as { default: NavigationItem[] };
    expect((await get()).default.some((i) => i.id === 'sample-apps')).toBe(false);
    const users = await api.context.db.get(usersDomain);
    const waitress = users.find((u) => u.id === session.user.id);
    if (!waitress) throw new Error('no waitress');
    waitress.roles = ['admin'];
    expect((await get()).default.some((i) => i.id === 'sample-apps')).toBe(true);
  });

  it('never leaves an empty group or collapsable, for any role', async () => {
    for (const role of ['admin', 'manager', 'auditor', 'accountant', 'receptionist', 'cashier', 'house-keeper', 'barman', 'waitress', 'store', 'purchaser', 'user']) {
      const items = (await navFor(role)).body.default as NavigationItem[];
      for (const item of flattenNavigation(items)) {
        if (item.type !== 'basic') expect(item.children?.length ?? 0, `${role} ${item.id}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('filterNavigation', () => {
  const tree: NavigationItem[] = [
    {
      id: 'g', type: 'group', children: [
        { id: 'a', type: 'basic', link: '/a', roles: ['x'] },
        { id: 'c', type: 'collapsable', children: [{ id: 'c1', type: 'basic', link: '/c1', roles: ['y'] }] },
        { id: 'h', type: 'basic', link: '/h', hidden: true },
      ],
    },
    { id: 'only-y', type: 'group', roles: ['y'], children: [{ id: 'o', type: 'basic', link: '/o' }] },
    { id: 'empty', type: 'group', children: [{ id: 'e', type: 'basic', link: '/e', roles: ['z'] }] },
  ];

  it.each([
    [['x'], ['g', 'a', 'h']],
    [['y'], ['g', 'c', 'c1', 'h', 'only-y', 'o']],
    [[], ['g', 'h']],
    [['admin'], ['g', 'a', 'c', 'c1', 'h', 'only-y', 'o', 'empty', 'e']],
  ])('roles %j keep %j', (roles, ids) => {
    expect(flattenNavigation(filterNavigation(tree, roles)).map((i) => i.id)).toEqual(ids);
  });

  it('does not mutate the tree', () => {
    const copy = structuredClone(tree);
    filterNavigation(tree, ['x']);
    expect(tree).toEqual(copy);
  });
});

describe('the navigation tree', () => {
  const all = flattenNavigation(navigationTree);

  it('has unique ids without dots, each with an English and a Turkish title (and subtitle)', () => {
    const ids = all.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of all) {
      expect(item.id).toMatch(/^[a-z0-9-]+$/);
      expect((en as Record<string, string>)[item.id], item.id).toBe(item.title);
      expect((tr as Record<string, string>)[item.id], item.id).toMatch(/\S/);
      if (item.subtitle) expect((tr as Record<string, string>)[`${item.id}_subtitle`], `${item.id}_subtitle`).toMatch(/\S/);
    }
    const subtitled = all.filter((i) => i.subtitle).map((i) => `${i.id}_subtitle`);
    expect(Object.keys(en).sort()).toEqual([...ids].sort());
    expect(Object.keys(tr).sort()).toEqual([...ids, ...subtitled].sort());
  });

  it('uses heroicons_outline icons the Icon component can draw', () => {
    const names = new Set(heroicons.list);
    for (const item of all.filter((i) => i.icon)) {
      const [set, name] = (item.icon as string).split(':');
      expect(set, item.id).toBe('heroicons_outline');
      expect(names.has(name as string), `${item.id}: ${item.icon}`).toBe(true);
    }
  });

  it('keeps the spec order of the sections', () => {
    const top = navigationTree[0]?.children?.map((i) => i.id);
    expect(top).toEqual([
      'dashboard', 'front-office-daily-room-chart', 'creditors', 'front-office', 'pos', 'invoices', 'proformas', 'swimming-pool', 'cashier-reports',
      'housekeeping', 'waitress-tablet', 'eatery', 'store-request', 'procurements', 'refunds', 'administration', 'store', 'financials', 'auditor',
      'inventories', 'kitchen', 'reports',
    ]);
  });
});

describe('navigation scenarios', () => {
  it.each([
    ['empty', 0],
    ['many', 510],
    ['longText', 4],
    ['html', 9],
  ])('%s answers {default} with %i items', async (name, count) => {
    api.server.use(...(api.scenarios.navigation?.[name] ?? []));
    const { status, body } = await navFor('admin');
    expect(status).toBe(200);
    expect(flattenNavigation(body.default)).toHaveLength(count);
    expect((await navFor(null)).status).toBe(401);
    api.server.use(...(api.handlersByDomain.navigation ?? []));
  });
});
