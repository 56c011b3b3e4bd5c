import { describe, expect, it } from 'vitest';
import { isSafeImageSource, isSafeLink } from './safe-url';

// URL rules only: sanitising itself is tested in real Chromium (safe-html.browser.test.tsx), never happy-dom.
describe('SafeHtml URL rules', () => {
  it.each([
    ['https://a.test', true],
    ['mailto:x@y.z', true],
    ['tel:+1', true],
    ['/relative', true],
    ['java\tscript:alert(1)', false],
    [' JAVASCRIPT:alert(1)', false],
    ['vbscript:x', false],
    ['data:text/html,x', false],
  ])('link %j allowed: %s', (url, allowed) => expect(isSafeLink(url)).toBe(allowed));

  it.each([
    ['data:image/png;base64,AAAA', true],
    ['data:image/webp;base64,AAAA', true],
    ['data:image/svg+xml;base64,AAAA', false],
    ['https://cdn.test/a.png', true],
    ['javascript:alert(1)', false],
  ])('image %j allowed: %s', (url, allowed) => expect(isSafeImageSource(url)).toBe(allowed));
});
