import { getDomain as tldtsGetDomain } from 'tldts';
import { describe, expect, it } from 'vitest';
import { getDomain } from './registrable-domain';

const options = { allowIcannDomains: true, allowPrivateDomains: true };

describe('getDomain (the browser build stand-in for tldts)', () => {
  it.each([
    'localhost',
    '127.0.0.1',
    '192.168.0.12',
    '[::1]',
    'example.com',
    'www.example.com',
    'a.b.example.com',
    'EXAMPLE.com.',
    'hotel.test',
    'app.hotel.test',
    '',
  ])('answers %j as tldts does (tough-cookie options)', (host) => {
    expect(getDomain(host, options)).toBe(tldtsGetDomain(host, options));
  });

  it('differs from tldts only under a multi-label public suffix (no list shipped)', () => {
    expect(tldtsGetDomain('a.co.uk', options)).toBe('a.co.uk');
    expect(getDomain('a.co.uk', options)).toBe('co.uk');
  });
});
