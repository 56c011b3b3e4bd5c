import { describe, expect, it } from 'vitest';
import type { NavigationItem, Shortcut } from '@hotel/shell/api';
import { setupApi, type CallOptions } from '../__tests__/harness';
import { visibleLinks } from '../navigation/filter';

const { call, expectRejected } = setupApi();
const base = 'api/common/shortcuts';
const valid = { label: 'Check in', description: 'New arrival', icon: 'heroicons_outline:key', link: '/front-office/check-in', useRouter: true };

describe('api/common/shortcuts', () => {
  it('gives admin the 8 template shortcuts, Reload with useRouter false', async () => {
    const list = (await call('GET', base)).body as Shortcut[];
    expect(list.map((s) => s.label)).toEqual(['Changelog', 'Documentation', 'Help center', 'Dashboard', 'Mailbox', 'Tasks', 'Contacts', 'Reload']);
    expect(list.filter((s) => !s.useRouter).map((s) => s.label)).toEqual(['Reload']);
    expect(list.map((s) => s.link)).toEqual(expect.arrayContaining(['/docs/changelog', '/apps/help-center', '/dashboards', '/apps/mailbox', '/apps/tasks', '/apps/contacts']));
    expect(list.every((s) => s.link.startsWith('/'))).toBe(true);
  });

  it.each(['receptionist', 'waitress', 'user', 'manager'])('gives a %s the first 4 links of their own menu plus Reload', async (role) => {
    const nav = (await call('GET', 'api/common/navigation', { role })).body.default as NavigationItem[];
    const expected = visibleLinks(nav).slice(0, 4).map((i) => i.link);
    const list = (await call('GET', base, { role })).body as Shortcut[];
    expect(list.slice(0, -1).map((s) => s.link)).toEqual(expected);
    expect(list.at(-1)).toMatchObject({ label: 'Reload', useRouter: false });
    const allowed = new Set(visibleLinks(nav).map((i) => i.link));
    for (const s of list) expect(allowed.has(s.link) || s.link === '/welcome', `${role} ${s.link}`).toBe(true);
  });

  it('keeps a list per user: a POST by one user is not seen by another', async () => {
    const created = (await call('POST', base, { body: { shortcut: valid } })).body as Shortcut;
    expect(created).toMatchObject(valid);
    expect(created.id).toMatch(/\S/);
    const admin = (await call('GET', base)).body as Shortcut[];
    expect(admin[0]).toEqual(created); // prepended
    expect(admin).toHaveLength(9);
    const receptionist = (await call('GET', base, { role: 'receptionist' })).body as Shortcut[];
    expect(receptionist.some((s) => s.id === created.id)).toBe(false);
  });

  it('PATCH merges, DELETE removes; unknown ids answer 404', async () => {
    const patched = await call('PATCH', base, { body: { id: 'shortcut-mailbox', shortcut: { description: '3 new e-mails', useRouter: false } } });
    expect(patched.body).toMatchObject({ id: 'shortcut-mailbox', label: 'Mailbox', description: '3 new e-mails', useRouter: false });
    expect((await call('PATCH', base, { body: { id: 'nope', shortcut: { label: 'x' } } })).status).toBe(404);
    expect((await call('DELETE', base, { query: { id: 'shortcut-tasks' } })).body).toBe(true);
    expect(((await call('GET', base)).body as Shortcut[]).map((s) => s.id)).not.toContain('shortcut-tasks');
    expect((await call('DELETE', base, { query: { id: 'shortcut-tasks' } })).status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', base, { role: null })).status).toBe(401);
  });

  it('validates: label, icon and link required, useRouter a required boolean, description optional', async () => {
    const res = await call('POST', base, { body: { shortcut: { description: 'only' } } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining(['shortcut.label', 'shortcut.icon', 'shortcut.link', 'shortcut.useRouter']));
    expect(Object.keys(res.body.fields)).not.toContain('shortcut.description');
    const { description: _d, ...withoutDescription } = valid;
    expect((await call('POST', base, { body: { shortcut: withoutDescription } })).status).toBe(200);
  });

  const without = (key: keyof typeof valid) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));
  const badPosts: CallOptions[] = [
    { raw: '{"shortcut":' },
    { body: null },
    { body: [] },
    { body: {} },
    { body: { shortcut: 'x' } },
    { body: { shortcut: without('label') } },
    { body: { shortcut: without('icon') } },
    { body: { shortcut: without('link') } },
    { body: { shortcut: without('useRouter') } },
    { body: { shortcut: { ...valid, label: '   ' } } },
    { body: { shortcut: { ...valid, useRouter: 'true' } } },
    { body: { shortcut: { ...valid, link: 'javascript:alert(1)' } } },
    { body: { shortcut: { ...valid, icon: 'bell' } } },
    { body: { shortcut: { ...valid, label: 'x'.repeat(61) } } },
    { body: { shortcut: { ...valid, description: 5 } } },
    { body: { shortcut: valid }, role: null },
  ];

  it('rejects malformed POST bodies and changes nothing', async () => {
    await expectRejected('POST', base, badPosts, () => call('GET', base));
  });

  it('rejects malformed PATCH bodies and changes nothing', async () => {
    await expectRejected(
      'PATCH',
      base,
      [
        { raw: 'nope' },
        { body: {} },
        { body: { id: 'shortcut-mailbox' } },
        { body: { shortcut: { label: 'x' } } },
        { body: { id: '', shortcut: { label: 'x' } } },
        { body: { id: 3, shortcut: { label: 'x' } } },
        { body: { id: 'shortcut-mailbox', shortcut: null } },
        { body: { id: 'shortcut-mailbox', shortcut: { label: '' } } },
        { body: { id: 'shortcut-mailbox', shortcut: { useRouter: 'no' } } },
        { body: { id: 'shortcut-mailbox', shortcut: { link: 'data:text/html,x' } } },
        { body: { id: 'shortcut-mailbox', shortcut: { icon: 'x y' } } },
        { body: { id: 'unknown', shortcut: { label: 'x' } } },
        { body: { id: 'shortcut-mailbox', shortcut: { label: 'x' } }, role: null },
      ],
      () => call('GET', base),
    );
  });

  it('rejects malformed DELETE calls and changes nothing', async () => {
    await expectRejected(
      'DELETE',
      base,
      [{}, { query: { id: '' } }, { query: { id: ' ' } }, { query: { id: 'x'.repeat(300) } }, { query: { id: 'unknown' } }, { query: { ID: 'shortcut-mailbox' } }, { query: { id: 'shortcut-mailbox' }, role: null }, { query: { shortcut: 'x' } }, { query: { id: 'shortcut-MAILBOX' } }, { query: { id: '../shortcut-mailbox' } }],
      () => call('GET', base),
    );
  });
});
