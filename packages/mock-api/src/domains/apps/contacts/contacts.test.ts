import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appsHarness, bodyVariants, LONG, type Variant } from '../testing';
import { contactId } from './data';

const { call, rejects } = appsHarness(async (call) => {
  await call('GET', 'api/apps/contacts/all');
  await call('GET', 'api/apps/contacts/tags');
});
const P = 'api/apps/contacts';
const FIRST = contactId(0);
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

describe('contacts: reads', () => {
  it('lists about 50 contacts sorted by name, some without title, with labelled e-mails and phones', async () => {
    const { status, body } = await call('GET', `${P}/all`);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(45);
    const names = body.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort(byName));
    expect(body.some((c: { title?: string }) => !c.title)).toBe(true);
    for (const c of body) {
      expect(c.id).toMatch(/^[0-9a-f-]{36}$/);
      for (const e of c.emails) expect(['Personal', 'Work']).toContain(e.label);
      for (const p of c.phoneNumbers) {
        expect(['Mobile', 'Work', 'Home']).toContain(p.label);
        expect(p.country).toMatch(/^[a-z]{2}$/);
      }
      if (c.birthday) expect(new Date(c.birthday).toISOString()).toBe(c.birthday);
    }
  });

  it('is deterministic across resets', async () => {
    const first = (await call('GET', `${P}/all`)).body;
    const again = (await call('GET', `${P}/all`)).body;
    expect(again).toEqual(first);
  });

  it('searches names case-insensitively, sorted; an empty query answers everyone', async () => {
    const { body } = await call('GET', `${P}/search`, { query: { query: 'AN' } });
    expect(body.length).toBeGreaterThan(0);
    for (const c of body) expect(c.name.toLowerCase()).toContain('an');
    expect(body.map((c: { name: string }) => c.name)).toEqual(body.map((c: { name: string }) => c.name).sort(byName));
    const all = (await call('GET', `${P}/all`)).body;
    expect((await call('GET', `${P}/search`, { query: { query: '' } })).body).toEqual(all);
    expect((await call('GET', `${P}/search`, { query: { query: 'zzzz-nobody' } })).body).toEqual([]);
  });

  it('search with any characters (regex ones too) never fails and matches by substring', async () => {
    const all = (await call('GET', `${P}/all`)).body as { name: string }[];
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 12 }), async (query) => {
        const res = await call('GET', `${P}/search`, { query: { query } });
        expect(res.status).toBe(200);
        const expected = all.filter((c) => c.name.toLocaleLowerCase().includes(query.toLocaleLowerCase())).map((c) => c.name);
        expect(res.body.map((c: { name: string }) => c.name)).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('answers one contact by id, 404 for an unknown id', async () => {
    const { body } = await call('GET', `${P}/contact`, { query: { id: FIRST } });
    expect(body.id).toBe(FIRST);
    expect((await call('GET', `${P}/contact`, { query: { id: 'nope' } })).status).toBe(404);
  });

  it('answers about 240 countries with iso, dial code and sprite offset', async () => {
    const { body } = await call('GET', `${P}/countries`);
    expect(body.length).toBeGreaterThanOrEqual(230);
    expect(body.find((c: { iso: string }) => c.iso === 'us')).toMatchObject({ code: '+1', name: 'United States' });
    expect(new Set(body.map((c: { iso: string }) => c.iso)).size).toBe(body.length);
    for (const c of body) expect(c).toMatchObject({ iso: expect.stringMatching(/^[a-z]{2}$/), code: expect.stringMatching(/^\+\d+$/), flagImagePos: expect.any(String) });
  });

  it('answers the 7 seeded tags', async () => {
    const { body } = await call('GET', `${P}/tags`);
    expect(body.map((t: { title: string }) => t.title)).toEqual(['Work', 'Friend', 'Family', 'High School', 'College', 'Baseball Team', 'Band']);
  });

  it('refuses every call without a token', async () => {
    for (const path of ['all', 'search', 'countries', 'tags']) expect((await call('GET', `${P}/${path}`, { token: null })).status).toBe(401);
    expect((await call('POST', `${P}/contact`, { token: null })).status).toBe(401);
  });
});

