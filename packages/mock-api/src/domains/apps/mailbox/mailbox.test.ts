import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Mail, MailLabel } from '../contracts';
import { appsHarness, bodyVariants, LONG, type Variant } from '../testing';
import { mailId } from './data';
import { labelSlug, uniqueSlug } from './handlers';

const { api, call, rejects } = appsHarness(async (call) => {
  await call('GET', 'api/apps/mailbox/labels');
});
const P = 'api/apps/mailbox';
const FIRST = mailId(0);
type Page = { mails: (Mail & { ccCount: number; bccCount: number })[] | null; pagination: Record<string, number> };
const mails = (query: Record<string, string>) => call<Page>('GET', `${P}/mails`, { query });
const stored = async () => {
  await call('GET', `${P}/labels`);
  return (api.snapshot()['apps.mailbox'] as { mails: Mail[] }).mails;
};

describe('mailbox: reads', () => {
  it('seeds 100 mails with the spec counts', async () => {
    const all = await stored();
    expect(all).toHaveLength(100);
    const inFolder = (slug: string) => all.filter((m) => m.folder === `mail-folder-${slug}`);
    expect([45, 17, 7, 13, 18]).toEqual(['inbox', 'sent', 'drafts', 'spam', 'trash'].map((s) => inFolder(s).length));
    expect(inFolder('inbox').filter((m) => m.unread)).toHaveLength(27);
    expect(all.filter((m) => m.starred)).toHaveLength(56);
    expect(all.filter((m) => m.important)).toHaveLength(47);
  });

  it('answers folders with counts: unread for inbox, all for drafts and spam, 0 for sent and trash', async () => {
    const { body } = await call<{ slug: string; count: number }[]>('GET', `${P}/folders`);
    expect(body.map((f) => [f.slug, f.count])).toEqual([['inbox', 27], ['sent', 0], ['drafts', 7], ['spam', 13], ['trash', 0]]);
  });

  it('answers settings, filters and the 6 labels', async () => {
    expect((await call('GET', `${P}/settings`)).body).toEqual({ messageLayout: 'right' });
    expect((await call<{ slug: string }[]>('GET', `${P}/filters`)).body.map((f) => f.slug)).toEqual(['starred', 'important']);
    const labels = (await call<MailLabel[]>('GET', `${P}/labels`)).body;
    expect(labels.map((l) => [l.slug, l.color])).toEqual([['personal', 'blue'], ['work', 'indigo'], ['payments', 'red'], ['invoices', 'teal'], ['accounts', 'purple'], ['forums', 'green']]);
  });

  it('pages a folder newest first, 10 per page, with cc/bcc counts', async () => {
    const { body } = await mails({ folder: 'inbox' });
    expect(body.pagination).toEqual({ totalResults: 45, resultsPerPage: 10, currentPage: 1, lastPage: 5, startIndex: 0, endIndex: 9 });
    const dates = body.mails?.map((m) => m.date) ?? [];
    expect(dates).toEqual([...dates].sort().reverse());
    for (const m of body.mails ?? []) expect([m.ccCount, m.bccCount]).toEqual([m.cc?.length ?? 0, m.bcc?.length ?? 0]);
    expect((await mails({ folder: 'inbox', page: '5' })).body.mails).toHaveLength(5);
    expect((await mails({ folder: 'inbox', page: '6' })).body).toEqual({ mails: null, pagination: { lastPage: 5 } });
  });

  it.each([
    [{ filter: 'starred' }, (m: Mail) => m.starred],
    [{ filter: 'important' }, (m: Mail) => m.important],
    [{ filter: 'unread' }, (m: Mail) => m.unread],
    [{ label: 'work' }, (m: Mail) => m.labels.includes('mail-label-2')],
    [{ folder: 'spam' }, (m: Mail) => m.folder === 'mail-folder-spam'],
    [{ folder: 'nowhere' }, () => false],
    [{ label: 'nowhere' }, () => false],
  ] as [Record<string, string>, (m: Mail) => boolean][])('concatenated pages of %o equal the sorted matches with no gap or duplicate', async (query, keep) => {
    const expected = (await stored()).filter(keep).sort((a, b) => (a.date < b.date ? 1 : -1)).map((m) => m.id);
    const got: string[] = [];
    for (let page = 1; ; page++) {
      const { body } = await mails({ ...query, page: String(page) });
      if (!body.mails) {
        expect(body.pagination).toEqual({ lastPage: Math.max(1, Math.ceil(expected.length / 10)) });
        break;
      }
      got.push(...body.mails.map((m) => m.id));
    }
    expect(got).toEqual(expected);
  });

  it('answers a mail by id, 404 for an unknown id', async () => {
    expect((await call<Mail>('GET', `${P}/mail`, { query: { id: FIRST } })).body.id).toBe(FIRST);
    expect((await call('GET', `${P}/mail`, { query: { id: 'x' } })).status).toBe(404);
  });
});

