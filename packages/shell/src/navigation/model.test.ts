import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { activeTrail, filterByRoles, findItem, findParent, flattenNavigation, isItemActive, updateItemInTree, visibleItems } from './model';
import type { ShellNavigationItem } from './types';

const tree: ShellNavigationItem[] = [
  { id: 'dashboards', type: 'basic', title: 'Dashboard', link: '/dashboards' },
  {
    id: 'front-office',
    type: 'group',
    title: 'Front office',
    children: [
      { id: 'front-office.check-in', type: 'basic', title: 'Check in', link: '/front-office/check-in' },
      {
        id: 'front-office.payments',
        type: 'collapsable',
        title: 'Payments',
        children: [
          { id: 'front-office.payments.guest', type: 'basic', title: 'Guest payment', link: '/front-office/guest-payment' },
          { id: 'front-office.payments.hidden', type: 'basic', title: 'Hidden', link: '/x', hidden: true },
        ],
      },
      { id: 'front-office.divider', type: 'divider' },
      {
        id: 'front-office.mini-mart',
        type: 'collapsable',
        title: 'Mini mart',
        children: [{ id: 'front-office.pos.new', type: 'basic', title: 'POS', link: '/front-office/pos/new', hidden: true }],
      },
    ],
  },
  {
    id: 'reports',
    type: 'aside',
    title: 'Reports',
    children: [
      { id: 'reports.daily', type: 'basic', title: 'Daily', link: '/reports/daily-sales' },
      { id: 'reports.rule', type: 'basic', title: 'Rule', link: '/reports/rule', hidden: (item) => item.title === 'Rule' },
    ],
  },
  { id: 'empty-group', type: 'group', title: 'Empty', children: [{ id: 'only-divider', type: 'divider' }] },
];

