import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The security headers a host should send with the production build, and the Vite plugin that
 * writes them next to it (`dist/_headers`). The Content-Security-Policy allows the build's inline
 * <head> scripts (the pre-paint and the preload script) by their sha256 hashes, which change with
 * every build (the preload script names content-hashed chunks): so the policy is written by the
 * build, and the root README shows it with `'sha256-…'` in place of the hashes.
 */

/** The text of every inline `<script>` (one without `src`) of an HTML document, in order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (!/\bsrc\s*=/i.test(attributes)) scripts.push(text);
  }
  return scripts;
}

/** A CSP hash source for a script's exact text: `'sha256-<base64>'`. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface PolicyOptions {
  /** Hash sources of the inline scripts (see `cspHash`). */
  scriptHashes: string[];
  /** Origins the app may call besides its own (a real API on another origin, VITE_API_URL). */
  connect?: string[];
}

/**
 * The Content-Security-Policy of the build. Scripts only from the site and the hashed inline
 * scripts (no eval); nothing may frame the app; no plugins, no <base>, forms post to the site only.
 * Workers only from the site (the mock API's worker). Styles allow 'unsafe-inline': the scroll lock of dialogs, drawers and menus (react-remove-scroll,
 * via Radix) adds a <style> element at run time, and a style cannot run code.
 */
export function contentSecurityPolicy({ scriptHashes, connect = [] }: PolicyOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${connect.map((origin) => ` ${origin}`).join('')}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every security header of the build, CSP included (HSTS only takes effect over HTTPS). */
export function securityHeaders(options: PolicyOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  };
}

/** The headers in the `_headers` file format of static hosts (Netlify, Cloudflare Pages): for every path. */
export function headersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}\n`)
    .join('')}`;
}

/** The origin of the API when it is not the site's own (`VITE_API_URL` absolute), else none. */
export function apiOrigins(apiUrl: string | undefined): string[] {
  if (!apiUrl || !/^https?:\/\//i.test(apiUrl)) return [];
  return [new URL(apiUrl).origin];
}

/**
 * Writes `_headers` into the build's output: the headers above, the CSP with the hashes of the
 * inline scripts of the index.html written to disk (exactly what is served).
 */
export function securityHeadersFile({ apiUrl }: { apiUrl?: string } = {}): Plugin {
  let outDir = 'dist';
  return {
    name: 'hotel-security-headers',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      handler() {
        const html = readFileSync(join(outDir, 'index.html'), 'utf8');
        const headers = securityHeaders({ scriptHashes: inlineScripts(html).map(cspHash), connect: apiOrigins(apiUrl) });
        writeFileSync(join(outDir, '_headers'), headersFile(headers));
      },
    },
  };
}