describe('mailbox: label slugs', () => {
  it.each([
    ['Travel Agents', 'travel-agents'],
    ['  Big   Deals  ', 'big-deals'],
    ['Q&A -- 2026!', 'qa-2026'],
    ['Café Crème', 'café-crème'],
    ['!!!', 'label'],
  ])('%s → %s', (title, slug) => {
    expect(labelSlug(title)).toBe(slug);
  });

  it('appends -1, -2 ... until unique', () => {
    expect(uniqueSlug('work', ['work', 'work-1'])).toBe('work-2');
    expect(uniqueSlug('new', ['work'])).toBe('new');
  });

  it('labels created from any multiset of titles get unique slugs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('Work', 'work', 'WORK ', 'Work-1', 'Personal', 'a b', 'a  b', 'a-b', '!!', 'é'), { maxLength: 12 }), async (titles) => {
        api.reset();
        for (const title of titles) expect((await call('POST', `${P}/label`, { body: { label: { title, color: 'gray' } } })).status).toBe(200);
        const slugs = (await call<MailLabel[]>('GET', `${P}/labels`)).body.map((l) => l.slug);
        expect(new Set(slugs).size).toBe(slugs.length);
      }),
      { numRuns: 40 },
    );
  });

  it('PATCH recomputes the slug without a uniqueness check; DELETE strips the label from every mail', async () => {
    const { body } = await call<MailLabel>('PATCH', `${P}/label`, { body: { id: 'mail-label-1', label: { title: 'Work' } } });
    expect(body).toMatchObject({ id: 'mail-label-1', title: 'Work', slug: 'work', color: 'blue' });
    expect((await call('DELETE', `${P}/label`, { query: { id: 'mail-label-2' } })).body).toBe(true);
    for (const m of await stored()) expect(m.labels).not.toContain('mail-label-2');
  });
});

describe('mailbox: writes', () => {
  it('merges flags, folder and labels of a mail', async () => {
    const { body } = await call<Mail>('PATCH', `${P}/mail`, { body: { id: FIRST, mail: { starred: false, important: true, unread: true, folder: 'mail-folder-trash', labels: ['mail-label-3'] } } });
    expect(body).toMatchObject({ id: FIRST, starred: false, important: true, unread: true, folder: 'mail-folder-trash', labels: ['mail-label-3'] });
  });

  it('patches settings', async () => {
    expect((await call('PATCH', `${P}/settings`, { body: { settings: { messageLayout: 'left' } } })).body).toEqual({ messageLayout: 'left' });
    expect((await call('GET', `${P}/settings`)).body).toEqual({ messageLayout: 'left' });
    expect((await call('PATCH', `${P}/settings`, { body: { settings: { messageLayout: 'full' } } })).body).toEqual({ messageLayout: 'full' });
    expect((await call('GET', `${P}/settings`)).body).toEqual({ messageLayout: 'full' });
  });

  it('creates a label from the spec\'s body {label: {title}}: without a colour it is gray', async () => {
    const { status, body } = await call<MailLabel>('POST', `${P}/label`, { body: { label: { title: 'Travel Agents' } } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ title: 'Travel Agents', slug: 'travel-agents', color: 'gray' });
    expect((await call<MailLabel[]>('GET', `${P}/labels`)).body.at(-1)).toEqual(body);
  });

  it('sends a mail into Sent from the signed-in user, newest first', async () => {
    const { status, body } = await call<Mail>('POST', `${P}/mail`, { body: { mail: { to: ['lucas@hotel.test', 'Sofia <sofia@hotel.test>'], cc: ['a@b.co'], subject: 'Rota', content: 'Line 1\nLine 2' } } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ folder: 'mail-folder-sent', to: 'lucas@hotel.test, Sofia <sofia@hotel.test>', cc: ['a@b.co'], from: { contact: 'Amara Okafor <admin@hotel.test>' }, subject: 'Rota', content: 'Line 1\nLine 2', unread: false });
    expect((await mails({ folder: 'sent' })).body.mails?.[0]?.id).toBe(body.id);
  });

  it('saves a draft without recipients into Drafts (and the drafts count grows)', async () => {
    const { body } = await call<Mail>('POST', `${P}/mail`, { body: { mail: { to: [], subject: '', content: 'todo', draft: true } } });
    expect(body.folder).toBe('mail-folder-drafts');
    const folders = (await call<{ slug: string; count: number }[]>('GET', `${P}/folders`)).body;
    expect(folders.find((f) => f.slug === 'drafts')?.count).toBe(8);
  });
});

