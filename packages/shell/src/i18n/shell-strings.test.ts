import { describe, expect, expectTypeOf, it } from 'vitest';
import en from './locales/en.json';
import tr from './locales/tr.json';
import { ENGLISH, namespaceLoaders } from './languages';
import { applyOverrides, withOverrides, type ShellNavKey, type ShellStringKey, type ShellStringOverrides, type ShellStrings } from './shell-strings';

/**
 * The type checks here run under `tsc -p tsconfig.json`: each `@ts-expect-error` must meet an
 * error, or tsc fails with "Unused '@ts-expect-error' directive".
 */
describe('ShellStrings (types)', () => {
  it('is the shape of the English file; Turkish has it', () => {
    // The written-out type (what the package's declarations carry) is the English file's shape exactly.
    expectTypeOf<ShellStrings>().toEqualTypeOf<typeof en>();
    expectTypeOf(tr).toExtend<ShellStrings>();
    expectTypeOf<'user.signOut'>().toExtend<ShellStringKey>();
    expectTypeOf<'search.resultCount_other'>().toExtend<ShellStringKey>();
    expectTypeOf<'user'>().not.toExtend<ShellStringKey>();
    expectTypeOf<'dashboard'>().toExtend<ShellNavKey>();
  });

  it('a language object missing a key or with a misspelt one does not compile', () => {
    const { signOut: _dropped, ...userWithoutSignOut } = en.user;
    // @ts-expect-error: 'user.signOut' is missing.
    const missing: ShellStrings = { ...en, user: userWithoutSignOut };
    // @ts-expect-error: 'sigOut' is not a key of 'user'.
    const misspelt: ShellStrings = { ...en, user: { ...en.user, sigOut: 'Abmelden' } };
    // @ts-expect-error: a string must be a string.
    const wrongType: ShellStrings = { ...en, user: { ...en.user, signOut: 3 } };
    expect([missing, misspelt, wrongType].every((strings) => typeof strings === 'object')).toBe(true);
  });

  it('overrides are typed by key, dotted or nested', () => {
    const dotted: ShellStringOverrides = { 'user.signOut': 'Log out' };
    const nested: ShellStringOverrides = { user: { signOut: 'Log out' } };
    // @ts-expect-error: no such key.
    const misspelt: ShellStringOverrides = { 'user.signOt': 'Log out' };
    // @ts-expect-error: no such key in the section.
    const nestedMisspelt: ShellStringOverrides = { user: { sigOut: 'Log out' } };
    // @ts-expect-error: no such section.
    const unknownSection: ShellStringOverrides = { usr: { signOut: 'Log out' } };
    const english = withOverrides(ENGLISH, dotted);
    // @ts-expect-error: withOverrides checks its keys too.
    const badEnglish = withOverrides(ENGLISH, { 'userMenu.signOut': 'Log out' });
    expect([misspelt, nestedMisspelt, unknownSection, nested, english, badEnglish]).toHaveLength(6);
    expect(Object.keys(dotted)).toEqual(['user.signOut']);
  });

  it('namespaceLoaders checks the shell strings a loader gives (a JSON import too)', async () => {
    const load = namespaceLoaders({ shell: () => import('./locales/tr.json') });
    await expect(load('shell')).resolves.toMatchObject({ default: { languages: { label: 'Dil' } } });
    const { signOut: _dropped, ...user } = en.user;
    // @ts-expect-error: these strings lack 'user.signOut'.
    const incomplete = namespaceLoaders({ shell: () => Promise.resolve({ ...en, user }) });
    await expect(incomplete('shell')).resolves.toMatchObject({ user: { profile: 'Profile' } });
  });
});

describe('applyOverrides', () => {
  it('sets dotted keys and merges nested objects into a copy', () => {
    const strings = { user: { signOut: 'Sign out', profile: 'Profile' }, app: { loading: 'Loading…' } };
    const result = applyOverrides(strings, { 'user.signOut': 'Log out', app: { loading: 'Wait' } } as ShellStringOverrides);
    expect(result).toEqual({ user: { signOut: 'Log out', profile: 'Profile' }, app: { loading: 'Wait' } });
    expect(strings.user.signOut).toBe('Sign out');
    expect(strings.app.loading).toBe('Loading…');
    expect(applyOverrides(strings, undefined)).toBe(strings);
  });
});
