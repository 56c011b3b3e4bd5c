import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { preloadScript, type StartUpLists } from './preload-script';

const lists: StartUpLists = {
  locales: { en: ['assets/locale-en.js'], tr: ['assets/locale-tr.js'] },
  signedIn: ['assets/in-page.js', 'assets/frame.js'],
  pages: [
    { paths: ['/sign-in'], signedIn: false, files: ['assets/sign-in-page.js'] },
    { paths: ['/', '/welcome'], signedIn: true, files: ['assets/welcome-page.js', 'assets/frame.js'] },
  ],
};
const options = { base: '/app/', tokenKey: 'accessToken', language: { storageKey: 'language', fallback: 'en' } };

/** Runs the script in a page stand-in and returns the hrefs it preloads. */
function preloads(path: string, local: Record<string, string> = {}, session: Record<string, string> = {}, blocked = false): string[] {
  const links: Array<{ rel: string; href: string }> = [];
  const storage = (values: Record<string, string>) => ({
    getItem(key: string) {
      if (blocked) throw new Error('SecurityError');
      return values[key] ?? null;
    },
  });
  runInNewContext(preloadScript(lists, options), {
    document: { createElement: () => ({ rel: '', href: '' }), head: { appendChild: (link: { rel: string; href: string }) => links.push(link) } },
    localStorage: storage(local),
    sessionStorage: storage(session),
    location: { pathname: path },
  });
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links.map((link) => link.href);
}

describe('preloadScript', () => {
  it('preloads the default language and, signed out on /sign-in, the sign-in page', () => {
    expect(preloads('/sign-in')).toEqual(['/app/assets/locale-en.js', '/app/assets/sign-in-page.js']);
  });

  it('preloads the stored language, the signed-in start and the page of the path, each file once', () => {
    expect(preloads('/welcome', { language: 'tr', accessToken: 't' })).toEqual([
      '/app/assets/locale-tr.js',
      '/app/assets/in-page.js',
      '/app/assets/frame.js',
      '/app/assets/welcome-page.js',
    ]);
  });

  it('reads a session kept in sessionStorage, and skips pages of the other session state', () => {
    expect(preloads('/sign-in', {}, { accessToken: 't' })).toEqual(['/app/assets/locale-en.js', '/app/assets/in-page.js', '/app/assets/frame.js']);
    expect(preloads('/welcome')).toEqual(['/app/assets/locale-en.js']);
  });

  it('falls back to the default language for an unknown one, and never throws on blocked storage', () => {
    expect(preloads('/front-office/guests', { language: 'xx' })).toEqual(['/app/assets/locale-en.js']);
    expect(preloads('/sign-in', {}, {}, true)).toEqual(['/app/assets/locale-en.js', '/app/assets/sign-in-page.js']);
  });

  it('escapes < so no value closes the script element', () => {
    const script = preloadScript({ ...lists, signedIn: ['assets/</script><script>alert(1)</script>.js'] }, options);
    expect(script).not.toContain('</script>');
  });
});
