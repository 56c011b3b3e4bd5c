import { describe, expect, it } from 'vitest';
import { setupApi } from '../__tests__/harness';
import { ICON_SET_NAMES, type IconSetList } from './index';
import { changedSince } from '../../../core/testing';

const { api, call } = setupApi();

describe('GET api/ui/icons/{set}', () => {
  it.each(ICON_SET_NAMES)('%s answers {namespace, name, grid, list}', async (set) => {
    const { status, body } = await call('GET', `api/ui/icons/${set}`);
    expect(status).toBe(200);
    const icons = body as IconSetList;
    expect(Object.keys(icons).sort()).toEqual(['grid', 'list', 'name', 'namespace']);
    expect(icons.list.length).toBeGreaterThan(100);
    expect(new Set(icons.list).size).toBe(icons.list.length);
  });

  it('accepts the underscore spelling of a set', async () => {
    const { body } = await call('GET', 'api/ui/icons/heroicons_outline');
    expect(body.namespace).toBe('heroicons_outline');
    expect(body.list).toContain('home');
  });

  it.each(['nope', 'material', 'constructor', '__proto__', 'feather.json', '..%2Ffeather'])('answers 404 {code, message} for the unknown set %s', async (set) => {
    const res = await call('GET', `api/ui/icons/${set}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('icon set') });
  });

  it('rejects 10 malformed set names with 4xx and changes nothing', async () => {
    const bad = ['nope', 'material', 'constructor', '__proto__', 'hasOwnProperty', 'feather.json', 'FEATHER%20', '%2e%2e', 'heroicons', 'x'.repeat(300)];
    await call('GET', 'api/common/messages');
    const before = api.snapshot();
    for (const set of bad) {
      const res = await call('GET', `api/ui/icons/${set}`);
      expect(res.status, set).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    }
    expect(changedSince(api, before)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', 'api/ui/icons/feather', { role: null })).status).toBe(401);
  });
});
