import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getRedirectTarget, safeRedirectUrl } from './redirect';

const ORIGIN = 'https://backoffice.hotel.test';

const BYPASS_CORPUS: unknown[] = [
  '//evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/\\/evil.com',
  '/%09/evil.com',
  '/\t/evil.com',
  '/\r\n/evil.com',
  '/\n/evil.com',
  '/\r/evil.com',
  '///evil.com',
  '////evil.com',
  'https://evil.com',
  'http://evil.com',
  'http:evil.com',
  'https:/evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '%2F%2Fevil.com',
  '%2f%2fevil.com',
  '/%5Cevil.com',
  '/%5C/evil.com',
  ' /evil',
  '\t/evil',
  ' //evil.com',
  '/.//evil.com',
  '/./\\evil.com',
  'evil.com',
  '.evil.com',
  '@evil.com',
  '/sign-in',
  '/sign-in?redirectURL=/sign-in',
  '/sign-in?redirectURL=%2Fsign-in%3FredirectURL%3D%2Fdashboards',
  '/SIGN-IN',
  '/sign-in/',
  '%2Fsign-in',
  '/' + 'a'.repeat(5000),
  '',
  null,
  undefined,
  42,
  {},
  '%E0%A4%A',
  '/\u0000/evil.com',
  '/\u007f',
  'https://backoffice.hotel.test@evil.com/',
];

describe('safeRedirectUrl', () => {
  it.each(BYPASS_CORPUS.map((value) => [JSON.stringify(value)?.slice(0, 60) ?? String(value), value]))(
    'rejects %s',
    (_label, value) => {
      expect(safeRedirectUrl(value, ORIGIN)).toBe('/');
      expect(safeRedirectUrl(value, ORIGIN, '/welcome')).toBe('/welcome');
    },
  );

  it.each([
    ['/front-office/guests', '/front-office/guests'],
    ['/front-office/guests?page=2&sort=name#top', '/front-office/guests?page=2&sort=name#top'],
    ['%2Ffront-office%2Fcheck-in%3Froom%3D12', '/front-office/check-in?room=12'],
    ['/a/../dashboards', '/dashboards'],
    ['/sign-up', '/sign-up'],
    ['/sign-in-help', '/sign-in-help'],
    ['/', '/'],
  ])('accepts %s → %s', (input, expected) => {
    expect(safeRedirectUrl(input, ORIGIN)).toBe(expected);
  });

  it('decodes exactly once (a double-encoded slash stays encoded)', () => {
    expect(safeRedirectUrl('/%252F%252Fevil.com', ORIGIN)).toBe('/%2F%2Fevil.com');
  });

  const isSafe = (out: string, fallback: string) =>
    out === fallback ||
    (out.startsWith('/') &&
      !out.startsWith('//') &&
      !out.includes('\\') &&
      new URL(out, ORIGIN).origin === ORIGIN &&
      !/^\/sign-in(\/|$)/.test(new URL(out, ORIGIN).pathname.toLowerCase()));

  it('never returns anything but the fallback or a same-origin path (10,000 runs)', () => {
    const pieces = fc.constantFrom('/', '//', '\\', '%2F', '%5C', '%09', '\t', '\n', '.', '..', ':', '@', 'evil.com', 'http', 'javascript', '?', '#', 'sign-in', ' ', '%', '%25');
    const input = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join('')),
      fc.webUrl().map((u) => u.replace(/^https?:/, '')),
      fc.webUrl(),
    );
    fc.assert(
      fc.property(input, (raw) => {
        const out = safeRedirectUrl(raw, ORIGIN, '/fallback');
        return isSafe(out, '/fallback');
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('getRedirectTarget', () => {
  it.each([
    ['?redirectURL=%2Ffront-office%2Fguests%3Fpage%3D2', '/front-office/guests?page=2'],
    ['redirectURL=%2Fdashboards&x=1', '/dashboards'],
    ['?a=1&redirectURL=%252F%252Fevil.com', '/welcome'],
    ['?redirectURL=%2F%2Fevil.com', '/welcome'],
    ['?redirectURL=', '/welcome'],
    ['?other=1', '/welcome'],
    ['', '/welcome'],
  ])('%s → %s', (search, expected) => {
    expect(getRedirectTarget(search, ORIGIN, '/welcome')).toBe(expected);
  });

  it('round-trips what RequireAuth encodes', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, query) => {
        const target = `/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`;
        const out = getRedirectTarget(`?redirectURL=${encodeURIComponent(target)}`, ORIGIN, '/fallback');
        return out === '/fallback' || new URL(out, ORIGIN).href === new URL(target, ORIGIN).href;
      }),
      { numRuns: 500 },
    );
  });
});