describe('mailbox: malformed input answers 4xx and changes nothing', () => {
  const valid = { to: ['a@b.co'], subject: 's', content: 'c' };
  it.each<Variant>([
    ...bodyVariants({ mail: valid }),
    { name: 'no recipient', body: { mail: { ...valid, to: [] } } },
    { name: 'bad address', body: { mail: { ...valid, to: ['not an address'] } } },
    { name: 'bad cc', body: { mail: { ...valid, cc: ['x@'] } } },
    { name: 'to as string', body: { mail: { ...valid, to: 'a@b.co' } } },
    { name: 'long subject', body: { mail: { ...valid, subject: LONG } } },
    { name: 'missing content', body: { mail: { to: ['a@b.co'], subject: 's' } } },
    { name: 'draft text', body: { mail: { ...valid, draft: 'yes' } } },
    { name: 'long recipient', body: { mail: { ...valid, to: [`${LONG}@b.co`] } } },
  ])('POST mail: $name', async (v) => {
    await rejects('POST', `${P}/mail`, v);
  });

  it.each<Variant>([
    ...bodyVariants({ id: FIRST, mail: { starred: true } }),
    { name: 'unknown id', body: { id: 'x', mail: { starred: true } } },
    { name: 'starred text', body: { id: FIRST, mail: { starred: 'true' } } },
    { name: 'unknown folder', body: { id: FIRST, mail: { folder: 'mail-folder-x' } } },
    { name: 'unknown label', body: { id: FIRST, mail: { labels: ['x'] } } },
  ])('PATCH mail: $name', async (v) => {
    await rejects('PATCH', `${P}/mail`, v);
  });

  it.each<Variant>([
    ...bodyVariants({ label: { title: 'Travel', color: 'red' } }),
    { name: 'bad colour', body: { label: { title: 'Travel', color: 'magenta' } } },
    { name: 'empty title', body: { label: { title: '', color: 'red' } } },
    { name: 'long title', body: { label: { title: LONG, color: 'red' } } },
  ])('POST label: $name', async (v) => {
    await rejects('POST', `${P}/label`, v);
  });

  it.each<Variant>([
    { name: 'page 0', query: { page: '0' } },
    { name: 'negative page', query: { page: '-3' } },
    { name: 'NaN page', query: { page: 'NaN' } },
    { name: 'huge page', query: { page: '99999999999' } },
    { name: 'fraction page', query: { page: '1.5' } },
    { name: 'unknown filter', query: { filter: 'spam' } },
    { name: 'long folder', query: { folder: LONG } },
    { name: 'long label', query: { label: LONG } },
  ])('GET mails: $name', async (v) => {
    await rejects('GET', `${P}/mails`, v);
  });

  it.each<Variant>([
    ...bodyVariants({ settings: { messageLayout: 'left' } }),
    { name: 'bad layout', body: { settings: { messageLayout: 'top' } } },
  ])('PATCH settings: $name', async (v) => {
    await rejects('PATCH', `${P}/settings`, v);
  });

  it.each<Variant>([{ name: 'no id', query: {} }, { name: 'unknown id', query: { id: 'x' } }])('DELETE label: $name', async (v) => {
    await rejects('DELETE', `${P}/label`, v);
  });
});

describe('mailbox: scenarios', () => {
  it.each([
    ['empty', 0],
    ['many', 10_000],
    ['longText', 3],
    ['html', 2],
  ] as const)('%s fills the inbox with %i mails', async (name, total) => {
    api.server.use(...(api.scenarios.mailbox?.[name] ?? []));
    try {
      const { body } = await mails({ folder: 'inbox' });
      expect(body.mails === null ? 0 : body.pagination.totalResults).toBe(total);
    } finally {
      api.server.resetHandlers();
    }
  });

  it('html keeps HTML in the content for the client to sanitise', async () => {
    api.server.use(...(api.scenarios.mailbox?.html ?? []));
    try {
      const { body } = await call<Mail>('GET', `${P}/mail`, { query: { id: 'mail-html-1' } });
      expect(body.content).toContain('<h2>Gala dinner</h2>');
      expect(body.content).toContain('<script>');
    } finally {
      api.server.resetHandlers();
    }
  });
});
