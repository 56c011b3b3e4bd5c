import { http, type HttpHandler } from 'msw';
import { randomId } from '../../../core/ids';
import type { Shortcut } from '@hotel/shell/api';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import type { Domain } from '../../../core/db';
import { notFound } from '../../../core/errors';
import { readBody, readQuery } from '../../../core/validate';
import type { UserRecord } from '../../users/seed';
import { shortcutsForRoles, shortcutsDomain, type ShortcutsState } from './seed';

/** The calls' body and query schemas, loaded with the first write (zod stays out of start-up). */
const bodies = () => import('./bodies');

/** The signed-in user's list, created from their menu on first use. */
async function listOf(ctx: MockContext, domain: Domain<ShortcutsState>, user: UserRecord): Promise<Shortcut[]> {
  const state = await ctx.db.get(domain);
  if (!Object.hasOwn(state, user.id)) state[user.id] = await shortcutsForRoles(user.roles);
  return state[user.id] as Shortcut[];
}

/** GET, POST {shortcut}, PATCH {id, shortcut}, DELETE ?id= on api/common/shortcuts, per user. */
export function shortcutHandlers(ctx: MockContext, domain: Domain<ShortcutsState> = shortcutsDomain): HttpHandler[] {
  const path = '*/api/common/shortcuts';
  return [
    http.get(
      path,
      route(ctx, async ({ request }) => structuredClone(await listOf(ctx, domain, await requireUser(ctx, request)))),
    ),
    http.post(
      path,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        const { shortcut } = await readBody(request, async () => (await bodies()).createBody);
        const created: Shortcut = { ...shortcut, id: randomId() };
        (await listOf(ctx, domain, user)).unshift(created);
        return structuredClone(created);
      }),
    ),
    http.patch(
      path,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        const { id, shortcut } = await readBody(request, async () => (await bodies()).updateBody);
        const found = (await listOf(ctx, domain, user)).find((entry) => entry.id === id);
        if (!found) throw notFound(`Could not find a shortcut with id of ${id}.`);
        Object.assign(found, shortcut);
        return structuredClone(found);
      }),
    ),
    http.delete(
      path,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        const { id } = readQuery(request, (await bodies()).idQuery);
        const list = await listOf(ctx, domain, user);
        const index = list.findIndex((entry) => entry.id === id);
        if (index === -1) throw notFound(`Could not find a shortcut with id of ${id}.`);
        list.splice(index, 1);
        return true;
      }),
    ),
  ];
}
