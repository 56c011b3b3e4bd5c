import { describe, expect, it } from 'vitest';
import { filterNavigation, navigationTree, visibleLinks } from '@hotel/mock-api';
import { visibleItems, flattenNavigation, type ShellNavigationItem } from '@hotel/shell';
import { lookupRoute } from '../routes/route-lookup';
import { decideAccess, ROLES } from './policy';

/** The links the shell renders for a role: the API's filtered menu, hidden rules applied, enabled links. */
function renderedLinks(role: string): string[] {
  const menu = visibleItems(filterNavigation(navigationTree, [role]) as ShellNavigationItem[]);
  return flattenNavigation(menu)
    .filter((item) => item.link && !item.disabled && !item.externalLink)
    .map((item) => (item.link!.startsWith('/') ? item.link! : `/${item.link!}`));
}

describe('menu and routes agree, for each role', () => {
  it.each(ROLES.map((role) => [role]))('%s: every visible link opens a route the role may open', (role) => {
    const links = renderedLinks(role);
    // The shell's rendering and the API's own notion of visible links agree.
    expect(new Set(links)).toEqual(new Set(visibleLinks(filterNavigation(navigationTree, [role])).map((item) => (item.link!.startsWith('/') ? item.link! : `/${item.link!}`))));
    for (const link of links) {
      const found = lookupRoute(link);
      expect(found.kind, `${role}: ${link} is a route`).toBe('page');
      if (found.kind !== 'page') continue;
      expect(decideAccess(found.handle.access ?? 'public', { status: 'signed-in', roles: [role] }, link), `${role} may open ${link}`).toEqual({ kind: 'allow' });
    }
  });

  // DESIGN decision 16: a role that may open a linked route sees the link (the route group's role,
  // the spelling variants of a job, a role a sub-menu admits), and sees no link it may not open.
  it.each(ROLES.map((role) => [role]))('%s: sees exactly the menu links it may open', (role) => {
    const shown = new Set(renderedLinks(role));
    for (const link of renderedLinks('admin')) {
      const found = lookupRoute(link);
      const mayOpen = found.kind === 'page' && decideAccess(found.handle.access ?? 'public', { status: 'signed-in', roles: [role] }, link).kind === 'allow';
      expect(shown.has(link), `${role} ${mayOpen ? 'may' : 'may not'} open ${link}`).toBe(mayOpen);
    }
  });

  it.each(ROLES.map((role) => [role]))('%s: sees no empty group or sub-menu', (role) => {
    const menu = visibleItems(filterNavigation(navigationTree, [role]) as ShellNavigationItem[]);
    for (const item of flattenNavigation(menu)) {
      if (item.type === 'group' || item.type === 'collapsable') expect(item.children?.length ?? 0, `${role}: ${item.id}`).toBeGreaterThan(0);
    }
  });

  it('gives every role at least the open links (My Store Requisition, My Procurements)', () => {
    for (const role of ROLES) expect(renderedLinks(role)).toEqual(expect.arrayContaining(['/store-request/my-request', '/procurements/my-procurements']));
  });

  it('admin sees every enabled link of the tree, and each resolves', () => {
    const all = renderedLinks('admin');
    expect(all.length).toBeGreaterThan(150);
    expect(all).not.toContain('/front-office/pos/new');
  });

  it('a guest sees no signed-in item: no menu link opens for a signed-out visitor', () => {
    const everyLink = new Set(ROLES.flatMap(renderedLinks));
    for (const link of everyLink) {
      const found = lookupRoute(link);
      const decision = found.kind === 'page' ? decideAccess(found.handle.access ?? 'public', { status: 'signed-out', roles: null }, link) : null;
      expect(decision, link).toEqual({ kind: 'redirect', to: `/sign-in?redirectURL=${encodeURIComponent(link)}` });
    }
  });
});
