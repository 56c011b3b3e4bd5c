import { http, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { badRequest } from '../../../core/errors';
import { readBody, readQuery } from '../../../core/validate';
import type { Task } from '../contracts';
import { bodyId, escapeHtml, findOr404, idQuery, isoDate, newId, removeOr404, tagBody, text } from '../shared';
import { contactsDomain } from '../contacts/seed';
import { taskTagsDomain, tasksDomain } from './seed';

const base = '*/api/apps/tasks';

const taskFields = z.object({
  type: z.optional(z.enum(['section', 'task'], 'type must be section or task')),
  title: z.optional(text(500)),
  notes: z.optional(text(20_000)),
  completed: z.optional(z.boolean('completed must be true or false')),
  dueDate: z.optional(isoDate),
  priority: z.optional(z.union([z.literal(0), z.literal(1), z.literal(2)], 'priority must be 0, 1 or 2')),
  tags: z.optional(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50, 'at most 50 tags'))),
  assignedTo: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  subTasks: z.optional(
    z.array(z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)), title: text(500), completed: z.boolean() })).check(z.maxLength(100, 'at most 100 sub-tasks')),
  ),
  order: z.optional(z.number().check(z.int(), z.gte(0), z.lte(1_000_000))),
});

const sorted = (tasks: Task[]) => [...tasks].sort((a, b) => a.order - b.order);

/** Title HTML-escaped with every case-insensitive match of `query` wrapped in <mark>. */
export function markMatches(value: string, query: string): string {
  if (!query) return escapeHtml(value);
  const lower = value.toLocaleLowerCase();
  const needle = query.toLocaleLowerCase();
  let out = '';
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0 && needle.length > 0; at = lower.indexOf(needle, from)) {
    out += `${escapeHtml(value.slice(from, at))}<mark>${escapeHtml(value.slice(at, at + needle.length))}</mark>`;
    from = at + needle.length;
  }
  return out + escapeHtml(value.slice(from));
}

/** Tasks (spec 001 section 7): tags CRUD, list, search, reorder and task CRUD. */
export function tasksHandlers(ctx: MockContext): HttpHandler[] {
  const tasks = () => ctx.db.get(tasksDomain);
  const tags = () => ctx.db.get(taskTagsDomain);
  const checkTags = async (ids: string[] | undefined) => {
    if (!ids) return;
    const known = new Set((await tags()).map((t) => t.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) throw badRequest(`Unknown tag ids: ${unknown.join(', ')}`, { tags: 'unknown tag id' });
  };
  return [
    http.get(`${base}/tags`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      return tags();
    })),
    http.post(`${base}/tag`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { tag } = await readBody(request, z.object({ tag: tagBody }));
      const created = { id: newId(), title: tag.title };
      (await tags()).unshift(created);
      return created;
    })),
    http.patch(`${base}/tag`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id, tag } = await readBody(request, z.object({ id: bodyId, tag: tagBody }));
      return Object.assign(findOr404(await tags(), id, 'task tag'), tag);
    })),
    http.delete(`${base}/tag`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id } = readQuery(request, idQuery);
      removeOr404(await tags(), id, 'task tag');
      for (const task of await tasks()) task.tags = task.tags.filter((t) => t !== id);
      return true;
    })),
    http.get(`${base}/all`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      return sorted(await tasks());
    })),
    http.get(`${base}/search`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { query = '' } = readQuery(request, z.object({ query: z.optional(text(200)) }));
      if (query === '') return [];
      const needle = query.toLocaleLowerCase();
      return sorted(await tasks())
        .filter((t) => t.title.toLocaleLowerCase().includes(needle) || t.notes.toLocaleLowerCase().includes(needle))
        .map((t) => ({ ...t, title: markMatches(t.title, query) }));
    })),
    http.patch(`${base}/order`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const body = await readBody(
        request,
        z.object({ tasks: z.array(z.object({ id: bodyId })).check(z.maxLength(100_000, 'too many tasks')) }),
      );
      const list = await tasks();
      const byId = new Map(list.map((t) => [t.id, t]));
      const ids = body.tasks.map((t) => t.id);
      if (new Set(ids).size !== ids.length) throw badRequest('tasks: every id must appear once.', { tasks: 'duplicate id' });
      const missing = ids.filter((id) => !byId.has(id));
      if (missing.length) throw badRequest(`tasks: unknown ids ${missing.slice(0, 5).join(', ')}`, { tasks: 'unknown id' });
      // The given tasks take positions 0..n-1 in the given order; any task left out keeps its
      // relative order after them, so orders stay a permutation of 0..length-1.
      const given = new Set(ids);
      const rest = sorted(list).filter((t) => !given.has(t.id));
      [...ids.map((id) => byId.get(id) as Task), ...rest].forEach((task, index) => {
        task.order = index;
      });
      return sorted(list);
    })),
    http.get(`${base}/task`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id } = readQuery(request, idQuery);
      return findOr404(await tasks(), id, 'task');
    })),
    http.post(`${base}/task`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { type } = await readBody(request, z.object({ type: z.enum(['section', 'task'], 'type must be section or task') }));
      const list = await tasks();
      const task: Task = { id: newId(), type, title: '', notes: '', completed: false, dueDate: null, priority: 1, tags: [], assignedTo: null, subTasks: [], order: 0 };
      for (const t of list) t.order += 1;
      list.unshift(task);
      return task;
    })),
    http.patch(`${base}/task`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id, task: changes } = await readBody(request, z.object({ id: bodyId, task: taskFields }));
      const task = findOr404(await tasks(), id, 'task');
      await checkTags(changes.tags);
      if (typeof changes.assignedTo === 'string' && !(await ctx.db.get(contactsDomain)).some((c) => c.id === changes.assignedTo)) {
        throw badRequest('Invalid request body: task.assignedTo: no contact has this id', { 'task.assignedTo': 'unknown contact id' });
      }
      Object.assign(task, changes);
      return task;
    })),
    http.delete(`${base}/task`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id } = readQuery(request, idQuery);
      const list = await tasks();
      removeOr404(list, id, 'task');
      sorted(list).forEach((t, index) => {
        t.order = index;
      });
      return true;
    })),
  ];
}

