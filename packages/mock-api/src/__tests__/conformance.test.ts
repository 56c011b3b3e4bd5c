/**
 * Cross-cutting conformance of every call a domain declares in `samples`:
 * - the sample answers 2xx;
 * - forged or invalid tokens (8 kinds) answer 401 on protected calls and change nothing;
 * - malformed bodies (bad JSON, wrong top-level types, each leaf field given another type) answer 4xx
 *   (never 5xx) and change nothing;
 * - 1,000 generated unknown paths under /api answer 404 {code, message}.
 */
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { __testing, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../core/auth';
import type { CallSample } from '../core/module';
import { modules } from '../create-mock-api';
import { createNodeMockApi } from '../node';
import { changedSince } from '../core/testing';

const api = createNodeMockApi();
const base = 'http://localhost';

beforeAll(() => api.server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => api.reset());
afterAll(() => api.server.close());

const samples: Array<CallSample & { domain: string }> = Object.entries(modules).flatMap(([domain, module]) =>
  (module.samples ?? []).map((sample) => ({ ...sample, domain })),
);

function urlOf(sample: CallSample): string {
  const url = new URL(`${base}/${sample.path}`);
  for (const [key, value] of Object.entries(sample.query ?? {})) url.searchParams.set(key, value);
  return url.toString();
}

async function call(sample: CallSample, init: { token?: string | null; rawBody?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (sample.form) {
    const form = new FormData();
    for (const [key, value] of Object.entries(sample.form)) form.append(key, value);
    body = form;
  } else if (init.rawBody !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = init.rawBody;
  } else if ('body' in init || sample.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify('body' in init ? init.body : sample.body);
  }
  return fetch(urlOf(sample), { method: sample.method, headers, body });
}

async function tokenFor(sample: CallSample): Promise<string> {
  return (await api.sessionFor(sample.role ?? 'admin')).accessToken;
}

/** Seeds every domain a sample touches, so the before/after snapshots compare like with like. */
async function warm(sample: CallSample, token: string) {
  await call({ ...sample, method: 'GET', body: undefined, form: undefined }, { token });
  await api.sessionFor('admin');
}

const label = (s: CallSample & { domain: string }) => `${s.domain}: ${s.method} ${s.path}`;

describe.each(samples)('$method $path', (sample) => {
  it('answers the sample with 2xx', async () => {
    const res = await call(sample, { token: sample.protected === false ? null : await tokenFor(sample) });
    expect(res.status, `${label(sample)} → ${res.status} ${await res.clone().text()}`).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
  });
});

const protectedSamples = samples.filter((s) => s.protected !== false);

async function forgedTokens(userId: string): Promise<Array<[string, string | null]>> {
  const now = Math.floor(Date.now() / 1000);
  const secret = __testing.secret;
  const claims = { roles: ['admin'] };
  const sign = (alg: string, key: Uint8Array, build: (jwt: SignJWT) => SignJWT) =>
    build(new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).setSubject(userId)).sign(key);
  const valid = (jwt: SignJWT) => jwt.setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setIssuedAt(now).setExpirationTime(now + 3600);
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return [
    ['missing header', null],
    ['malformed string', 'not.a.jwt'],
    ['bad signature', await sign('HS256', new TextEncoder().encode('another-secret-of-sufficient-length-0123456789abcdef'), valid)],
    ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: userId, roles: ['admin'], iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: now, exp: now + 3600 })}.`],
    ['HS512 with the same secret', await sign('HS512', secret, valid)],
    ['expired', await sign('HS256', secret, (jwt) => jwt.setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setIssuedAt(now - 7200).setExpirationTime(now - 3600))],
    ['not valid yet (nbf)', await sign('HS256', secret, (jwt) => valid(jwt).setNotBefore(now + 3600))],
    ['wrong audience and issuer', await sign('HS256', secret, (jwt) => jwt.setIssuer('someone-else').setAudience('another-app').setIssuedAt(now).setExpirationTime(now + 3600))],
  ];
}

describe('forged tokens', () => {
  it.each(protectedSamples)('$method $path answers 401 to 8 kinds of bad token and changes nothing', async (sample) => {
    const { user } = await api.sessionFor('admin');
    await warm(sample, await tokenFor(sample));
    const before = api.snapshot();
    for (const [kind, token] of await forgedTokens(user.id)) {
      const res = await call(sample, { token });
      expect(res.status, `${label(sample)} with ${kind}`).toBe(401);
    }
    expect(changedSince(api, before)).toEqual([]);
  });
});

/** Every leaf of a JSON value with another type in its place. */
function typeSwaps(value: unknown, path: string[] = [], depth = 0): Array<{ path: string; body: unknown }> {
  if (depth > 3 || value === null || typeof value !== 'object') return [];
  const out: Array<{ path: string; body: unknown }> = [];
  const entries = Array.isArray(value) ? value.slice(0, 1).map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    const wrong = typeof child === 'string' ? { not: 'a string' } : typeof child === 'number' ? 'not-a-number' : typeof child === 'boolean' ? 'yes' : Array.isArray(child) ? 'not-a-list' : child && typeof child === 'object' ? 'not-an-object' : 12345;
    out.push({ path: [...path, key].join('.'), body: setAt(value, key, wrong) });
    for (const nested of typeSwaps(child, [...path, key], depth + 1)) out.push({ path: nested.path, body: setAt(value, key, nested.body) });
  }
  return out;
}

function setAt(container: object, key: string, next: unknown): unknown {
  if (Array.isArray(container)) return container.map((v, i) => (String(i) === key ? next : v));
  return { ...container, [key]: next };
}

const bodySamples = samples.filter((s) => s.body !== undefined && typeof s.body === 'object' && s.body !== null);

describe('malformed bodies', () => {
  it.each(bodySamples)('$method $path answers 4xx to malformed bodies and changes nothing', async (sample) => {
    const token = sample.protected === false ? null : await tokenFor(sample);
    if (token) await warm(sample, token);
    const before = api.snapshot();
    const variants: Array<[string, { rawBody?: string; body?: unknown }]> = [
      ['invalid JSON', { rawBody: '{"unterminated": ' }],
      ['empty body', { rawBody: '' }],
      ['a JSON string', { body: 'text' }],
      ['a JSON number', { body: 42 }],
      ['a JSON list', { body: [] }],
      ['null', { body: null }],
      ...typeSwaps(sample.body).map(({ path, body }) => [`${path} of the wrong type`, { body }] as [string, { body: unknown }]),
    ];
    expect(variants.length).toBeGreaterThanOrEqual(7);
    for (const [kind, init] of variants) {
      const res = await call(sample, { token, ...init });
      expect(res.status, `${label(sample)} with ${kind}: ${await res.clone().text()}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${label(sample)} with ${kind}`).toBeLessThan(500);
    }
    expect(changedSince(api, before)).toEqual([]);
  });
});

describe('unknown paths', () => {
  it('answers 1,000 generated unknown paths under /api with 404 {code, message}', async () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        async (segments, method) => {
          const res = await fetch(`${base}/api/zz-unknown/${segments.join('/')}`, { method });
          expect(res.status).toBe(404);
          const body = (await res.json()) as { code: string; message: string };
          expect(body.code).toBe('NOT_FOUND');
          expect(body.message).toMatch(/NOT FOUND/);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