describe('contacts: writes', () => {
  it('creates a blank New Contact placed first', async () => {
    const { body } = await call('POST', `${P}/contact`);
    expect(body).toMatchObject({ name: 'New Contact', emails: [], phoneNumbers: [], job: { title: '', company: '' }, title: '', company: '', birthday: null, address: null, notes: null, tags: [], avatar: null });
    const one = await call('GET', `${P}/contact`, { query: { id: body.id } });
    expect(one.body.id).toBe(body.id);
  });

  it('merges a patch and answers the contact', async () => {
    const { body } = await call('PATCH', `${P}/contact`, { body: { id: FIRST, contact: { title: 'GM', emails: [{ email: 'a@b.co', label: 'Work' }] } } });
    expect(body).toMatchObject({ id: FIRST, title: 'GM', emails: [{ email: 'a@b.co', label: 'Work' }] });
    expect(body.name).toBeTruthy();
    expect((await call('GET', `${P}/contact`, { query: { id: FIRST } })).body.title).toBe('GM');
  });

  it('deletes a contact: true, then 404', async () => {
    expect((await call('DELETE', `${P}/contact`, { query: { id: FIRST } })).body).toBe(true);
    expect((await call('GET', `${P}/contact`, { query: { id: FIRST } })).status).toBe(404);
    expect((await call('DELETE', `${P}/contact`, { query: { id: FIRST } })).status).toBe(404);
  });

  it('deleting a contact unassigns its tasks', async () => {
    const tasks = (await call<{ id: string; assignedTo: string | null }[]>('GET', 'api/apps/tasks/all')).body;
    const assignee = tasks.find((t) => t.assignedTo)?.assignedTo as string;
    expect(assignee).toBeTruthy();
    expect((await call('DELETE', `${P}/contact`, { query: { id: assignee } })).body).toBe(true);
    const after = (await call<{ assignedTo: string | null }[]>('GET', 'api/apps/tasks/all')).body;
    expect(after.some((t) => t.assignedTo === assignee)).toBe(false);
  });

  it('creates a tag first, renames it, and deleting a tag strips it from every contact', async () => {
    const created = (await call('POST', `${P}/tag`, { body: { tag: { title: 'Suppliers' } } })).body;
    expect((await call('GET', `${P}/tags`)).body[0]).toEqual(created);
    expect((await call('PATCH', `${P}/tag`, { body: { id: created.id, tag: { title: 'Vendors' } } })).body).toEqual({ id: created.id, title: 'Vendors' });
    const tagged = (await call('GET', `${P}/all`)).body.filter((c: { tags: string[] }) => c.tags.includes('contact-tag-1'));
    expect(tagged.length).toBeGreaterThan(0);
    expect((await call('DELETE', `${P}/tag`, { query: { id: 'contact-tag-1' } })).body).toBe(true);
    for (const c of (await call('GET', `${P}/all`)).body) expect(c.tags).not.toContain('contact-tag-1');
  });

  it('stores a PNG or JPEG avatar as a data URL', async () => {
    const form = new FormData();
    form.set('id', FIRST);
    form.set('avatar', new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' }));
    const { status, body } = await call('POST', `${P}/avatar`, { form });
    expect(status).toBe(200);
    expect(body.avatar).toBe('data:image/png;base64,AQID');
  });
});

const avatarForm = (fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};

describe('contacts: malformed input answers 4xx and changes nothing', () => {
  const patchValid = { id: FIRST, contact: { title: 'x' } };
  it.each<Variant>([
    ...bodyVariants(patchValid),
    { name: 'unknown id', body: { id: 'nope', contact: { title: 'x' } } },
    { name: 'empty name', body: { id: FIRST, contact: { name: '  ' } } },
    { name: 'bad email', body: { id: FIRST, contact: { emails: [{ email: 'not-mail', label: 'Work' }] } } },
    { name: 'bad country', body: { id: FIRST, contact: { phoneNumbers: [{ country: 'USA', phoneNumber: '1', label: 'Work' }] } } },
    { name: 'letters in phone', body: { id: FIRST, contact: { phoneNumbers: [{ country: 'us', phoneNumber: 'call me', label: 'Work' }] } } },
    { name: 'bad birthday', body: { id: FIRST, contact: { birthday: 'yesterday' } } },
    { name: 'unknown tag', body: { id: FIRST, contact: { tags: ['no-such-tag'] } } },
    { name: 'unknown country of a phone number', body: { id: FIRST, contact: { phoneNumbers: [{ country: 'zz', phoneNumber: '555 0100', label: 'Mobile' }] } } },
    { name: 'tags not a list', body: { id: FIRST, contact: { tags: 'Work' } } },
    { name: 'long name', body: { id: FIRST, contact: { name: LONG } } },
  ])('PATCH contact: $name', async (variant) => {
    await rejects('PATCH', `${P}/contact`, variant);
  });

  it.each<Variant>([
    { name: 'no id', query: {} },
    { name: 'empty id', query: { id: '' } },
    { name: 'blank id', query: { id: '   ' } },
    { name: 'long id', query: { id: LONG } },
    { name: 'unknown id', query: { id: 'nope' } },
  ])('DELETE contact and tag: $name', async (variant) => {
    await rejects('DELETE', `${P}/contact`, variant);
    await rejects('DELETE', `${P}/tag`, variant);
  });

  it.each<Variant>([
    ...bodyVariants({ tag: { title: 'Suppliers' } }),
    { name: 'empty title', body: { tag: { title: '' } } },
    { name: 'blank title', body: { tag: { title: '   ' } } },
    { name: 'title number', body: { tag: { title: 7 } } },
    { name: 'long title', body: { tag: { title: LONG } } },
  ])('POST tag: $name', async (variant) => {
    await rejects('POST', `${P}/tag`, variant);
  });

  it.each<Variant>([
    ...bodyVariants({ id: 'contact-tag-1', tag: { title: 'x' } }),
    { name: 'unknown id', body: { id: 'nope', tag: { title: 'x' } } },
    { name: 'empty title', body: { id: 'contact-tag-1', tag: { title: '' } } },
  ])('PATCH tag: $name', async (variant) => {
    await rejects('PATCH', `${P}/tag`, variant);
  });

  it.each<Variant>([
    { name: 'JSON instead of multipart', raw: '{"id":"x"}' },
    { name: 'no file', form: avatarForm({ id: FIRST }) },
    { name: 'no id', form: avatarForm({ avatar: new File([new Uint8Array([1])], 'a.png', { type: 'image/png' }) }) },
    { name: 'gif', form: avatarForm({ id: FIRST, avatar: new File([new Uint8Array([1])], 'a.gif', { type: 'image/gif' }) }) },
    { name: 'svg', form: avatarForm({ id: FIRST, avatar: new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }) }) },
    { name: 'text as file', form: avatarForm({ id: FIRST, avatar: 'not a file' }) },
    { name: 'empty file', form: avatarForm({ id: FIRST, avatar: new File([], 'a.png', { type: 'image/png' }) }) },
    { name: 'over 2 MB', form: avatarForm({ id: FIRST, avatar: new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'a.jpg', { type: 'image/jpeg' }) }) },
    { name: 'unknown contact', form: avatarForm({ id: 'nope', avatar: new File([new Uint8Array([1])], 'a.png', { type: 'image/png' }) }) },
    { name: 'no type', form: avatarForm({ id: FIRST, avatar: new File([new Uint8Array([1])], 'a') }) },
  ])('POST avatar: $name', async (variant) => {
    await rejects('POST', `${P}/avatar`, variant);
  });

  it.each<Variant>([{ name: 'query too long', query: { query: LONG } }])('GET search: $name', async (variant) => {
    await rejects('GET', `${P}/search`, variant);
  });
});

