/**
 * The back-office's browser build aliases `tough-cookie` to core/no-cookies.ts: msw's cookie store
 * then keeps no cookie. That is sound only while (1) the mock API sets no cookie and reads none,
 * and (2) msw asks nothing more of the jar than the stand-in answers. Both are checked here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CallSample } from '../core/module';
import { Cookie, CookieJar, MemoryCookieStore } from '../core/no-cookies';
import { modules } from '../create-mock-api';
import { createInPageMockApi } from '../in-page';
import { requestOf } from './requests';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The Set-Cookie values of a mocked response: the header, and msw's own record of it (browsers drop the header). */
function setCookiesOf(response: Response): string[] {
  const kept = Object.getOwnPropertySymbols(response).find((symbol) => symbol.description === 'kSetCookie');
  const recorded = kept ? (Reflect.get(response, kept) as string[] | undefined) ?? [] : [];
  return [...response.headers.getSetCookie(), ...recorded];
}

/** Every module of the mock API's source, tests and this file's subject aside. */
function sourceFiles(folder = SRC): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'no-cookies.ts' ? [path] : [];
  });
}

describe('the mock API sets and reads no cookie', () => {
  const samples: Array<CallSample & { domain: string }> = Object.entries(modules).flatMap(([domain, module]) =>
    (module.samples ?? []).map((sample) => ({ ...sample, domain })),
  );

  it('the check sees a cookie a handler sets', () => {
    expect(setCookiesOf(HttpResponse.json({}, { headers: { 'Set-Cookie': 'session=abc; Path=/' } }))).toContain('session=abc; Path=/');
  });

  it('no call a domain declares answers with Set-Cookie', async () => {
    expect(samples.length).toBeGreaterThan(50);
    const api = createInPageMockApi({ delays: 0, persist: false });
    for (const sample of samples) {
      const token = sample.protected === false ? null : (await api.sessionFor(sample.role ?? 'admin')).accessToken;
      const response = await api.handle(requestOf(sample, token));
      expect(response, `${sample.domain}: ${sample.method} ${sample.path}`).toBeDefined();
      expect(setCookiesOf(response!), `${sample.domain}: ${sample.method} ${sample.path}`).toEqual([]);
    }
  });

  it('signing in, with the token, sign-out and a refused call answer without Set-Cookie', async () => {
    const api = createInPageMockApi({ delays: 0, persist: false });
    const base = 'http://localhost/api/auth';
    const json = { 'Content-Type': 'application/json' };
    const signIn = await api.handle(new Request(`${base}/sign-in`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'admin@hotel.test', password: 'demo1234' }) }));
    const { accessToken } = (await signIn!.clone().json()) as { accessToken: string };
    const withToken = await api.handle(new Request(`${base}/sign-in-with-token`, { method: 'POST', headers: json, body: JSON.stringify({ accessToken }) }));
    const wrong = await api.handle(new Request(`${base}/sign-in`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'admin@hotel.test', password: 'nope' }) }));
    const refused = await api.handle(new Request('http://localhost/api/common/user'));
    for (const response of [signIn, withToken, wrong, refused]) expect(setCookiesOf(response!)).toEqual([]);
    expect([signIn?.status, withToken?.status, refused?.status]).toEqual([200, 200, 401]);
  });

  it('no module of the mock API writes Set-Cookie or reads a cookie (its sessions are bearer tokens)', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(50);
    const offending = files.filter((file) => /set-cookie|\bcookies?\b|document\.cookie/i.test(readFileSync(file, 'utf8'))).map((file) => relative(SRC, file));
    expect(offending).toEqual([]);
  });
});

describe('core/no-cookies.ts, the stand-in for tough-cookie', () => {
  it('keeps nothing: no cookie restored, none carried, an empty index to persist', () => {
    expect(Cookie.fromJSON({ key: 'a', value: 'b', domain: 'localhost', path: '/' })).toBeNull();
    const store = new MemoryCookieStore();
    expect(new CookieJar(store).getCookiesSync('http://localhost/api/common/user')).toEqual([]);
    expect(store.idx).toEqual({});
  });

  it('refuses a cookie with a clear error rather than dropping it', async () => {
    await expect(new CookieJar().setCookie('session=abc; Path=/', 'http://localhost/api/auth/sign-in')).rejects.toThrow(
      /sets no cookies.*cookie 'session' for http:\/\/localhost\/api\/auth\/sign-in/,
    );
  });

  it("answers everything msw's cookie store asks of tough-cookie (fails when an msw upgrade asks more)", () => {
    const require = createRequire(import.meta.url);
    const lib = join(dirname(require.resolve('msw/package.json')), 'lib');
    const chunks = join(lib, '_chunks');
    const users = readdirSync(chunks)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(chunks, name), 'utf8'))
      .filter((code) => code.includes('"tough-cookie"'));
    expect(users).toHaveLength(1);
    const code = users[0]!;
    const imported = /import\s*\{([^}]*)\}\s*from\s*"tough-cookie"/.exec(code)?.[1]?.split(',').map((name) => name.trim());
    expect(imported?.sort()).toEqual(['Cookie', 'CookieJar', 'MemoryCookieStore']);
    const used = (pattern: RegExp) => [...new Set([...code.matchAll(pattern)].map((match) => match[1]))].sort();
    expect(used(/#jar\.(\w+)/g)).toEqual(['getCookiesSync', 'setCookie']);
    expect(used(/#memoryStore\.(\w+)/g)).toEqual(['idx']);
    expect(used(/\bCookie\.(\w+)/g)).toEqual(['fromJSON']);
    expect(used(/new (CookieJar|MemoryCookieStore)\(/g)).toEqual(['CookieJar', 'MemoryCookieStore']);
    for (const member of ['getCookiesSync', 'setCookie']) expect(typeof Reflect.get(CookieJar.prototype, member)).toBe('function');
  });
});
