/**
 * Test harness of the sample-app domains (Node, msw/node): a signed-in `call`, and `rejects`, which
 * checks that a malformed call answers 4xx and leaves the store deep-equal to before.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createNodeMockApi } from '../../node';

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
  beforeAll(async () => {
    api.server.listen({ onUnhandledFrame: 'error' });
    token = (await api.sessionFor('admin')).accessToken;
  });
  afterEach(() => api.reset());
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
    await warm(call);
    const before = api.snapshot();
    const res = await call(method, path, variant);
    expect(res.status, `${variant.name}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
    expect(res.status, variant.name).toBeLessThan(500);
    expect(api.snapshot(), variant.name).toEqual(before);
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
