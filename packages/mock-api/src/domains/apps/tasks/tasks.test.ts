import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appsHarness, bodyVariants, LONG, type Variant } from '../testing';
import { contactId } from '../contacts/data';
import { taskId } from './data';
import { markMatches } from './handlers';

const { call, rejects } = appsHarness(async (call) => {
  await call('GET', 'api/apps/contacts/all');
  await call('GET', 'api/apps/tasks/all');
  await call('GET', 'api/apps/tasks/tags');
});
const P = 'api/apps/tasks';
const T1 = taskId(1);

type TaskLike = { id: string; type: string; title: string; notes: string; order: number; completed: boolean; priority: number; tags: string[]; assignedTo: string | null };

describe('tasks: reads', () => {
  it('seeds 30 items: 3 sections, 15 completed, priorities 4/18/8, sorted by order', async () => {
    const { body } = await call<TaskLike[]>('GET', `${P}/all`);
    expect(body).toHaveLength(30);
    expect(body.map((t) => t.order)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(body.filter((t) => t.type === 'section')).toHaveLength(3);
    expect(body.filter((t) => t.completed)).toHaveLength(15);
    const count = (p: number) => body.filter((t) => t.priority === p).length;
    expect([count(0), count(1), count(2)]).toEqual([4, 18, 8]);
    const contacts = new Set((await call<{ id: string }[]>('GET', 'api/apps/contacts/all')).body.map((c) => c.id));
    for (const t of body) if (t.assignedTo !== null) expect(contacts.has(t.assignedTo)).toBe(true);
    expect(body.some((t) => t.assignedTo !== null)).toBe(true);
  });

  it('answers the 6 tags', async () => {
    expect((await call<{ title: string }[]>('GET', `${P}/tags`)).body.map((t) => t.title)).toEqual(['Api', 'Frontend', 'Bug', 'Backend', 'Urgent', 'Discuss']);
  });

  it('searches title or notes case-insensitively; marks title matches; empty query answers []', async () => {
    const { body } = await call<TaskLike[]>('GET', `${P}/search`, { query: { query: 'DARK' } });
    expect(body.map((t) => t.title)).toEqual(['Create the <mark>dark</mark> theme for the back-office']);
    expect((await call('GET', `${P}/search`, { query: { query: '' } })).body).toEqual([]);
    expect((await call('GET', `${P}/search`)).body).toEqual([]);
    const notes = (await call<TaskLike[]>('GET', `${P}/search`, { query: { query: 'supplier answers' } })).body;
    expect(notes.length).toBeGreaterThan(0);
    for (const t of notes) expect(t.title).not.toContain('<mark>');
  });

  it('escapes HTML in titles and marks every match', () => {
    expect(markMatches('Write notes <breaking changes>', 'CHANGES')).toBe('Write notes &lt;breaking <mark>changes</mark>&gt;');
    expect(markMatches('aAa', 'a')).toBe('<mark>a</mark><mark>A</mark><mark>a</mark>');
    expect(markMatches('<b>', '<')).toBe('<mark>&lt;</mark>b&gt;');
  });

  it('search with any characters never fails, and un-marking gives back the escaped title', async () => {
    const all = (await call<TaskLike[]>('GET', `${P}/all`)).body;
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 6 }), async (query) => {
        const res = await call<TaskLike[]>('GET', `${P}/search`, { query: { query } });
        expect(res.status).toBe(200);
        const q = query.toLocaleLowerCase();
        const expected = query === '' ? [] : all.filter((t) => t.title.toLocaleLowerCase().includes(q) || t.notes.toLocaleLowerCase().includes(q));
        expect(res.body.map((t) => t.id)).toEqual(expected.map((t) => t.id));
        for (const t of res.body) {
          const original = all.find((o) => o.id === t.id) as TaskLike;
          expect(t.title.replace(/<\/?mark>/g, '')).toBe(escape(original.title));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('answers a task by id and 404 for an unknown one', async () => {
    expect((await call<TaskLike>('GET', `${P}/task`, { query: { id: T1 } })).body.id).toBe(T1);
    expect((await call('GET', `${P}/task`, { query: { id: 'nope' } })).status).toBe(404);
  });
});

describe('tasks: writes', () => {
  it.each(['task', 'section'] as const)('POST task {type: %s} adds a blank item on top and renumbers', async (type) => {
    const { body } = await call<TaskLike>('POST', `${P}/task`, { body: { type } });
    expect(body).toMatchObject({ type, completed: false, dueDate: null, priority: 1, tags: [], order: 0, assignedTo: null });
    const all = (await call<TaskLike[]>('GET', `${P}/all`)).body;
    expect(all[0]?.id).toBe(body.id);
    expect(all.map((t) => t.order)).toEqual(Array.from({ length: 31 }, (_, i) => i));
  });

  it('PATCH order sets order from the list position (a stable permutation)', async () => {
    const all = (await call<TaskLike[]>('GET', `${P}/all`)).body;
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray(all.map((t) => t.id), { minLength: 1 }), async (ids) => {
        const before = (await call<TaskLike[]>('GET', `${P}/all`)).body.map((t) => t.id);
        const { status, body } = await call<TaskLike[]>('PATCH', `${P}/order`, { body: { tasks: ids.map((id) => ({ id })) } });
        expect(status).toBe(200);
        const given = new Set(ids);
        expect(body.map((t) => t.id)).toEqual([...ids, ...before.filter((id) => !given.has(id))]);
        expect(body.map((t) => t.order)).toEqual(body.map((_, i) => i));
      }),
      { numRuns: 25 },
    );
  });

  it('PATCH task merges and DELETE removes (true) and renumbers', async () => {
    const patched = await call<TaskLike>('PATCH', `${P}/task`, { body: { id: T1, task: { completed: true, priority: 2, tags: ['task-tag-1'], assignedTo: contactId(3) } } });
    expect(patched.body).toMatchObject({ id: T1, completed: true, priority: 2, tags: ['task-tag-1'] });
    expect((await call('DELETE', `${P}/task`, { query: { id: T1 } })).body).toBe(true);
    const all = (await call<TaskLike[]>('GET', `${P}/all`)).body;
    expect(all).toHaveLength(29);
    expect(all.map((t) => t.order)).toEqual(Array.from({ length: 29 }, (_, i) => i));
  });

  it('tag CRUD; deleting a tag strips it from every task', async () => {
    const tag = (await call<{ id: string; title: string }>('POST', `${P}/tag`, { body: { tag: { title: 'Design' } } })).body;
    expect((await call<{ id: string }[]>('GET', `${P}/tags`)).body[0]).toEqual(tag);
    expect((await call('PATCH', `${P}/tag`, { body: { id: tag.id, tag: { title: 'UX' } } })).body).toEqual({ id: tag.id, title: 'UX' });
    const used = (await call<TaskLike[]>('GET', `${P}/all`)).body.flatMap((t) => t.tags)[0] as string;
    expect((await call('DELETE', `${P}/tag`, { query: { id: used } })).body).toBe(true);
    for (const t of (await call<TaskLike[]>('GET', `${P}/all`)).body) expect(t.tags).not.toContain(used);
  });
});

describe('tasks: malformed input answers 4xx and changes nothing', () => {
  it.each<Variant>([
    ...bodyVariants({ type: 'task' }),
    { name: 'wrong enum', body: { type: 'epic' } },
    { name: 'upper-case enum', body: { type: 'TASK' } },
    { name: 'null type', body: { type: null } },
  ])('POST task: $name', async (v) => {
    await rejects('POST', `${P}/task`, v);
  });

  it.each<Variant>([
    ...bodyVariants({ id: T1, task: { completed: true } }),
    { name: 'unknown id', body: { id: 'nope', task: { completed: true } } },
    { name: 'priority 3', body: { id: T1, task: { priority: 3 } } },
    { name: 'priority text', body: { id: T1, task: { priority: 'high' } } },
    { name: 'completed text', body: { id: T1, task: { completed: 'yes' } } },
    { name: 'bad due date', body: { id: T1, task: { dueDate: '31/12/2026' } } },
    { name: 'unknown tag', body: { id: T1, task: { tags: ['nope'] } } },
    { name: 'long notes', body: { id: T1, task: { notes: LONG.repeat(3) } } },
    { name: 'bad type', body: { id: T1, task: { type: 'epic' } } },
    { name: 'unknown assignee', body: { id: T1, task: { assignedTo: 'no-such-contact' } } },
    { name: 'sub-task without id', body: { id: T1, task: { subTasks: [{ title: 'x', completed: false }] } } },
  ])('PATCH task: $name', async (v) => {
    await rejects('PATCH', `${P}/task`, v);
  });

  it.each<Variant>([
    ...bodyVariants({ tasks: [{ id: T1 }] }),
    { name: 'unknown id', body: { tasks: [{ id: 'nope' }] } },
    { name: 'duplicate id', body: { tasks: [{ id: T1 }, { id: T1 }] } },
    { name: 'ids as strings', body: { tasks: [T1] } },
  ])('PATCH order: $name', async (v) => {
    await rejects('PATCH', `${P}/order`, v);
  });

  it.each<Variant>([
    { name: 'no id', query: {} },
    { name: 'empty id', query: { id: '' } },
    { name: 'long id', query: { id: LONG } },
    { name: 'unknown id', query: { id: 'nope' } },
  ])('DELETE task and tag: $name', async (v) => {
    await rejects('DELETE', `${P}/task`, v);
    await rejects('DELETE', `${P}/tag`, v);
  });

  it.each<Variant>([
    ...bodyVariants({ tag: { title: 'x' } }),
    { name: 'empty title', body: { tag: { title: '' } } },
  ])('POST tag: $name', async (v) => {
    await rejects('POST', `${P}/tag`, v);
  });

  it('GET search with a 10,000-character query', async () => {
    await rejects('GET', `${P}/search`, { name: 'long', query: { query: LONG } });
  });
});
