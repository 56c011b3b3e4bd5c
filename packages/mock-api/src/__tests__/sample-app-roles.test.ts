/**
 * DESIGN decision 7, on the server side: every call of every sample-app domain (the `samples` each
 * declares) answers 401 signed out, 403 `{code, message}` naming the role and the app to each of the
 * 28 non-admin demo accounts, and changes nothing; admin gets 2xx. Search gives their records to
 * admin only.
 */
import { SAMPLE_APP_ROLES } from '@hotel/domain';
import type { SearchResponse } from '@hotel/shell/api';
import { getResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallSample } from '../core/module';
import { createMockApi, modules } from '../create-mock-api';
import { appsDomains } from '../domains/apps';
import { ROLES } from '../domains/users/roles';
import { requestOf } from './requests';
import { changedSince } from '../core/testing';

// The handlers called directly, as the in-page transport does (msw/node's interception would
// multiply the time of these 3,000 calls by seven and test nothing more).
const api = createMockApi({ delays: 0 });
const tokens = new Map<string, string>();

beforeAll(async () => {
  for (const role of ROLES) tokens.set(role, (await api.sessionFor(role)).accessToken);
});
beforeEach(() => api.reset());

/** The domains only the sample apps use: the apps' own, the sample dashboards and the activity feed. */
const SAMPLE_DOMAINS = [...Object.keys(appsDomains), 'dashboards', 'activities'];
const NON_ADMIN = ROLES.filter((role) => role !== 'admin');

const samples = SAMPLE_DOMAINS.flatMap((domain) => (modules[domain]?.samples ?? []).map((sample) => ({ ...sample, domain })));

async function call(sample: CallSample, token: string | null, rawBody?: string) {
  const res = await getResponse(api.handlers, requestOf(sample, token, rawBody));
  if (!res) throw new Error(`nothing answered ${sample.method} ${sample.path}`);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as unknown };
}

it('holds DESIGN decision 7: the sample apps are for admin only', () => {
  expect(SAMPLE_APP_ROLES).toEqual(['admin']);
  expect(ROLES).toHaveLength(29);
});

it('covers every sample-app domain and every call the apps declare', () => {
  for (const domain of SAMPLE_DOMAINS) expect(modules[domain]?.samples?.length, domain).toBeGreaterThan(0);
  // A domain under api/apps (chat aside: the header's quick chat is every role's), api/dashboards or
  // api/pages is a sample app's: it must be in the list above.
  const under = /^api\/(apps\/(?!chat\/)|dashboards\/|pages\/)/;
  for (const [domain, module] of Object.entries(modules)) {
    if ((module.samples ?? []).some((sample) => under.test(sample.path))) expect(SAMPLE_DOMAINS, domain).toContain(domain);
  }
  expect(samples.length).toBeGreaterThan(80);
});

describe.each(samples.map((sample) => [`${sample.domain}: ${sample.method} ${sample.path}`, sample] as const))('%s', (_, sample) => {
  it('answers 401 signed out, 403 to each of the 28 non-admin roles (changing nothing), 2xx to admin', async () => {
    await api.sessionFor('admin'); // seeds the user table the checks read, so the snapshots compare like with like
    const before = api.snapshot();
    expect((await call(sample, null)).status, 'signed out').toBe(401);
    for (const role of NON_ADMIN) {
      const res = await call(sample, tokens.get(role)!);
      expect(res.status, `${role}: ${JSON.stringify(res.body)}`).toBe(403);
      expect(res.body).toEqual({ code: 'FORBIDDEN', message: expect.stringContaining(`Your role (${role}) may not use the `) });
      expect((res.body as { message: string }).message).toMatch(/ sample app: it is open to admin only\.$/);
    }
    // The role is checked before the body is read: a malformed body is refused for the role too.
    if (sample.body !== undefined) expect((await call(sample, tokens.get('receptionist')!, '{"unterminated": ')).status).toBe(403);
    expect(changedSince(api, before)).toEqual([]);
    const admin = await call(sample, tokens.get('admin')!);
    expect(admin.status, JSON.stringify(admin.body)).toBeGreaterThanOrEqual(200);
    expect(admin.status).toBeLessThan(300);
  });
});

describe('scenarios (stories and tests)', () => {
  it.each(SAMPLE_DOMAINS.map((domain) => [domain]))('%s: every scenario, loading and error too, answers 403 to a non-admin role', async (domain) => {
    const sample = modules[domain]!.samples![0]!;
    const scenarios = api.scenarios[domain]!;
    expect(Object.keys(scenarios)).toEqual(expect.arrayContaining(['loading', 'error']));
    for (const [name, handlers] of Object.entries(scenarios)) {
      const res = await getResponse(handlers, new Request(`http://localhost/${sample.path}`, { headers: { Authorization: `Bearer ${tokens.get('waitress')!}` } }));
      expect(res?.status, `${domain}.${name}`).toBe(403);
    }
  });
});

describe('sample-app records in search', () => {
  it.each(ROLES.map((role) => [role]))('%s: contacts and tasks only for admin', async (role) => {
    // 'an' matches seeded contact names and task titles (and some pages).
    const res = await call({ method: 'POST', path: 'api/common/search', body: { query: 'an' } }, tokens.get(role)!);
    expect(res.status).toBe(200);
    const sets = (res.body as SearchResponse).map((set) => set.id);
    if (role === 'admin') expect(sets).toEqual(expect.arrayContaining(['contacts', 'tasks']));
    else expect(sets.filter((id) => id !== 'pages')).toEqual([]);
  });
});
