import { describe, expect, it } from 'vitest';
import type { NoteLabel } from '../contracts';
import { appsHarness, bodyVariants, LONG, type Variant } from '../testing';
import { noteId } from './data';

const { call, rejects } = appsHarness(async (call) => {
  await call('GET', 'api/apps/notes/labels');
});
const P = 'api/apps/notes';
const FIRST = noteId(0);
type NoteOut = { id: string; title: string; content: string; tasks: { id: string; content: string; completed: boolean }[] | null; image: string | null; reminder: string | null; labels: NoteLabel[]; archived: boolean; createdAt: string; updatedAt: string | null };
const full = (over: Partial<Record<string, unknown>> = {}) => ({ id: FIRST, title: 'T', content: 'C', tasks: null, image: null, reminder: null, labels: [], archived: false, ...over });

describe('notes', () => {
  it('seeds 15 notes (3 archived, 2 with image, 4 checklists) with label objects, newest first', async () => {
    const { body } = await call<NoteOut[]>('GET', `${P}/all`);
    expect(body).toHaveLength(15);
    expect(body.filter((n) => n.archived)).toHaveLength(3);
    expect(body.filter((n) => n.image)).toHaveLength(2);
    expect(body.filter((n) => n.tasks)).toHaveLength(4);
    for (const n of body) for (const l of n.labels) expect(l).toEqual({ id: expect.any(String), title: expect.any(String) });
    const dates = body.map((n) => n.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Date.now() - Date.parse(dates[0] as string)).toBeLessThan(3 * 86_400_000);
  });

  it('label calls answer the list; deleting a label strips it from every note', async () => {
    expect((await call<NoteLabel[]>('GET', `${P}/labels`)).body.map((l) => l.title)).toEqual(['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends']);
    const added = (await call<NoteLabel[]>('POST', `${P}/labels`, { body: { title: 'Travel' } })).body;
    expect(added.at(-1)?.title).toBe('Travel');
    const renamed = (await call<NoteLabel[]>('PATCH', `${P}/labels`, { body: { label: { id: 'note-label-1', title: 'Home' } } })).body;
    expect(renamed[0]).toEqual({ id: 'note-label-1', title: 'Home' });
    const used = (await call<NoteOut[]>('GET', `${P}/all`)).body.flatMap((n) => n.labels.map((l) => l.id))[0] as string;
    const after = (await call<NoteLabel[]>('DELETE', `${P}/labels`, { query: { id: used } })).body;
    expect(after.map((l) => l.id)).not.toContain(used);
    for (const n of (await call<NoteOut[]>('GET', `${P}/all`)).body) expect(n.labels.map((l) => l.id)).not.toContain(used);
  });

  it('creates a note with a new id, replaces one, adds a task, deletes', async () => {
    const created = (await call<NoteOut>('POST', P, { body: { note: { title: 'New', labels: ['note-label-2'] } } })).body;
    expect(created).toMatchObject({ title: 'New', content: '', tasks: null, archived: false, labels: [{ id: 'note-label-2', title: 'Work' }] });
    expect((await call<NoteOut[]>('GET', `${P}/all`)).body[0]?.id).toBe(created.id);
    const replaced = (await call<NoteOut>('PATCH', P, { body: { updatedNote: full({ archived: true, labels: ['note-label-1'] }) } })).body;
    expect(replaced).toMatchObject({ id: FIRST, title: 'T', content: 'C', archived: true, labels: [{ id: 'note-label-1', title: 'Family' }] });
    const objects = (await call<NoteOut>('PATCH', P, { body: { updatedNote: full({ labels: [{ id: 'note-label-3', title: 'Tasks' }] }) } })).body;
    expect(objects.labels).toEqual([{ id: 'note-label-3', title: 'Tasks' }]);
    const withTask = (await call<NoteOut>('POST', `${P}/tasks`, { body: { note: { id: FIRST }, task: 'Buy milk' } })).body;
    expect(withTask.tasks).toEqual([{ id: expect.any(String), content: 'Buy milk', completed: false }]);
    expect((await call('DELETE', P, { query: { id: FIRST } })).body).toBe(true);
    expect((await call<NoteOut[]>('GET', `${P}/all`)).body.some((n) => n.id === FIRST)).toBe(false);
  });
});

describe('notes: malformed input answers 4xx and changes nothing', () => {
  it.each<Variant>([
    ...bodyVariants({ note: { title: 'x' } }),
    { name: 'archived text', body: { note: { archived: 'no' } } },
    { name: 'unknown label', body: { note: { labels: ['x'] } } },
    { name: 'bad reminder', body: { note: { reminder: 'tomorrow' } } },
    { name: 'tasks not list', body: { note: { tasks: 'milk' } } },
  ])('POST note: $name', async (v) => {
    await rejects('POST', P, v);
  });

  it.each<Variant>([
    ...bodyVariants({ updatedNote: full() }),
    { name: 'unknown id', body: { updatedNote: full({ id: 'x' }) } },
    { name: 'missing field', body: { updatedNote: { id: FIRST, title: 'x' } } },
    { name: 'long content', body: { updatedNote: full({ content: LONG.repeat(6) }) } },
  ])('PATCH note: $name', async (v) => {
    await rejects('PATCH', P, v);
  });

  it.each<Variant>([
    ...bodyVariants({ note: { id: FIRST }, task: 'x' }),
    { name: 'empty task', body: { note: { id: FIRST }, task: '' } },
    { name: 'unknown note', body: { note: { id: 'x' }, task: 'x' } },
  ])('POST tasks: $name', async (v) => {
    await rejects('POST', `${P}/tasks`, v);
  });

  it.each<Variant>([
    ...bodyVariants({ title: 'x' }),
    { name: 'blank', body: { title: '  ' } },
  ])('POST labels: $name', async (v) => {
    await rejects('POST', `${P}/labels`, v);
  });

  it.each<Variant>([
    ...bodyVariants({ label: { id: 'note-label-1', title: 'x' } }),
    { name: 'unknown id', body: { label: { id: 'x', title: 'x' } } },
  ])('PATCH labels: $name', async (v) => {
    await rejects('PATCH', `${P}/labels`, v);
  });

  it.each<Variant>([{ name: 'no id', query: {} }, { name: 'unknown', query: { id: 'x' } }, { name: 'long', query: { id: LONG } }])('DELETE note and label: $name', async (v) => {
    await rejects('DELETE', P, v);
    await rejects('DELETE', `${P}/labels`, v);
  });
});
