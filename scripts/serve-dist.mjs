#!/usr/bin/env node
// Serves a production build gzipped, as a real host would, with an SPA fallback to index.html and
// the security headers the build writes to `<dir>/_headers` (vite/security-headers.ts), CSP included.
// Used by the bench and e2e/security-headers.spec.ts:  node scripts/serve-dist.mjs [dir] [port]
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.map']);
const cache = new Map();

/**
 * The headers of a `_headers` file (static hosts' format) for every path: the `  Name: value`
 * lines under `/*`. Other path rules are not used by the build and are refused.
 */
export function readHeadersFile(file) {
  if (!existsSync(file)) return {};
  const headers = {};
  let path = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      path = line.trim();
      if (path !== '/*') throw new Error(`${file}: only the rule for /* is supported, not ${path}.`);
      continue;
    }
    const colon = line.indexOf(':');
    if (path === null || colon < 0) throw new Error(`${file}: '${line.trim()}' is not a header under a path.`);
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export function serveDist(dir = 'apps/backoffice/dist', port = 4398) {
  const root = normalize(dir);
  const security = readHeadersFile(join(root, '_headers'));
  const read = (file) => {
    if (!cache.has(file)) {
      const body = readFileSync(file);
      cache.set(file, { body, gz: COMPRESSIBLE.has(extname(file)) ? gzipSync(body, { level: 9 }) : null });
    }
    return cache.get(file);
  };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root) || path === '/_headers') {
      res.writeHead(403).end();
      return;
    }
    try {
      if (!statSync(file).isFile()) throw new Error('not a file');
    } catch {
      file = join(root, 'index.html');
    }
    const { body, gz } = read(file);
    const gzipOk = gz && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const immutable = file.includes('/assets/');
    res.writeHead(200, {
      ...security,
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzipOk ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    res.end(gzipOk ? gz : body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, port] = process.argv.slice(2);
  await serveDist(dir, Number(port ?? 4398));
  console.log(`Serving ${dir ?? 'apps/backoffice/dist'} gzipped on http://127.0.0.1:${port ?? 4398}`);
}
