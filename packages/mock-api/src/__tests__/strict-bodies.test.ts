/**
 * Strict bodies, across every domain, driven by the conformance samples (`CallSample`): each sample
 * body gets a field it does not have, at every level (the body, each nested object, the first item
 * of each list of objects), and must answer 400 naming that field with the store unchanged. A
 * `__proto__`, `constructor` or `prototype` key anywhere in a body answers 400 as well.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallSample } from '../core/module';
import { modules } from '../create-mock-api';
import { createNodeMockApi } from '../node';
import { changedSince } from '../core/testing';

const api = createNodeMockApi({ now: () => new Date('2026-11-22T10:00:00Z') });
const base = 'http://localhost';

beforeAll(() => api.server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => api.reset());
afterAll(() => api.server.close());

type Sample = CallSample & { domain: string };

const samples: Sample[] = Object.entries(modules).flatMap(([domain, module]) => (module.samples ?? []).map((sample) => ({ ...sample, domain })));
const bodySamples = samples.filter((s) => typeof s.body === 'object' && s.body !== null && !Array.isArray(s.body));

async function send(sample: CallSample, body: string | undefined, token: string | null) {
  const url = new URL(`${base}/${sample.path}`);
  for (const [key, value] of Object.entries(sample.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(url, { method: sample.method, headers, body });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : undefined) as { code?: string; message?: string; fields?: Record<string, string> } | undefined };
}

const tokenFor = async (sample: CallSample) => (sample.protected === false ? null : (await api.sessionFor(sample.role ?? 'admin')).accessToken);

/** Seeds what the sample touches, so the snapshots before and after a refused call compare like with like. */
async function warm(sample: CallSample, token: string | null) {
  await send({ ...sample, method: 'GET' }, undefined, token);
  await api.sessionFor('admin');
}

/** The dotted paths of every object in a JSON value: '' for the top, then nested objects and the first object of each list. */
function objectPaths(value: unknown, path: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.length ? objectPaths(value[0], [...path, '0']) : [];
  return [path, ...Object.entries(value).flatMap(([key, child]) => objectPaths(child, [...path, key]))];
}

/** A deep copy of `body` with `key: value` added to the object at `path` (as an own property, even for '__proto__'). */
function withKey(body: unknown, path: string[], key: string, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let target = copy;
  for (const segment of path) target = target[segment] as Record<string, unknown>;
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

const label = (s: Sample) => `${s.domain}: ${s.method} ${s.path}`;

it('covers every domain that takes a JSON body', () => {
  const domains = new Set(bodySamples.map((s) => s.domain));
  for (const domain of ['auth', 'user', 'messages', 'notifications', 'shortcuts', 'search', 'chat', 'contacts', 'inventory', 'mailbox', 'notes', 'scrumboard', 'tasks', 'academy', 'hotel']) {
    expect(domains, domain).toContain(domain);
  }
});

describe('a field the call does not have', () => {
  it.each(bodySamples.map((s) => [label(s), s] as const))('%s answers 400 naming it, at every level, and changes nothing', async (_, sample) => {
    const token = await tokenFor(sample);
    if (token) await warm(sample, token);
    const before = api.snapshot();
    const paths = objectPaths(sample.body);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const field = 'zzNotAField';
      const res = await send(sample, JSON.stringify(withKey(sample.body, path, field, 1)), token);
      const where = `${label(sample)} with ${[...path, field].join('.')}: ${res.text}`;
      expect(res.status, where).toBe(400);
      expect(res.body?.code, where).toBe('BAD_REQUEST');
      expect(res.body?.message, where).toContain(field);
      expect(Object.keys(res.body?.fields ?? {}).some((key) => key.endsWith(field)), where).toBe(true);
    }
    expect(changedSince(api, before), label(sample)).toEqual([]);
  });

  it('names `quantity` on an inventory product (silently dropped before)', async () => {
    const token = (await api.sessionFor('admin')).accessToken;
    const sample = { method: 'PATCH', path: 'api/apps/ecommerce/inventory/product' } as const;
    const products = await send({ method: 'GET', path: 'api/apps/ecommerce/inventory/products' }, undefined, token);
    const id = (products.body as unknown as { products: { id: string }[] }).products[0]?.id;
    const before = api.snapshot();
    const res = await send(sample, JSON.stringify({ id, product: { name: 'Renamed', quantity: 5 } }), token);
    expect(res.status).toBe(400);
    expect(res.body?.fields).toEqual({ 'product.quantity': 'unknown field' });
    expect(res.body?.message).toBe('Invalid request body: product.quantity: unknown field');
    expect(changedSince(api, before)).toEqual([]);
    expect((await send(sample, JSON.stringify({ id, product: { name: 'Renamed' } }), token)).status).toBe(200);
  });

  it('names a field a hotel record does not have (from the @hotel/domain declarations), and one beside the record', async () => {
    const token = (await api.sessionFor('admin')).accessToken;
    const guests = await send({ method: 'GET', path: 'api/hotel/guests' }, undefined, token);
    const guest = (guests.body as unknown as { items: { id: string }[] }).items[0];
    const before = api.snapshot();
    const patch = { method: 'PATCH', path: `api/hotel/guests/${guest?.id}` } as const;
    const inRecord = await send(patch, JSON.stringify({ record: { phone: '+1 555 0101', quantity: 2 } }), token);
    expect(inRecord.status).toBe(400);
    expect(inRecord.body?.fields).toEqual({ quantity: 'quantity is not a field of Guests' });
    const beside = await send(patch, JSON.stringify({ record: { phone: '+1 555 0101' }, quantity: 2 }), token);
    expect(beside.status).toBe(400);
    expect(beside.body?.fields).toEqual({ quantity: 'unknown field' });
    const transition = await send({ method: 'POST', path: 'api/hotel/room-reservations/x/transition' }, JSON.stringify({ action: 'check-in', note: null, transferTo: { kind: 'city', id: 'a', amount: 1 } }), token);
    expect(transition.status).toBe(400);
    expect(transition.body?.fields).toEqual({ 'transferTo.amount': 'unknown field' });
    const journal = await send(
      { method: 'POST', path: 'api/hotel/ledger/journal' },
      JSON.stringify({ reference: 'J-1', narration: 'Test', lines: [{ account: 'a', debit: 1, side: 'dr' }, { account: 'b', credit: 1 }] }),
      token,
    );
    expect(journal.status).toBe(400);
    expect(journal.body?.fields).toEqual({ 'lines.0.side': 'unknown field' });
    expect(changedSince(api, before)).toEqual([]);
  });
});

describe('keys that reach a prototype', () => {
  it.each(bodySamples.map((s) => [label(s), s] as const))('%s answers 400 to __proto__, constructor and prototype anywhere, and changes nothing', async (_, sample) => {
    const token = await tokenFor(sample);
    if (token) await warm(sample, token);
    const before = api.snapshot();
    for (const path of objectPaths(sample.body)) {
      for (const key of ['__proto__', 'constructor', 'prototype']) {
        const body = withKey(sample.body, path, key, { polluted: true });
        const text = JSON.stringify(body);
        expect(text).toContain(`"${key}"`);
        const res = await send(sample, text, token);
        const where = `${label(sample)} with ${[...path, key].join('.')}: ${res.text}`;
        expect(res.status, where).toBe(400);
        expect(res.body?.message, where).toContain([...path, key].join('.'));
      }
    }
    expect(changedSince(api, before), label(sample)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
