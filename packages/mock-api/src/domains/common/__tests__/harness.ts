import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createNodeMockApi, type NodeMockApi } from '../../../node';
import { changedSince } from '../../../core/testing';

/** A fixed clock so seeds and token checks are the same on every run. */
export const NOW = new Date('2026-11-20T10:00:00.000Z');

export interface CallOptions {
  /** Demo account role; null sends no token. Default 'admin'. */
  role?: string | null;
  /** JSON body (serialised). */
  body?: unknown;
  /** Raw body text (sent as is, with a JSON content type). */
  raw?: string;
  query?: Record<string, string>;
}

export interface Harness {
  api: NodeMockApi;
  // The answer's JSON, loosely typed on purpose: tests assert its shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call: (method: string, path: string, options?: CallOptions) => Promise<{ status: number; body: any }>;
  /** Calls each variant and expects a 4xx with the store deep-equal before and after. */
  expectRejected: (method: string, path: string, variants: CallOptions[], prime?: () => Promise<unknown>) => Promise<void>;
}

/** An api with its own store, listening for the test file; reset after each test. */
export function setupApi(): Harness {
  const api = createNodeMockApi({ now: () => NOW });
  beforeAll(() => api.server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => api.reset());
  afterAll(() => api.server.close());
  const tokens = new Map<string, string>();

  const call: Harness['call'] = async (method, path, { role = 'admin', body, raw, query } = {}) => {
    const headers: Record<string, string> = {};
    if (role) {
      if (!tokens.has(role)) tokens.set(role, (await api.sessionFor(role)).accessToken);
      headers.Authorization = `Bearer ${tokens.get(role)}`;
    }
    let payload: string | undefined;
    if (raw !== undefined) payload = raw;
    else if (body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined) headers['Content-Type'] = 'application/json';
    const url = new URL(`http://localhost/${path}`);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
    const res = await fetch(url, { method, headers, body: payload });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };

  const expectRejected: Harness['expectRejected'] = async (method, path, variants, prime) => {
    expect(variants.length).toBeGreaterThanOrEqual(10);
    await prime?.();
    const before = api.snapshot();
    for (const variant of variants) {
      const res = await call(method, path, variant);
      expect(res.status, `${method} ${path} ${JSON.stringify(variant)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path} ${JSON.stringify(variant)}`).toBeLessThan(500);
      expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect(changedSince(api, before)).toEqual([]);
  };

  return { api, call, expectRejected };
}
