/**
 * Names that every JavaScript object has (`constructor`, `__proto__`, `toString`, ...) are unknown
 * to the API like any other: as a resource, report, document type, view, chart, icon set or
 * dashboard in a path, and as an id in a path, a query or a body, they answer 404 and change nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallSample } from '../core/module';
import { modules } from '../create-mock-api';
import { createNodeMockApi } from '../node';
import { changedSince } from '../core/testing';

const api = createNodeMockApi({ now: () => new Date('2026-11-22T10:00:00Z') });
const base = 'http://localhost';
let token = '';

beforeAll(async () => {
  api.server.listen({ onUnhandledFrame: 'error' });
  token = (await api.sessionFor('admin')).accessToken;
});
beforeEach(() => api.reset());
afterAll(() => api.server.close());

const NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__'];

async function call(method: string, path: string, options: { query?: Record<string, string>; body?: unknown } = {}) {
  const url = new URL(`${base}/${path}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await res.text();
  return { status: res.status, text, body: text ? (JSON.parse(text) as { code?: string; message?: string }) : undefined };
}

const range = { from: '2026-11-01', to: '2026-11-10' };

/** Paths where a name picks a resource, a view or a record: [method, path(name), query?, body?]. */
const PATHS: Array<[string, (name: string) => string, Record<string, string>?, unknown?]> = [
  ['GET', (n) => `api/hotel/${n}`],
  ['POST', (n) => `api/hotel/${n}`, undefined, { record: { name: 'x' } }],
  ['GET', (n) => `api/hotel/${n}/guests-000001`],
  ['GET', (n) => `api/hotel/guests/${n}`],
  ['PATCH', (n) => `api/hotel/guests/${n}`, undefined, { record: { phone: '+1 555 0100' } }],
  ['DELETE', (n) => `api/hotel/guests/${n}`],
  ['GET', (n) => `api/hotel/guests/${n}/audit`],
  ['POST', (n) => `api/hotel/room-reservations/${n}/transition`, undefined, { action: 'check-in' }],
  ['GET', (n) => `api/hotel/reports/${n}`],
  ['GET', (n) => `api/hotel/documents/${n}/x`],
  ['GET', (n) => `api/hotel/documents/cash-receipt/${n}`],
  ['GET', (n) => `api/hotel/availability/${n}`, range],
  ['GET', (n) => `api/hotel/charts/${n}`, range],
  ['GET', (n) => `api/hotel/folios/${n}`],
  ['GET', (n) => `api/hotel/folios/groups/${n}`],
  ['GET', (n) => `api/hotel/folios/city-ledger/${n}`],
  ['GET', (n) => `api/hotel/ledger/accounts/${n}`],
  ['GET', (n) => `api/hotel/ledger/journal/${n}`],
  ['GET', (n) => `api/ui/icons/${n}`],
  ['GET', (n) => `api/dashboards/${n}`],
  ['GET', (n) => `api/apps/${n}`],
  ['GET', (n) => `api/common/${n}`],
];

describe.each(NAMES)('%s', (name) => {
  it.each(PATHS.map(([method, path, query, body]) => [`${method} ${path('<name>')}`, method, path, query, body] as const))(
    '%s answers 404',
    async (_, method, path, query, body) => {
      await call('GET', 'api/hotel/business-date'); // seeds the users and the hotel
      const before = api.snapshot();
      const res = await call(method, path(name), { query, body });
      expect(res.status, `${method} ${path(name)}: ${res.text}`).toBe(404);
      expect(res.body?.code).toBe('NOT_FOUND');
      expect(changedSince(api, before)).toEqual([]);
    },
  );
});

const samples: CallSample[] = Object.values(modules).flatMap((module) => module.samples ?? []);
/** Calls that find a record by an id in the query (the help centre and file manager lists answer an empty result by spec). */
const byQueryId = samples.filter((s) => s.query && ('id' in s.query || 'chatId' in s.query) && (s.role ?? 'admin') === 'admin');
/** Calls that find a record by a top-level `id` in the body. */
const byBodyId = samples.filter((s) => typeof s.body === 'object' && s.body !== null && 'id' in s.body && (s.role ?? 'admin') === 'admin');

it('covers the calls that look a record up by id', () => {
  expect(byQueryId.length).toBeGreaterThan(20);
  expect(byBodyId.length).toBeGreaterThan(10);
});

describe.each(byQueryId.map((s) => [`${s.method} ${s.path}`, s] as const))('%s', (_, sample) => {
  it('answers 404 to an id named like an Object property, and changes nothing', async () => {
    const key = 'id' in (sample.query ?? {}) ? 'id' : 'chatId';
    // The first refused call seeds what the call reads, so the snapshots compare like with like.
    await call(sample.method, sample.path, { query: { ...sample.query, [key]: 'no-such-id' }, body: sample.body });
    const before = api.snapshot();
    for (const name of NAMES) {
      const res = await call(sample.method, sample.path, { query: { ...sample.query, [key]: name }, body: sample.body });
      expect(res.status, `${sample.method} ${sample.path}?${key}=${name}: ${res.text}`).toBe(404);
    }
    expect(changedSince(api, before)).toEqual([]);
  });
});

describe.each(byBodyId.map((s) => [`${s.method} ${s.path}`, s] as const))('%s', (_, sample) => {
  it('answers 404 to a body id named like an Object property, and changes nothing', async () => {
    await call(sample.method, sample.path, { query: sample.query, body: { ...(sample.body as object), id: 'no-such-id' } });
    const before = api.snapshot();
    for (const name of NAMES) {
      const res = await call(sample.method, sample.path, { query: sample.query, body: { ...(sample.body as object), id: name } });
      expect(res.status, `${sample.method} ${sample.path} {id: ${name}}: ${res.text}`).toBe(404);
    }
    expect(changedSince(api, before)).toEqual([]);
  });
});
