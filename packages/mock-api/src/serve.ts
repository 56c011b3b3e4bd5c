/**
 * `npm run mock-api`: the same handlers over HTTP at http://localhost:3001/api, with CORS for
 * localhost origins, so other hotel apps can develop against the mock API.
 *
 *   PORT=3001 DELAYS=spec npm run mock-api     (DELAYS=spec keeps the spec's delays; default 0)
 */
import '../../../scripts/node20-polyfills.mjs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { createMockApi } from './create-mock-api';

const port = Number(process.env.PORT ?? 3001);
const api = createMockApi({ delays: process.env.DELAYS === 'spec' ? undefined : 0 });

const LOCALHOST = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function cors(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !LOCALHOST.test(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': 'authorization, content-type',
    'access-control-max-age': '600',
    vary: 'origin',
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 10 * 1024 * 1024) throw new Error('The request body is larger than 10 MB.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const headers = cors(req);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, headers).end();
    return;
  }
  const url = new URL(req.url ?? '/', `http://localhost:${port}`);
  const body = await readBody(req);
  const request = new Request(url, {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : [])),
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
  const response = (await getResponse(api.handlers, request)) ?? Response.json(
    { code: 'NOT_FOUND', message: `NOT FOUND: ${req.method} ${url.pathname}` },
    { status: 404 },
  );
  const out: Record<string, string> = { ...headers };
  response.headers.forEach((value, key) => (out[key] = value));
  res.writeHead(response.status, out);
  res.end(Buffer.from(await response.arrayBuffer()));
}

createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    res.writeHead(500, { 'content-type': 'application/json', ...cors(req) });
    res.end(JSON.stringify({ code: 'INTERNAL', message: (error as Error).message }));
  });
}).listen(port, () => {
  console.log(`Mock API on http://localhost:${port}/api — demo accounts <role>@hotel.test / demo1234`);
});