describe('contacts: tags behave like a Map (model-based)', () => {
  it('matches a plain Map under random create/rename/delete sequences', async () => {
    type Model = Map<string, string>;
    type Real = { ids: string[] };
    class Create implements fc.AsyncCommand<Model, Real> {
      constructor(readonly title: string) {}
      check = () => true;
      async run(model: Model, real: Real) {
        const { status, body } = await call('POST', `${P}/tag`, { body: { tag: { title: this.title } } });
        const trimmed = this.title.trim();
        if (!trimmed) return expect(status).toBe(400);
        expect(status).toBe(200);
        model.set(body.id, trimmed);
        real.ids.push(body.id);
      }
      toString = () => `create(${JSON.stringify(this.title)})`;
    }
    class Rename implements fc.AsyncCommand<Model, Real> {
      constructor(readonly pick: number, readonly title: string) {}
      check = (model: Readonly<Model>) => model.size > 0;
      async run(model: Model) {
        const id = [...model.keys()][this.pick % model.size] as string;
        const { status } = await call('PATCH', `${P}/tag`, { body: { id, tag: { title: this.title } } });
        expect(status).toBe(200);
        model.set(id, this.title.trim());
      }
      toString = () => `rename(${this.pick}, ${JSON.stringify(this.title)})`;
    }
    class Delete implements fc.AsyncCommand<Model, Real> {
      constructor(readonly pick: number) {}
      check = (model: Readonly<Model>) => model.size > 0;
      async run(model: Model) {
        const id = [...model.keys()][this.pick % model.size] as string;
        expect((await call('DELETE', `${P}/tag`, { query: { id } })).body).toBe(true);
        model.delete(id);
      }
      toString = () => `delete(${this.pick})`;
    }
    const titles = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim().length > 0);
    await fc.assert(
      fc.asyncProperty(
        fc.commands([titles.map((t) => new Create(t)), fc.tuple(fc.nat(), titles).map(([i, t]) => new Rename(i, t)), fc.nat().map((i) => new Delete(i))], { maxCommands: 15 }),
        async (commands) => {
          const seeded = (await call('GET', `${P}/tags`)).body as { id: string; title: string }[];
          const model: Model = new Map(seeded.map((t) => [t.id, t.title]));
          await fc.asyncModelRun(() => ({ model, real: { ids: [] } }), commands);
          const real = (await call('GET', `${P}/tags`)).body as { id: string; title: string }[];
          expect(new Map(real.map((t) => [t.id, t.title]))).toEqual(model);
          for (const id of model.keys()) {
            await call('DELETE', `${P}/tag`, { query: { id } });
          }
          for (const t of seeded) await call('POST', `${P}/tag`, { body: { tag: { title: t.title } } });
        },
      ),
      { numRuns: 15 },
    );
  });
});