describe('visibleItems', () => {
  it('evaluates hidden rules at every level and prunes containers left empty', () => {
    const visible = visibleItems(tree);
    expect(visible.map((i) => i.id)).toEqual(['dashboards', 'front-office', 'reports']);
    const frontOffice = visible[1]?.children?.map((i) => i.id);
    expect(frontOffice).toEqual(['front-office.check-in', 'front-office.payments', 'front-office.divider']);
    expect(visible[1]?.children?.[1]?.children?.map((i) => i.id)).toEqual(['front-office.payments.guest']);
    expect(visible[2]?.children?.map((i) => i.id)).toEqual(['reports.daily']);
  });
  it('a throwing rule hides the item and logs', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const rule = () => {
      throw new Error('bad rule');
    };
    expect(visibleItems([{ id: 'a', type: 'basic', hidden: rule }])).toEqual([]);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
  it('keeps untouched items by identity', () => {
    const item = tree[0];
    expect(visibleItems(tree)[0]).toBe(item);
  });
});

describe('filterByRoles', () => {
  const menu: ShellNavigationItem[] = [
    { id: 'g', type: 'group', roles: ['admin', 'cashier'], children: [{ id: 'g.a', type: 'basic', link: '/a', roles: ['admin'] }] },
    { id: 'all', type: 'basic', link: '/all' },
  ];
  it.each([
    [['admin'], ['g', 'all']],
    [['cashier'], ['all']],
    [['chef'], ['all']],
  ])('roles %j → %j', (roles, ids) => {
    expect(filterByRoles(menu, roles).map((i) => i.id)).toEqual(ids);
  });
});

describe('tree helpers', () => {
  it('flattens basic items only, recursing into group, collapsable and aside', () => {
    expect(flattenNavigation(tree).map((i) => i.id)).toEqual([
      'dashboards',
      'front-office.check-in',
      'front-office.payments.guest',
      'front-office.payments.hidden',
      'front-office.pos.new',
      'reports.daily',
      'reports.rule',
    ]);
  });
  it('finds items and parents', () => {
    expect(findItem('front-office.payments.guest', tree)?.title).toBe('Guest payment');
    expect(findItem('nope', tree)).toBeNull();
    expect(findParent('front-office.payments.guest', tree)?.id).toBe('front-office.payments');
    expect(findParent('dashboards', tree)).toBeNull();
  });
  it('updates one item immutably', () => {
    const next = updateItemInTree(tree, 'reports.daily', { subtitle: '3 remaining tasks' });
    expect(findItem('reports.daily', next)?.subtitle).toBe('3 remaining tasks');
    expect(findItem('reports.daily', tree)?.subtitle).toBeUndefined();
    expect(next[0]).toBe(tree[0]);
    expect(updateItemInTree(tree, 'missing', { title: 'x' })).toBe(tree);
  });
});

describe('isItemActive', () => {
  const item = (extra: Partial<ShellNavigationItem>): ShellNavigationItem => ({ id: 'i', type: 'basic', link: '/apps/mailbox', ...extra });
  it.each<[Partial<ShellNavigationItem>, string, string, string, boolean]>([
    [{}, '/apps/mailbox', '', '', true],
    [{}, '/apps/mailbox/inbox/3', '', '', true],
    [{}, '/apps/mailboxes', '', '', false],
    [{}, '/apps', '', '', false],
    [{ exactMatch: true }, '/apps/mailbox', '', '', true],
    [{ exactMatch: true }, '/apps/mailbox/inbox', '', '', false],
    [{ exactMatch: true }, '/apps/mailbox', '?folder=sent', '', false],
    [{ queryParams: { folder: 'sent' } }, '/apps/mailbox', '?folder=sent&page=2', '', true],
    [{ queryParams: { folder: 'sent' } }, '/apps/mailbox', '?folder=inbox', '', false],
    [{ exactMatch: true, queryParams: { folder: 'sent' } }, '/apps/mailbox', '?folder=sent', '', true],
    [{ exactMatch: true, queryParams: { folder: 'sent' } }, '/apps/mailbox', '?folder=sent&page=2', '', false],
    [{}, '/apps/mailbox', '', '#compose', true],
    [{ fragment: 'compose' }, '/apps/mailbox', '', '#compose', true],
    [{ fragment: 'compose' }, '/apps/mailbox', '', '#other', false],
    [{ link: 'tablets/sale-summary' }, '/tablets/sale-summary', '', '', true],
    [{ externalLink: true, link: 'https://example.com' }, '/', '', '', false],
    [{ link: undefined }, '/apps/mailbox', '', '', false],
  ])('%j at %s%s%s → %s', (extra, pathname, search, hash, expected) => {
    expect(isItemActive(item(extra), { pathname, search, hash })).toBe(expected);
  });
});

describe('activeTrail', () => {
  const menu: ShellNavigationItem[] = [
    { id: 'home', type: 'basic', link: '/' },
    {
      id: 'fo',
      type: 'group',
      children: [
        { id: 'fo.guests', type: 'basic', link: '/front-office/guests' },
        {
          id: 'fo.more',
          type: 'collapsable',
          children: [
            { id: 'fo.more.bills', type: 'basic', link: '/front-office/guests/bills' },
            { id: 'fo.more.bills-dup', type: 'basic', link: '/front-office/guests/bills' },
          ],
        },
      ],
    },
  ];
  it.each([
    ['/front-office/guests/bills/7', ['fo', 'fo.more', 'fo.more.bills']],
    ['/front-office/guests', ['fo', 'fo.guests']],
    ['/welcome', ['home']],
  ])('%s → %j', (pathname, trail) => {
    expect(activeTrail(menu, { pathname })).toEqual(trail);
  });
  it('is empty when nothing matches', () => {
    expect(activeTrail(menu.slice(1), { pathname: '/nowhere' })).toEqual([]);
  });
  it('property: at most one active leaf, and it is a matching basic item', () => {
    const segment = fc.constantFrom('a', 'b', 'c');
    const path = fc.array(segment, { maxLength: 4 }).map((s) => `/${s.join('/')}`);
    fc.assert(
      fc.property(fc.array(path, { minLength: 1, maxLength: 8 }), path, (links, current) => {
        const items: ShellNavigationItem[] = links.map((link, i) => ({ id: `i${i}`, type: 'basic', link }));
        const trail = activeTrail(items, { pathname: current });
        const matching = items.filter((item) => isItemActive(item, { pathname: current }));
        if (matching.length === 0) return trail.length === 0;
        const leaf = items.find((i) => i.id === trail[0]);
        const longest = Math.max(...matching.map((m) => m.link!.split('/').filter(Boolean).length));
        return trail.length === 1 && !!leaf && leaf.link!.split('/').filter(Boolean).length === longest;
      }),
      { numRuns: 300 },
    );
  });
});
