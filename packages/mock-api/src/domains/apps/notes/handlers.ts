import { http, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { badRequest } from '../../../core/errors';
import { readBody, readQuery } from '../../../core/validate';
import type { Note } from '../contracts';
import { bodyId, findOr404, idQuery, isoDate, newId, removeOr404, text, title } from '../shared';
import { notesDomain, type NotesState } from './seed';

const base = '*/api/apps/notes';

const noteTask = z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)), content: text(2000), completed: z.boolean('completed must be true or false') });
const noteBody = {
  title: text(500),
  content: text(50_000),
  tasks: z.nullable(z.array(noteTask).check(z.maxLength(200, 'at most 200 tasks'))),
  image: z.nullable(text(3_000_000)),
  reminder: isoDate,
  /** Label ids; label objects (as GET all answers them, {id, title}) are accepted too and stored as their ids. */
  labels: z
    .array(z.union([z.string().check(z.maxLength(200)), z.object({ id: z.string().check(z.maxLength(200)), title: z.optional(text(200)) })]))
    .check(z.maxLength(50, 'at most 50 labels')),
  archived: z.boolean('archived must be true or false'),
};
/** POST: every field optional (a blank note is fine). */
const newNote = z.object({
  note: z.object({
    title: z.optional(noteBody.title),
    content: z.optional(noteBody.content),
    tasks: z.optional(noteBody.tasks),
    image: z.optional(noteBody.image),
    reminder: z.optional(noteBody.reminder),
    labels: z.optional(noteBody.labels),
    archived: z.optional(noteBody.archived),
  }),
});
/** PATCH: the whole note (it replaces the stored one). */
const updatedNote = z.object({ updatedNote: z.object({ id: bodyId, ...noteBody, createdAt: z.optional(z.string().check(z.maxLength(40))), updatedAt: z.optional(z.nullable(z.string().check(z.maxLength(40)))) }) });

const labelIds = (labels: (string | { id: string })[] | undefined) => labels?.map((l) => (typeof l === 'string' ? l : l.id));

const withLabels = (state: NotesState, note: Note) => ({
  ...note,
  labels: note.labels.map((id) => state.labels.find((l) => l.id === id)).filter((l) => l !== undefined),
});

function checkLabels(state: NotesState, ids: string[] | undefined) {
  if (ids?.some((id) => !state.labels.some((l) => l.id === id))) throw badRequest('Invalid request body: labels: unknown label id', { labels: 'unknown label id' });
}

/** Notes (spec 001 section 7). */
export function notesHandlers(ctx: MockContext): HttpHandler[] {
  const state = () => ctx.db.get(notesDomain);
  return [
    http.get(`${base}/labels`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      return (await state()).labels;
    })),
    http.post(`${base}/labels`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const body = await readBody(request, z.object({ title: title(60) }));
      const s = await state();
      s.labels.push({ id: newId(), title: body.title });
      return s.labels;
    })),
    http.patch(`${base}/labels`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { label } = await readBody(request, z.object({ label: z.object({ id: bodyId, title: title(60) }) }));
      const s = await state();
      findOr404(s.labels, label.id, 'note label').title = label.title;
      return s.labels;
    })),
    http.delete(`${base}/labels`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id } = readQuery(request, idQuery);
      const s = await state();
      removeOr404(s.labels, id, 'note label');
      for (const note of s.notes) note.labels = note.labels.filter((l) => l !== id);
      return s.labels;
    })),
    http.get(`${base}/all`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const s = await state();
      return [...s.notes].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)).map((n) => withLabels(s, n));
    })),
    http.post(`${base}/tasks`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { note, task } = await readBody(request, z.object({ note: z.object({ id: bodyId }), task: title(2000, 'task') }));
      const s = await state();
      const stored = findOr404(s.notes, note.id, 'note');
      stored.tasks = [...(stored.tasks ?? []), { id: newId(), content: task, completed: false }];
      stored.updatedAt = ctx.now().toISOString();
      return withLabels(s, stored);
    })),
    http.post(base, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { note } = await readBody(request, newNote);
      const s = await state();
      const labels = labelIds(note.labels) ?? [];
      checkLabels(s, labels);
      const created: Note = { title: '', content: '', tasks: null, image: null, reminder: null, archived: false, ...note, labels, id: newId(), createdAt: ctx.now().toISOString(), updatedAt: null };
      s.notes.unshift(created);
      return withLabels(s, created);
    })),
    http.patch(base, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { updatedNote: next } = await readBody(request, updatedNote);
      const s = await state();
      const index = s.notes.findIndex((n) => n.id === next.id);
      const current = findOr404(s.notes, next.id, 'note');
      const labels = labelIds(next.labels) ?? [];
      checkLabels(s, labels);
      const replaced: Note = { ...next, labels, createdAt: current.createdAt, updatedAt: ctx.now().toISOString() };
      s.notes[index] = replaced;
      return withLabels(s, replaced);
    })),
    http.delete(base, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id } = readQuery(request, idQuery);
      removeOr404((await state()).notes, id, 'note');
      return true;
    })),
  ];
}
