import { describe, expect, it } from 'vitest';
import { disableButtons, injectFirstScreens, type FirstScreens } from './prerender';

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

  it('adds a template per other sign-in page and per language and layout of the frame, then the script, before the entry', () => {
    const order = [
      '<template data-first-screen="sign-in" lang="tr"><button disabled="">Giriş yap</button></template>',
      '<template data-first-screen="frame" lang="en" data-layout="classy"><header><button disabled="">Menu</button></header></template>',
      '<template data-first-screen="frame" lang="tr" data-layout="classy"><header>tr</header></template>',
      '<script>(function(){',
      '<script type="module"',
    ].map((part) => html.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html.match(/<template /g)).toHaveLength(3);
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
