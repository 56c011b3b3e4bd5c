import { runInNewContext } from 'node:vm';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { firstScreenScript } from './first-screen-script';

const script = firstScreenScript({
  tokenKey: 'accessToken',
  userNameKey: 'userName',
  language: { storageKey: 'language', fallback: 'en' },
  languages: ['en', 'tr'],
  emptyFramePaths: ['/sign-in', '/sign-up'],
  signInPaths: ['/sign-in', '/', '/welcome'],
  welcomePaths: ['/', '/welcome'],
  welcomeMark: 'data-page',
});

const BODY =
  '<div id="root"><h1>Sign in</h1></div>' +
  '<script type="text/html" data-first-screen="sign-in" lang="tr"><h1>Giriş yap</h1></script>' +
  ['en', 'tr']
    .flatMap((lang) => ['classy', 'modern'].map((layout) => `<script type="text/html" data-first-screen="frame" lang="${lang}" data-layout="${layout}"><header>${lang} ${layout}</header><main><h1 data-page="welcome">W</h1><div class="d"><span data-first-screen-greeting="">Hi <span data-first-screen-user=""></span>.</span></div></main></script>`))
    .join('');

interface Visit {
  path: string;
  local?: Record<string, string>;
  session?: Record<string, string>;
  layout?: string;
  blocked?: boolean;
}

/** Runs the script over index.html's body in a page stand-in; answers #root's HTML and <html>'s attributes. */
function visit({ path, local = {}, session = {}, layout = 'classy', blocked = false }: Visit) {
  const url = new URL(path, 'https://hotel.test');
  const window = new Window({ url: url.href });
  const { document } = window;
  document.documentElement.setAttribute('data-layout', layout);
  document.body.append(...new window.DOMParser().parseFromString(BODY, 'text/html').body.childNodes);
  const storage = (values: Record<string, string>) => ({
    getItem(key: string) {
      if (blocked) throw new Error('SecurityError');
      return values[key] ?? null;
    },
  });
  runInNewContext(script, { document, localStorage: storage(local), sessionStorage: storage(session), location: { pathname: url.pathname, search: url.search } });
  const html = document.documentElement;
  return { root: document.getElementById('root')!.innerHTML, screen: html.getAttribute('data-first-screen'), lang: html.getAttribute('lang') };
}

const signedIn = { accessToken: 'token' };

describe('the first-screen script (index.html, before the first paint)', () => {
  it('leaves the prerendered sign-in form of the default language on the sign-in page', () => {
    expect(visit({ path: '/sign-in' })).toEqual({ root: '<h1>Sign in</h1>', screen: 'sign-in', lang: null });
  });

  it('shows the sign-in form where a visitor without a session is sent to it, in the stored language', () => {
    expect(visit({ path: '/welcome', local: { language: 'tr' } })).toEqual({ root: '<h1>Giriş yap</h1>', screen: 'sign-in', lang: 'tr' });
  });

  it('shows the frame in the stored layout and language with a session, the welcome heading on /welcome', () => {
    expect(visit({ path: '/welcome', local: { ...signedIn, language: 'tr' }, layout: 'modern' })).toEqual({
      root: '<header>tr modern</header><main><h1 data-page="welcome">W</h1></main>',
      screen: 'frame',
      lang: 'tr',
    });
  });

  it('greets the stored user by name, as text, in the frame', () => {
    expect(visit({ path: '/welcome', local: { ...signedIn, userName: '<b>Amara</b>' } }).root).toBe(
      '<header>en classy</header><main><h1 data-page="welcome">W</h1><div class="d"><span data-first-screen-greeting="">Hi <span data-first-screen-user="">&lt;b&gt;Amara&lt;/b&gt;</span>.</span></div></main>',
    );
  });

  it('shows the layout the address asks for (?layout=), as the app will', () => {
    expect(visit({ path: '/welcome?tab=1&layout=modern', local: signedIn }).root).toContain('en modern');
  });

  it('reads a session kept for this tab only (sessionStorage), and drops the welcome heading on other paths', () => {
    expect(visit({ path: '/front-office/guests/', session: signedIn }).root).toBe('<header>en classy</header><main></main>');
  });

  it('shows nothing prerendered where the app will show something else', () => {
    // A signed-in visitor on an auth page (the app redirects), a visitor without a session on an open page.
    expect(visit({ path: '/sign-up', local: signedIn })).toEqual({ root: '', screen: null, lang: null });
    expect(visit({ path: '/home' })).toEqual({ root: '', screen: null, lang: null });
    // A layout or language without a prerendered frame: nothing rather than another one.
    expect(visit({ path: '/welcome', local: signedIn, layout: 'custom' }).root).toBe('');
  });

  it('falls back to the default language for an unknown one, and never throws on blocked storage', () => {
    expect(visit({ path: '/welcome', local: { ...signedIn, language: 'xx' } }).root).toContain('en classy');
    expect(visit({ path: '/sign-in', blocked: true })).toEqual({ root: '<h1>Sign in</h1>', screen: 'sign-in', lang: null });
  });
});
