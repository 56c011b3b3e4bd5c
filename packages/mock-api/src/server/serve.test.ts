/**
 * `npm run mock-api -- --data <file>` end to end: the real command (src/bin.ts, `hotel-mock-api`) started, written
 * to over HTTP, stopped and started again on the same file, which answers what was written.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const serve = resolve(here, '../bin.ts');
const loader = pathToFileURL(resolve(here, '../../../../node_modules/tsx/dist/loader.mjs')).href;
const running = new Set<ChildProcess>();

afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});

/** Starts the server on a free port; resolves with its base URL once it listens. */
function start(file: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--conditions=@hotel/source', '--import', loader, serve, '--data', file], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  return new Promise((done, fail) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const port = /Mock API on http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (port) done({ url: `http://127.0.0.1:${port}`, child });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => fail(new Error(`the server exited (${code}): ${out}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    child.on('exit', () => done());
    child.kill('SIGTERM');
  });
}

it('keeps what was written in the --data file across a restart', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'mock-api-serve-'));
  try {
    const file = join(folder, 'hotel-data.json');
    const first = await start(file);
    const signIn = await fetch(`${first.url}/api/auth/sign-in`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@hotel.test', password: 'demo1234' }) });
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const headers = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };
    const created = await fetch(`${first.url}/api/hotel/guests`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ record: { name: 'Shared Front Desk Guest', phone: '+1 555 0100', guestType: 'individual' } }),
    });
    expect(created.status).toBe(201);
    const guest = (await created.json()) as { id: string };
    const renamed = await fetch(`${first.url}/api/common/users`, { method: 'PATCH', headers, body: JSON.stringify({ user: { status: 'busy' } }) });
    expect(renamed.status).toBe(200);
    // The write is in the file before its answer is sent.
    expect(readFileSync(file, 'utf8')).toContain('Shared Front Desk Guest');
    await stop(first.child);

    const second = await start(file);
    const read = await fetch(`${second.url}/api/hotel/guests/${guest.id}`, { headers });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: guest.id, name: 'Shared Front Desk Guest' });
    const me = await fetch(`${second.url}/api/common/user`, { headers });
    expect(await me.json()).toMatchObject({ email: 'admin@hotel.test', status: 'busy' });
    // Ids go on from the stored data, never reused.
    const next = await fetch(`${second.url}/api/hotel/guests`, { method: 'POST', headers, body: JSON.stringify({ record: { name: 'Second', phone: '+1 555 0101', guestType: 'individual' } }) });
    expect(((await next.json()) as { id: string }).id).not.toBe(guest.id);
    await stop(second.child);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}, 120_000);
