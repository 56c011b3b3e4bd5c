/**
 * The mock API over HTTP (`hotel-mock-api`, src/bin.ts): the same handlers, CORS for localhost
 * origins, and a limit on request bodies. A body over the limit answers 413 `{code, message}`; the
 * rest of it is read and dropped, so the keep-alive connection it came on serves the next request.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type HttpHandler } from 'msw';

/** The largest request body the server reads (10 MB): a contact's 2 MB avatar, base64 in JSON, fits well. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
/**
 * How much of a body over the limit is still read (and dropped) to keep its connection usable. A
 * body that says or turns out to be larger gets its 413 with `connection: close` instead.
 */
export const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

export interface MockApiServerOptions {
  /** The body limit in bytes. Default {@link MAX_BODY_BYTES}. */
  maxBodyBytes?: number;
  /** The limit past which an oversized body is no longer drained. Default {@link MAX_DRAINED_BYTES}. */
  maxDrainedBytes?: number;
}

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

type BodyRead = { kind: 'body'; bytes: Buffer } | { kind: 'too-large'; close: boolean };

/**
 * Reads the request body up to `limit` bytes. Past the limit it keeps reading and drops what it
 * reads, up to `drainLimit`, so the connection stays in step for its next request; past that it
 * stops (`close`: the connection is not reusable).
 */
function readBody(req: IncomingMessage, limit: number, drainLimit: number): Promise<BodyRead> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > drainLimit) return Promise.resolve({ kind: 'too-large', close: true });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (result: BodyRead) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > drainLimit) {
        req.pause();
        done({ kind: 'too-large', close: true });
      } else if (size <= limit) chunks.push(chunk);
      else chunks.length = 0;
    };
    const onEnd = () => done(size > limit ? { kind: 'too-large', close: false } : { kind: 'body', bytes: Buffer.concat(chunks) });
    const onError = (error: Error) => {
      req.off('data', onData);
      req.off('end', onEnd);
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** An HTTP server answering with `handlers` (call `listen(port)` on it); anything outside them answers 404. */
export function createMockApiServer(handlers: HttpHandler[], options: MockApiServerOptions = {}): Server {
  const limit = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const drainLimit = Math.max(options.maxDrainedBytes ?? MAX_DRAINED_BYTES, limit);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const headers = cors(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, headers).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const read = await readBody(req, limit, drainLimit);
    if (read.kind === 'too-large') {
      const mb = Math.round((limit / 1024 / 1024) * 10) / 10;
      sendJson(
        res,
        413,
        { code: 'PAYLOAD_TOO_LARGE', message: `The request body is larger than ${mb} MB (${limit} bytes); send a smaller one.` },
        read.close ? { ...headers, connection: 'close' } : headers,
      );
      return;
    }
    const hasBody = read.bytes.length > 0 && req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(url, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : [])),
      body: hasBody ? new Uint8Array(read.bytes) : undefined,
    });
    const response =
      (await getResponse(handlers, request)) ??
      Response.json({ code: 'NOT_FOUND', message: `NOT FOUND: ${req.method} ${url.pathname}` }, { status: 404 });
    const out: Record<string, string> = { ...headers };
    response.headers.forEach((value, key) => (out[key] = value));
    res.writeHead(response.status, out);
    res.end(Buffer.from(await response.arrayBuffer()));
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJson(res, 500, { code: 'INTERNAL', message: (error as Error).message }, { ...cors(req), connection: 'close' });
    });
  });
}
