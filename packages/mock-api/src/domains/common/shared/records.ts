import { http, type HttpHandler } from 'msw';
import { randomId } from '../../../core/ids';
import type { Message } from '@hotel/shell/api';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import type { Domain } from '../../../core/db';
import { notFound } from '../../../core/errors';
import { readBody, readQuery } from '../../../core/validate';
import type { RecordFields, recordBodies } from './record-bodies';

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
  // The schemas load with the first write (zod stays out of start-up, whose calls are reads).
  let schemas: Promise<ReturnType<typeof recordBodies>> | undefined;
  const bodies = () =>
    (schemas ??= import('./record-bodies').then(
      (m) => m.recordBodies(field),
      (error: unknown) => {
        schemas = undefined; // tried again on the next write
        throw error;
      },
    ));
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
        const body = (await readBody(request, async () => (await bodies()).toggleBody)) as Record<string, { id: string; read: boolean }>;
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
        const body = (await readBody(request, async () => (await bodies()).createBody)) as Record<string, RecordFields>;
        const values = body[field] as RecordFields;
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
        const body = (await readBody(request, async () => (await bodies()).updateBody)) as { id: string } & Record<string, RecordFields>;
        const entry = find(await ctx.db.get(domain), body.id);
        Object.assign(entry, body[field]);
        return structuredClone(entry);
      }),
    ),
    http.delete(
      base,
      route(ctx, async ({ request }) => {
        await requireUser(ctx, request);
        const { id } = readQuery(request, (await bodies()).deleteQuery);
        const list = await ctx.db.get(domain);
        const index = list.findIndex((entry) => entry.id === id);
        if (index === -1) throw notFound(`Could not find a ${field} with id of ${id}.`);
        list.splice(index, 1);
        return true;
      }),
    ),
  ];
}
