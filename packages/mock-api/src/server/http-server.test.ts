import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi } from '../create-mock-api';
import { filePersistence } from './file-persistence';
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

describe('a --data file that cannot be written', () => {
  /** What the next write of the data file does: succeed, or fail as the disk would. */
  let failure: NodeJS.ErrnoException | undefined;
  const failWith = (code: string, message: string): NodeJS.ErrnoException => Object.assign(new Error(message), { code, syscall: 'write' });
  const folder = mkdtempSync(join(tmpdir(), 'mock-api-server-data-'));
  const file = join(folder, 'hotel-data.json');
  const persistence = filePersistence(file, {
    log: () => {},
    writeFile: (path, text) => {
      if (failure) {
        // Half the content reaches the temporary file, then the disk refuses.
        writeFileSync(path, text.slice(0, Math.floor(text.length / 2)));
        throw failure;
      }
      writeFileSync(path, text);
    },
  });
  const api = createMockApi({ delays: 0, persist: persistence });
  const server = createMockApiServer(api.handlers);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let port = 0;
  let auth: Record<string, string> = {};

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    auth = { authorization: `Bearer ${(await api.sessionFor('admin')).accessToken}` };
  });
  afterAll(async () => {
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await send(agent, port, method, path, { headers: auth, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: answer.status, body: JSON.parse(answer.body) as Record<string, unknown> };
  };
  const guestsNamed = async (text: string) => (await call('GET', `/api/hotel/guests?search=${encodeURIComponent(text)}&size=100`)).body.total;
  const tempFiles = () => readdirSync(folder).filter((entry) => entry.endsWith('.tmp'));

  it('answers 507 STORAGE_FULL on ENOSPC or EDQUOT and 500 on any other write failure, naming the reason; the state and the file stay as they were', async () => {
    failure = undefined;
    const created = await call('POST', '/api/hotel/guests', { record: { name: 'Disk Test Guest', phone: '+1 555 0100', guestType: 'individual' } });
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    const stored = readFileSync(file, 'utf8');

    const cases: Array<[NodeJS.ErrnoException, number, string, RegExp]> = [
      [failWith('ENOSPC', 'ENOSPC: no space left on device, write'), 507, 'STORAGE_FULL', /^The mock API could not save its data file: ENOSPC: no space left on device, write\. The call changed nothing; free some disk space or reset the demo data\.$/],
      [failWith('EDQUOT', 'EDQUOT: disk quota exceeded, write'), 507, 'STORAGE_FULL', /^The mock API could not save its data file: EDQUOT: disk quota exceeded, write\./],
      [failWith('EACCES', `EACCES: permission denied, open '${join(folder, '.hotel-data.json.1.2.tmp')}'`), 500, 'STORAGE_FAILED', /^The mock API could not save its data file: EACCES: permission denied, open '\.hotel-data\.json\.1\.2\.tmp'\. The call changed nothing\.$/],
      [failWith('EIO', 'EIO: i/o error, write'), 500, 'STORAGE_FAILED', /^The mock API could not save its data file: EIO: i\/o error, write\./],
    ];
    for (const [error, status, code, message] of cases) {
      failure = error;
      const edit = await call('PATCH', `/api/hotel/guests/${id}`, { record: { company: `Lost to ${error.code}` } });
      expect(edit, error.code).toEqual({ status, body: { code, message: expect.stringMatching(message) } });
      // The server's folder is not told to the client.
      expect(String(edit.body.message)).not.toContain(folder);
      const create = await call('POST', '/api/hotel/guests', { record: { name: `Never Stored ${error.code}`, phone: '+1 555 0100', guestType: 'individual' } });
      expect(create.status, error.code).toBe(status);

      failure = undefined;
      // A read after the failure: nothing of the two calls is in the store, and the file is the last complete write.
      const read = await call('GET', `/api/hotel/guests/${id}`);
      expect(read.status).toBe(200);
      expect(read.body.company ?? null, error.code).toBeNull();
      expect(await guestsNamed(`Never Stored ${error.code}`)).toBe(0);
      expect(await guestsNamed('Disk Test Guest')).toBe(1);
      expect(readFileSync(file, 'utf8')).toBe(stored);
      expect(tempFiles()).toEqual([]);
    }

    // The disk has room again: the next write goes through, and a restart reads it from the file.
    const edit = await call('PATCH', `/api/hotel/guests/${id}`, { record: { company: 'Stored At Last' } });
    expect(edit.status).toBe(200);
    const restarted = createMockApi({ delays: 0, persist: filePersistence(file, { log: () => {} }) });
    const again = await getResponse(restarted.handlers, new Request(`http://localhost/api/hotel/guests/${id}`, { headers: auth }));
    expect(await again?.json()).toMatchObject({ id, name: 'Disk Test Guest', company: 'Stored At Last' });
  });
});
