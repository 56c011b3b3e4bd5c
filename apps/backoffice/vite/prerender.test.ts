import { describe, expect, it } from 'vitest';
import { allScreens, disableButtons, injectFirstScreens, type FirstScreens } from './prerender';

const screens: FirstScreens = {
  languages: ['en', 'tr'],
  signIn: { en: '<form><input name="email"><button type="submit">Sign in</button></form>', tr: '<button>Giriş yap</button>' },
  // One layout of the eleven is enough here.
  frame: { en: { classy: '<header><button>Menu</button></header>' }, tr: { classy: '<header>tr</header>' } } as unknown as FirstScreens['frame'],
  emptyFramePaths: ['/sign-in'],
  welcomeMark: 'data-page',
};
const options = {
  tokenKey: 'accessToken',
  userNameKey: 'userName',
  language: { storageKey: 'language', fallback: 'en' },
  signInPaths: ['/sign-in'],
  welcomePaths: ['/welcome'],
};
const HTML = '<html><head></head><body>\n    <div id="root"></div>\n    <script type="module" src="/assets/index.js"></script></body></html>';

describe('injectFirstScreens', () => {
  const html = injectFirstScreens(HTML, screens, options);

  it('puts the default language\'s sign-in page in #root, with its buttons waiting for the app', () => {
    expect(html).toContain('<div id="root"><form><input name="email"><button disabled="" type="submit">Sign in</button></form></div>');
  });

  it('adds a raw-text block per other sign-in page and per language and layout of the frame, then the script, before the entry', () => {
    const order = [
      '<script type="text/html" data-first-screen="sign-in" lang="tr"><button disabled="">Giriş yap</button></script>',
      '<script type="text/html" data-first-screen="frame" lang="en" data-layout="classy"><header><button disabled="">Menu</button></header></script>',
      '<script type="text/html" data-first-screen="frame" lang="tr" data-layout="classy"><header>tr</header></script>',
      '<script>(function(){',
      '<script type="module"',
    ].map((part) => html.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html.match(/<script type="text\/html" /g)).toHaveLength(3);
  });

  it('refuses a screen holding a script element, which would end its block early', () => {
    const withScript = { ...screens, frame: { ...screens.frame, tr: { classy: '<p>x</p><script>1</script>' } } } as unknown as FirstScreens;
    expect(() => injectFirstScreens(HTML, withScript, options)).toThrow(/holds a <script> element/);
  });

  it('lists every screen once: the sign-in page and the frames of each language', () => {
    expect(allScreens(screens)).toEqual([screens.signIn.en, screens.frame.en?.classy, screens.signIn.tr, screens.frame.tr?.classy]);
  });

  it('refuses an index.html without an empty #root, or screens without the default language', () => {
    expect(() => injectFirstScreens('<div id="root">x</div>', screens, options)).toThrow(/no <div id="root"><\/div>/);
    expect(() => injectFirstScreens(HTML, { ...screens, signIn: { tr: '' } }, options)).toThrow(/no sign-in page in 'en'/);
  });

  it('disables every button and nothing else', () => {
    expect(disableButtons('<button>a</button><a href="/x">b</a><buttons>c</buttons><button\ntype="button">d</button>')).toBe(
      '<button disabled="">a</button><a href="/x">b</a><buttons>c</buttons><button disabled=""\ntype="button">d</button>',
    );
  });
});
