import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi } from '../create-mock-api';
import { createMockApiServer, MAX_BODY_BYTES } from './http-server';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  socket: Socket;
}

/** One request through `agent` (a keep-alive agent with one socket reuses its connection). */
function send(agent: Agent, port: number, method: string, path: string, options: { body?: Buffer | string; headers?: Record<string, string>; chunked?: boolean } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (options.body !== undefined && !options.chunked) headers['content-length'] = String(Buffer.byteLength(options.body));
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), socket: req.socket as Socket }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (options.body === undefined) req.end();
    else if (options.chunked) {
      // Several writes with no content-length: the server learns the size only by reading.
      const body = Buffer.from(options.body);
      const step = 256 * 1024;
      for (let i = 0; i < body.length; i += step) req.write(body.subarray(i, i + step));
      req.end();
    } else req.end(options.body);
  });
}

const signIn = JSON.stringify({ email: 'admin@hotel.test', password: 'demo1234' });

describe('the HTTP server', () => {
  const api = createMockApi({ delays: 0 });
  const server = createMockApiServer(api.handlers);
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers an 11 MB body with 413 {code, message}, and the same keep-alive connection answers the next request', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = Buffer.alloc(11 * 1024 * 1024, 'a');
      const refused = await send(agent, port, 'POST', '/api/auth/sign-in', { body: big });
      expect(refused.status).toBe(413);
      expect(refused.headers['content-type']).toContain('application/json');
      expect(refused.headers.connection).not.toBe('close');
      const error = JSON.parse(refused.body) as { code: string; message: string };
      expect(error.code).toBe('PAYLOAD_TOO_LARGE');
      expect(error.message).toMatch(/larger than 10 MB/);

      const next = await send(agent, port, 'POST', '/api/auth/sign-in', { body: signIn });
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body)).toMatchObject({ user: { email: 'admin@hotel.test' }, tokenType: 'bearer' });
      expect(next.socket).toBe(refused.socket);
    } finally {
      agent.destroy();
    }
  });

  it('counts the bytes it reads when the body has no length (chunked): 413, and the connection still serves', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, port, 'POST', '/api/auth/sign-in', { body: Buffer.alloc(MAX_BODY_BYTES + 1, 'b'), chunked: true });
      expect(refused.status).toBe(413);
      const next = await send(agent, port, 'GET', '/api/common/user');
      expect(next.status).toBe(401);
      expect(next.socket).toBe(refused.socket);
    } finally {
      agent.destroy();
    }
  });

  it('reads a body at the limit and hands it to the API (which answers for its content)', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const padded = `{"email":"admin@hotel.test","password":"demo1234"}${' '.repeat(MAX_BODY_BYTES - signIn.length)}`;
      expect(Buffer.byteLength(padded)).toBe(MAX_BODY_BYTES);
      const res = await send(agent, port, 'POST', '/api/auth/sign-in', { body: padded });
      expect(res.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('answers CORS for localhost origins and 404 {code, message} outside the API', async () => {
    const agent = new Agent({ keepAlive: false });
    try {
      const preflight = await send(agent, port, 'OPTIONS', '/api/common/user', { headers: { origin: 'http://localhost:5173' } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      const other = await send(agent, port, 'OPTIONS', '/api/common/user', { headers: { origin: 'https://example.com' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      const missing = await send(agent, port, 'GET', '/not-the-api');
      expect(missing.status).toBe(404);
      expect(JSON.parse(missing.body)).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      agent.destroy();
    }
  });
});

describe('a body far over the limit', () => {
  // Small limits, so the test sends little: past `maxDrainedBytes` the rest is not read.
  const api = createMockApi({ delays: 0 });
  const server = createMockApiServer(api.handlers, { maxBodyBytes: 1000, maxDrainedBytes: 100_000 });
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is drained up to the drain limit (the connection serves on), beyond it answered 413 with connection: close', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const drained = await send(agent, port, 'POST', '/api/auth/sign-in', { body: Buffer.alloc(50_000, 'a') });
      expect(drained.status).toBe(413);
      expect(JSON.parse(drained.body)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('1000 bytes') });
      expect(drained.headers.connection).not.toBe('close');
      const declared = await send(agent, port, 'POST', '/api/auth/sign-in', { body: Buffer.alloc(200_000, 'a') });
      expect(declared.status).toBe(413);
      expect(declared.headers.connection).toBe('close');
      // The agent opens a new connection for the next request; the server answers it.
      const next = await send(agent, port, 'POST', '/api/auth/sign-in', { body: signIn });
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
