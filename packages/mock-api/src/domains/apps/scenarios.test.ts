import { describe, expect, it } from 'vitest';
import { appsDomains } from './index';
import { appsHarness } from './testing';


const { api, call } = appsHarness(async () => undefined);

describe('sample-app domains: samples and scenarios', () => {
  const samples = Object.entries(appsDomains).flatMap(([domain, module]) => (module.samples ?? []).map((sample) => ({ domain, ...sample })));

  it('declares a sample for every domain', () => {
    expect(new Set(samples.map((s) => s.domain))).toEqual(new Set(Object.keys(appsDomains)));
  });

  it.each(samples.map((s) => [`${s.method} ${s.path}`, s] as const))('%s answers 2xx as given, and 401 without a token', async (_, sample) => {
    let form: FormData | undefined;
    if (sample.form) {
      form = new FormData();
      for (const [key, value] of Object.entries(sample.form)) form.set(key, value);
    }
    const res = await call(sample.method, sample.path, { query: sample.query, body: sample.body, form });
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
    const anonymous = await call(sample.method, sample.path, { query: sample.query, body: sample.body, token: null });
    expect(anonymous.status).toBe(401);
  });

  it.each([
    ['contacts', 'many', 'api/apps/contacts/all', (body: unknown[]) => expect(body).toHaveLength(10_000)],
    ['contacts', 'empty', 'api/apps/contacts/all', (body: unknown[]) => expect(body).toEqual([])],
    ['tasks', 'many', 'api/apps/tasks/all', (body: unknown[]) => expect(body).toHaveLength(10_000)],
    ['notes', 'empty', 'api/apps/notes/all', (body: unknown[]) => expect(body).toEqual([])],
    ['scrumboard', 'empty', 'api/apps/scrumboard/boards', (body: unknown[]) => expect(body).toEqual([])],
    ['helpCenter', 'empty', 'api/apps/help-center/faqs', (body: unknown[]) => expect(body).toEqual([])],
    ['academy', 'empty', 'api/apps/academy/courses', (body: unknown[]) => expect(body).toEqual([])],
    ['fileManager', 'empty', 'api/apps/file-manager', (body: { files: unknown[] }) => expect(body.files).toEqual([])],
  ] as [string, string, string, (body: never) => void][])('%s.%s changes what %s answers', async (domain, scenario, path, check) => {
    const handlers = api.scenarios[domain]?.[scenario];
    expect(handlers).toBeDefined();
    api.server.use(...(handlers ?? []));
    try {
      const res = await call('GET', path);
      expect(res.status).toBe(200);
      check(res.body as never);
    } finally {
      api.server.resetHandlers();
    }
  });

  it('the many scenario of inventory pages 10,000 products and writes work on the scenario data', async () => {
    api.server.use(...(api.scenarios.inventory?.many ?? []));
    try {
      const page = await call('GET', 'api/apps/ecommerce/inventory/products', { query: { page: '0', size: '100' } });
      expect(page.body.pagination).toMatchObject({ length: 10_000, lastPage: 100 });
      const created = await call('POST', 'api/apps/ecommerce/inventory/product');
      expect(created.status).toBe(200);
      const again = await call('GET', 'api/apps/ecommerce/inventory/products', { query: { page: '0', size: '10' } });
      expect(again.body.pagination.length).toBe(10_001);
    } finally {
      api.server.resetHandlers();
    }
  });

  it('mailbox many pages 10,000 mails; contacts html keeps the hostile payload for SafeHtml to clean', async () => {
    api.server.use(...(api.scenarios.mailbox?.many ?? []), ...(api.scenarios.contacts?.html ?? []));
    try {
      expect((await call('GET', 'api/apps/mailbox/mails', { query: { folder: 'inbox' } })).body.pagination).toMatchObject({ totalResults: 10_000, lastPage: 1000 });
      const [contact] = (await call('GET', 'api/apps/contacts/all')).body;
      expect(contact.notes).toContain('<script>');
    } finally {
      api.server.resetHandlers();
    }
  });
});
