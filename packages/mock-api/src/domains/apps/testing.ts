/**
 * Test harness of the sample-app domains (Node, msw/node): a signed-in `call`, and `rejects`, which
 * checks that a malformed call answers 4xx and leaves the store as it was. `warm` seeds the domains
 * once per file; every test starts from a copy of that state.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createNodeMockApi } from '../../node';
import type { DbSnapshot } from '../../core/db';
import { changedSince } from '../../core/testing';

export interface CallOptions {
  query?: Record<string, string>;
  /** JSON body (serialised). */
  body?: unknown;
  /** A raw body sent as is (e.g. invalid JSON). */
  raw?: string;
  form?: FormData;
  /** Bearer token; null sends none; default the admin's. */
  token?: string | null;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
}

/** A malformed variant of a call. */
export interface Variant {
  name: string;
  query?: Record<string, string>;
  body?: unknown;
  raw?: string;
  form?: FormData;
}

export function appsHarness(warm: (call: Harness['call']) => Promise<unknown>) {
  const api = createNodeMockApi();
  let token = '';
  // The warmed seed, taken once per file: each test starts from a copy of it, which is a tenth of
  // the time of seeding every domain again.
  let seeded: DbSnapshot = {};
  beforeAll(async () => {
    api.server.listen({ onUnhandledFrame: 'error' });
    token = (await api.sessionFor('admin')).accessToken;
    await warm(call);
    seeded = api.snapshot();
  });
  afterEach(() => api.restore(seeded));
  afterAll(() => api.server.close());

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are asserted at run time
  const call = async <T = any>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> => {
    const url = new URL(`http://localhost/${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = {};
    const bearer = options.token === undefined ? token : options.token;
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.raw !== undefined) {
      body = options.raw;
      headers['Content-Type'] = 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    const res = await fetch(url, { method, headers, body });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  };

  const rejects = async (method: string, path: string, variant: Variant) => {
    const before = api.snapshot();
    const res = await call(method, path, variant);
    expect(res.status, `${variant.name}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
    expect(res.status, variant.name).toBeLessThan(500);
    expect(changedSince(api, before), variant.name).toEqual([]);
    return res;
  };

  return { api, call, rejects };
}

export type Harness = ReturnType<typeof appsHarness>;

/** 10,000 characters. */
export const LONG = 'x'.repeat(10_000);

/** Common malformed bodies of a call whose valid body is `valid`: invalid JSON, empty, wrong shapes. */
export function bodyVariants(valid: Record<string, unknown>): Variant[] {
  const keys = Object.keys(valid);
  return [
    { name: 'invalid JSON', raw: '{"oops": ' },
    { name: 'no body', raw: '' },
    { name: 'null body', body: null },
    { name: 'array body', body: [valid] },
    { name: 'string body', body: 'hello' },
    { name: 'number body', body: 42 },
    ...keys.map((key) => ({ name: `missing ${key}`, body: Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key)) })),
    ...keys.map((key) => ({ name: `${key} as number`, body: { ...valid, [key]: 12345 } })),
    ...keys.map((key) => ({ name: `${key} as long string`, body: { ...valid, [key]: LONG } })),
  ];
}
