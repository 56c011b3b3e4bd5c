/**
 * The browser's lazy domains (lazy-modules.ts) answer exactly as the eager ones: every conformance
 * sample, in order, gets the same status and body from both; unknown paths under a lazy prefix
 * still reach the 404 fallback; a lazy module loads only on its first call, once.
 */
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildMockApi, type MockApi } from '../core/build';
import { lazyModule } from '../core/lazy';
import type { CallSample } from '../core/module';
import { modules } from '../create-mock-api';
import { lazyModules } from '../lazy-modules';
import { requestOf } from './requests';

const NOW = new Date('2026-11-20T10:00:00.000Z');
const base = 'http://localhost';

/** New records get random UUIDs (crypto.randomUUID); everything else is deterministic. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const withoutIds = (text: string) => text.replace(UUID, '<uuid>');

const tokens = new WeakMap<MockApi, Map<string, string>>();
async function tokenOf(api: MockApi, role: string): Promise<string> {
  if (!tokens.has(api)) tokens.set(api, new Map());
  const byRole = tokens.get(api) as Map<string, string>;
  if (!byRole.has(role)) byRole.set(role, (await api.sessionFor(role)).accessToken);
  return byRole.get(role) as string;
}

async function answer(api: MockApi, sample: CallSample): Promise<{ status: number; body: string }> {
  const token = sample.protected === false ? null : await tokenOf(api, sample.role ?? 'admin');
  const res = await getResponse(api.handlers, requestOf(sample, token));
  if (!res) throw new Error(`${sample.method} ${sample.path} was not answered`);
  return { status: res.status, body: withoutIds(await res.text()) };
}

describe('lazyModules', () => {
  const eager = buildMockApi(modules, { delays: 0, now: () => NOW });
  const lazy = buildMockApi(lazyModules, { delays: 0, now: () => NOW });
  const samples = Object.values(modules).flatMap((module) => module.samples ?? []);

  it('lists the same domains as modules, in the same matching order', () => {
    expect(Object.keys(lazyModules)).toEqual(Object.keys(modules));
  });

  it('leaves no sample out', () => {
    expect(samples.length).toBeGreaterThan(50);
  });

  // One test per sample, in order on the same two instances (the writes accumulate alike).
  it.each(samples.map((sample, i) => ({ i, label: `${sample.method} ${sample.path}`, sample })))('#$i $label answers as the eager modules', async ({ sample }) => {
    expect(await answer(lazy, sample)).toEqual(await answer(eager, sample));
  });

  it('seeded the same domains after every sample', () => {
    expect(Object.keys(lazy.snapshot()).sort()).toEqual(Object.keys(eager.snapshot()).sort());
  });

  it('sends unknown paths under a lazy prefix to the 404 fallback', async () => {
    const lazy = buildMockApi(lazyModules, { delays: 0, now: () => NOW });
    // Signed in as admin: a sample app's role check answers first (401 signed out, 403 to other roles).
    const headers = { Authorization: `Bearer ${await tokenOf(lazy, 'admin')}` };
    for (const path of ['api/apps/contacts/no-such-call', 'api/hotel', 'api/apps/notes/x/y/z']) {
      const res = await getResponse(lazy.handlers, new Request(`${base}/${path}`, { headers }));
      expect(res?.status, path).toBe(404);
      expect(await res?.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});

describe('lazyModule', () => {
  const target = { handlers: () => [http.get('*/api/lazy/thing', () => HttpResponse.json({ ok: true }))] };

  it('loads on the first matching call only, once for concurrent calls', async () => {
    const load = vi.fn(async () => target);
    const api = buildMockApi({ lazy: lazyModule(['*/api/lazy'], load) }, { delays: 0 });
    expect(load).not.toHaveBeenCalled();
    await getResponse(api.handlers, new Request(`${base}/api/other`));
    expect(load).not.toHaveBeenCalled();
    const answers = await Promise.all([1, 2, 3].map(() => getResponse(api.handlers, new Request(`${base}/api/lazy/thing`))));
    expect(await Promise.all(answers.map((res) => res?.json()))).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the import again after it failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(target);
    const api = buildMockApi({ lazy: lazyModule(['*/api/lazy'], load) }, { delays: 0 });
    // getResponse passes the handler's exception on (the worker turns it into a 500).
    await expect(getResponse(api.handlers, new Request(`${base}/api/lazy/thing`))).rejects.toThrow('chunk failed');
    const res = await getResponse(api.handlers, new Request(`${base}/api/lazy/thing`));
    expect(await res?.json()).toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
