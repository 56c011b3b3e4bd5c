import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readHeadersFile } from '../../../scripts/serve-dist.mjs';
import { apiOrigins, contentSecurityPolicy, cspHash, headersFile, inlineScripts, securityHeaders } from './security-headers';

describe('inlineScripts', () => {
  it('returns the exact text of scripts without src, skipping external ones', () => {
    const html = `<head><script>var a=1;</script><script type="module" crossorigin src="/assets/index.js"></script>
      <SCRIPT type="module">\n b() </SCRIPT></head><body><script src='/x.js'></script></body>`;
    expect(inlineScripts(html)).toEqual(['var a=1;', '\n b() ']);
  });
});

describe('cspHash', () => {
  it('is the base64 sha256 of the UTF-8 text, quoted as a CSP source', () => {
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(cspHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and the given hashes only, and no framing', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-a'", "'sha256-b'"] });
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(policy).toContain("connect-src 'self';");
  });

  it("allows workers from the site only (the mock API's dedicated worker)", () => {
    expect(contentSecurityPolicy({ scriptHashes: [] })).toContain("worker-src 'self';");
  });

  it('lets the app call an API on another origin', () => {
    expect(contentSecurityPolicy({ scriptHashes: [], connect: apiOrigins('https://api.example.com/v1/') })).toContain(
      "connect-src 'self' https://api.example.com;",
    );
    expect(apiOrigins('/')).toEqual([]);
    expect(apiOrigins(undefined)).toEqual([]);
  });
});

describe('headersFile', () => {
  it('writes every header under /*, as scripts/serve-dist.mjs reads it back', () => {
    const headers = securityHeaders({ scriptHashes: ["'sha256-a'"] });
    expect(Object.keys(headers)).toEqual(
      expect.arrayContaining(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Strict-Transport-Security']),
    );
    const file = join(mkdtempSync(join(tmpdir(), 'headers-')), '_headers');
    writeFileSync(file, headersFile(headers));
    expect(readHeadersFile(file)).toEqual(headers);
  });

  it('refuses a rule for another path rather than sending its headers everywhere', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'headers-')), '_headers');
    writeFileSync(file, '/admin/*\n  X-Robots-Tag: noindex\n');
    expect(() => readHeadersFile(file)).toThrow('only the rule for /* is supported, not /admin/*');
  });
});
