import { http, type HttpHandler } from 'msw';
import { randomId } from '../../../core/ids';
import * as z from 'zod/mini';
import type { Shortcut } from '@hotel/shell/api';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import type { Domain } from '../../../core/db';
import { notFound } from '../../../core/errors';
import { q, readBody, readQuery } from '../../../core/validate';
import type { UserRecord } from '../../users/seed';
import { bool, iconName, safeLink, text } from '../shared/schemas';
import { shortcutsForRoles, shortcutsDomain, type ShortcutsState } from './seed';

const label = z.string({ error: 'label is required' }).check(z.trim(), z.minLength(1, 'label is required'), z.maxLength(60, 'must be at most 60 characters'));
const icon = z.pipe(z.string({ error: 'icon is required' }).check(z.trim()), iconName);
const link = z.pipe(z.string({ error: 'link is required' }).check(z.trim()), safeLink);
const useRouter = z.boolean({ error: 'useRouter is required (true or false)' });

const shortcutFields = z.object(
  { label, description: z.optional(text(200)), icon, link, useRouter },
  { error: 'shortcut is required' },
);
const shortcutPatch = z.object(
  { label: z.optional(label), description: z.optional(text(200)), icon: z.optional(icon), link: z.optional(link), useRouter: z.optional(bool) },
  { error: 'shortcut is required' },
);

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
        const { shortcut } = await readBody(request, z.object({ shortcut: shortcutFields }));
        const created: Shortcut = { ...shortcut, id: randomId() };
        (await listOf(ctx, domain, user)).unshift(created);
        return structuredClone(created);
      }),
    ),
    http.patch(
      path,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        const { id, shortcut } = await readBody(request, z.object({ id: q.id, shortcut: shortcutPatch }));
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
        const { id } = readQuery(request, z.object({ id: q.id }));
        const list = await listOf(ctx, domain, user);
        const index = list.findIndex((entry) => entry.id === id);
        if (index === -1) throw notFound(`Could not find a shortcut with id of ${id}.`);
        list.splice(index, 1);
        return true;
      }),
    ),
  ];
}
