import { http, type HttpHandler } from 'msw';
import { randomId } from '../../../core/ids';
import * as z from 'zod/mini';
import type { Message } from '@hotel/shell/api';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import type { Domain } from '../../../core/db';
import { notFound } from '../../../core/errors';
import { readBody, readQuery, q } from '../../../core/validate';
import { bool, iconName, isoDateTime, safeLink, text } from './schemas';

/** The writable fields of a message or notification. */
const fields = {
  icon: z.optional(iconName),
  image: z.optional(safeLink),
  title: z.optional(text(1000)),
  description: z.optional(text(5000)),
  time: z.optional(isoDateTime),
  link: z.optional(safeLink),
  useRouter: z.optional(bool),
  read: z.optional(bool),
  seen: z.optional(bool),
};

const item = z.object(fields, { error: 'must be an object' });

/**
 * Messages and notifications answer the same calls with the same shapes (000 section 7); only the
 * body field differs. One shared list for every user (the spec's mock keeps one list too).
 */
export function recordHandlers(
  ctx: MockContext,
  domain: Domain<Message[]>,
  /** 'messages' or 'notifications'. */
  plural: string,
  /** The body field: 'message' or 'notification'. */
  field: string,
): HttpHandler[] {
  const base = `*/api/common/${plural}`;
  const createBody = z.object({ [field]: item });
  const updateBody = z.object({ id: q.id, [field]: item });
  // The spec's client sends the whole item ({message}) with its new read flag: its other fields are
  // accepted (and must still be the item's), only `read` is applied.
  const toggleBody = z.object({
    [field]: z.object({ ...fields, id: q.id, read: bool }, { error: 'must be an object with id and read' }),
  });
  const find = (list: Message[], id: string) => {
    const found = list.find((entry) => entry.id === id);
    if (!found) throw notFound(`Could not find a ${field} with id of ${id}.`);
    return found;
  };

  return [
    http.get(
      `${base}/mark-all-as-read`,
      route(
        ctx,
        async ({ request }) => {
          await requireUser(ctx, request);
          for (const entry of await ctx.db.get(domain)) {
            entry.read = true;
            entry.seen = true;
          }
          return true;
        },
        { writes: true },
      ),
    ),
    http.post(
      `${base}/toggle-read-status`,
      route(ctx, async ({ request }) => {
        await requireUser(ctx, request);
        const body = (await readBody(request, toggleBody)) as Record<string, { id: string; read: boolean }>;
        const sent = body[field] as { id: string; read: boolean };
        const entry = find(await ctx.db.get(domain), sent.id);
        entry.read = sent.read;
        return structuredClone(entry);
      }),
    ),
    http.get(
      base,
      route(ctx, async ({ request }) => {
        await requireUser(ctx, request);
        return structuredClone(await ctx.db.get(domain));
      }),
    ),
    http.post(
      base,
      route(ctx, async ({ request }) => {
        await requireUser(ctx, request);
        const body = (await readBody(request, createBody)) as Record<string, z.infer<typeof item>>;
        const values = body[field] as z.infer<typeof item>;
        const list = await ctx.db.get(domain);
        const created: Message = { read: false, ...values, id: randomId(), time: values.time ?? ctx.now().toISOString() };
        list.unshift(created);
        return structuredClone(created);
      }),
    ),
    http.patch(
      base,
      route(ctx, async ({ request }) => {
        await requireUser(ctx, request);
        const body = (await readBody(request, updateBody)) as { id: string } & Record<string, z.infer<typeof item>>;
        const entry = find(await ctx.db.get(domain), body.id);
        Object.assign(entry, body[field]);
        return structuredClone(entry);
      }),
    ),
    http.delete(
      base,
      route(ctx, async ({ request }) => {
        await requireUser(ctx, request);
        const { id } = readQuery(request, z.object({ id: q.id }));
        const list = await ctx.db.get(domain);
        const index = list.findIndex((entry) => entry.id === id);
        if (index === -1) throw notFound(`Could not find a ${field} with id of ${id}.`);
        list.splice(index, 1);
        return true;
      }),
    ),
  ];
}
