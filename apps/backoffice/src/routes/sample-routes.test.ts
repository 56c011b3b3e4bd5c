import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sampleApps } from '@hotel/sample-apps';
import { APP_ROUTES } from '../access/policy';
import { lookupRoute } from './route-lookup';
import { createDiscoveredRoutes } from './discovered-routes';
import { createRouteTable } from './route-table';
import { SAMPLE_APP_ROUTES } from './sample-routes';

const table = createRouteTable({ root: {}, emptyFrame: {}, appFrame: {}, frameRoutes: createDiscoveredRoutes() });
const samplePolicy = APP_ROUTES.filter((route) => route.kind === 'sample');

/** The deepest route React Router renders for a path. */
const leafOf = (path: string) => matchRoutes(table, path)?.at(-1)?.route;

describe('sample app routes', () => {
  it('maps every sample route of the policy, and nothing else', () => {
    expect(Object.keys(SAMPLE_APP_ROUTES).sort()).toEqual(samplePolicy.map((route) => route.path).sort());
  });

  it.each(sampleApps.map((app) => [app.path, app.title] as const))('%s (the catalog and the menu link) opens %s, admin only', (path, title) => {
    const found = lookupRoute(path);
    expect(found).toMatchObject({ kind: 'page', handle: { title, access: ['admin'], section: 'Sample apps' } });
    expect(leafOf(path)?.path).not.toBe('*');
  });

  it.each([
    '/apps/contacts/some-contact',
    '/apps/tasks/some-task',
    '/apps/chat/some-chat',
    '/apps/academy/some-course',
    '/apps/help-center/faqs',
    '/apps/help-center/guides/getting-started/what-is-it',
    '/apps/help-center/support',
    '/apps/file-manager/details/some-file',
    '/apps/file-manager/folders/some-folder/details/some-file',
    '/apps/scrumboard/some-board/card/some-card',
  ])('%s renders the app route, not the not-found page', (path) => {
    expect(lookupRoute(path)).toMatchObject({ kind: 'page', handle: { access: ['admin'] } });
    expect(leafOf(path)?.path).not.toBe('*');
  });

  it('answers an unknown path inside an app with the not-found page behind the admin-only guard', () => {
    expect(leafOf('/apps/file-manager/no/such/page')?.path).toBe('*');
    expect(lookupRoute('/apps/file-manager/no/such/page')).toMatchObject({ kind: 'page', pattern: '/apps/file-manager/*', handle: { access: ['admin'] } });
  });

  it('sends /apps/ecommerce to the inventory', () => {
    expect(lookupRoute('/apps/ecommerce')).toEqual({ kind: 'redirect' });
  });

  it('mounts each dashboard on its own path with its own lazy page', () => {
    const lazies = ['project', 'analytics', 'finance', 'crypto'].map((name) => leafOf(`/dashboards/${name}`)?.lazy);
    expect(lazies.every((lazy) => typeof lazy === 'function')).toBe(true);
    expect(new Set(lazies).size).toBe(4);
  });
});
