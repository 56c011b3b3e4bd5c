import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMockApi } from '../create-mock-api';
import { MockDb, type Domain } from '../core/db';
import { StorageFullError, StorageWriteError } from '../core/persistence';
import { DATA_FILE_FORMAT, DATA_FILE_VERSION, filePersistence } from './file-persistence';

const here = dirname(fileURLToPath(import.meta.url));
const NOW = () => new Date('2026-11-22T10:00:00Z');
const quiet = { log: () => {} };

let folder = '';
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'mock-api-data-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const counter: Domain<{ count: number }> = { name: 'counter', seed: () => ({ count: 0 }) };
const extras = (file: string) => readdirSync(dirname(file)).filter((entry) => entry !== 'hotel-data.json');

describe('filePersistence', () => {
  it('writes the store to the file and a new store reads it back (a restart)', async () => {
    const file = join(folder, 'hotel-data.json');
    const db = new MockDb(42, NOW, filePersistence(file, quiet));
    (await db.get(counter)).count = 3;
    db.save();
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(stored).toMatchObject({ format: DATA_FILE_FORMAT, version: DATA_FILE_VERSION, domains: { counter: { count: 3 } } });
    expect(extras(file)).toEqual([]);

    const again = new MockDb(42, NOW, filePersistence(file, quiet));
    expect(await again.get(counter)).toEqual({ count: 3 });
  });

  it('keeps the hotel across a restart of the whole mock API (records, ids, ledger)', async () => {
    const file = join(folder, 'hotel-data.json');
    const first = createMockApi({ delays: 0, now: NOW, persist: filePersistence(file, quiet) });
    const token = (await first.sessionFor('admin')).accessToken;
    const create = await first.context.db.get((await import('../domains/hotel/state')).hotelDomain);
    expect(create.records.guests?.length).toBeGreaterThan(0);
    const { getResponse } = await import('msw');
    const post = await getResponse(
      first.handlers,
      new Request('http://localhost/api/hotel/guests', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ record: { name: 'Kept Across Restarts', phone: '+1 555 0100', guestType: 'individual' } }),
      }),
    );
    expect(post?.status).toBe(201);
    const created = (await post?.json()) as { id: string };

    const second = createMockApi({ delays: 0, now: NOW, persist: filePersistence(file, quiet) });
    const read = await getResponse(second.handlers, new Request(`http://localhost/api/hotel/guests/${created.id}`, { headers: { Authorization: `Bearer ${token}` } }));
    expect(read?.status).toBe(200);
    expect(await read?.json()).toMatchObject({ id: created.id, name: 'Kept Across Restarts' });
    expect(second.snapshot().hotel).toEqual(first.snapshot().hotel);
  });

  it('a write that fails half way leaves the previous file whole, changes nothing in memory, and throws', async () => {
    const file = join(folder, 'hotel-data.json');
    const ok = filePersistence(file, quiet);
    ok.save({ counter: { count: 1 } });
    const before = readFileSync(file, 'utf8');

    let error: Error = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const failing = filePersistence(file, {
      ...quiet,
      writeFile: (path, text) => {
        writeFileSync(path, text.slice(0, Math.floor(text.length / 2)));
        throw error;
      },
    });
    // No room: a StorageFullError (507); anything else: a StorageWriteError (500).
    expect(() => failing.save({ counter: { count: 2 } })).toThrow(StorageFullError);
    error = Object.assign(new Error(`EACCES: permission denied, open '${join(folder, '.hotel-data.json.9.9.tmp')}'`), { code: 'EACCES' });
    expect(() => failing.save({ counter: { count: 3 } })).toThrow(new StorageWriteError("The mock API could not save its data file: EACCES: permission denied, open '.hotel-data.json.9.9.tmp'. The call changed nothing."));
    error = new Error('no code at all');
    expect(() => failing.save({ counter: { count: 4 } })).toThrow(StorageWriteError);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(extras(file)).toEqual([]);
    expect(failing.load('counter')).toEqual({ count: 1 });
    expect(filePersistence(file, quiet).load('counter')).toEqual({ count: 1 });
  });

  it('a process killed in the middle of a write leaves the previous file whole; the next start removes its temporary file', async () => {
    const file = join(folder, 'hotel-data.json');
    const script = join(folder, 'crash.mts');
    const module = resolve(here, 'file-persistence.ts');
    writeFileSync(
      script,
      `import { writeFileSync } from 'node:fs';
import { filePersistence } from ${JSON.stringify(module)};
const store = filePersistence(${JSON.stringify(file)}, { log: () => {} });
store.save({ counter: { count: 1 } });
const crashing = filePersistence(${JSON.stringify(file)}, {
  log: () => {},
  writeFile: (path, text) => {
    writeFileSync(path, text.slice(0, Math.floor(text.length / 2)));
    process.kill(process.pid, 'SIGKILL');
  },
});
crashing.save({ counter: { count: 2 } });
`,
    );
    // Node itself with tsx's loader (the tsx command would run the script in a child process of its own).
    const loader = pathToFileURL(resolve(here, '../../../../node_modules/tsx/dist/loader.mjs')).href;
    const signal = await new Promise<NodeJS.Signals | null>((done, fail) => {
      const child = spawn(process.execPath, ['--import', loader, script], { stdio: 'ignore' });
      child.on('error', fail);
      child.on('exit', (_code, killed) => done(killed));
    });
    expect(signal).toBe('SIGKILL');
    // The half-written temporary file is there; the data file is the last complete write.
    expect(extras(file).filter((entry) => entry.endsWith('.tmp'))).toHaveLength(1);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ domains: { counter: { count: 1 } } });

    const restarted = filePersistence(file, quiet);
    expect(restarted.load('counter')).toEqual({ count: 1 });
    expect(extras(file).filter((entry) => entry.endsWith('.tmp'))).toEqual([]);
  }, 30_000);

  it('sets an unreadable file aside (never overwrites it) and starts from the seed', () => {
    const file = join(folder, 'hotel-data.json');
    writeFileSync(file, '{"format":"hotel-mock-api","version":1,"domains":{"counter":');
    const messages: string[] = [];
    const store = filePersistence(file, { log: (message) => messages.push(message) });
    expect(store.load('counter')).toBeUndefined();
    expect(existsSync(file)).toBe(false);
    const aside = readdirSync(folder).filter((entry) => entry.startsWith('hotel-data.json.unreadable-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(folder, aside[0] as string), 'utf8')).toContain('"counter":');
    expect(messages.join('\n')).toMatch(/could not be read/);
    writeFileSync(join(folder, 'other.json'), JSON.stringify({ format: 'something-else', version: 1, domains: {} }));
    expect(filePersistence(join(folder, 'other.json'), quiet).load('x')).toBeUndefined();
  });

  it('stores domains by name only: names such as __proto__ and constructor are plain keys', () => {
    const file = join(folder, 'hotel-data.json');
    const store = filePersistence(file, quiet);
    expect(store.load('constructor')).toBeUndefined();
    expect(store.load('__proto__')).toBeUndefined();
    expect(store.load('toString')).toBeUndefined();
    store.save({ counter: { count: 1 } });
    expect(filePersistence(file, quiet).load('constructor')).toBeUndefined();
  });

  it('clear() (Reset demo data) removes the file', () => {
    const file = join(folder, 'nested', 'hotel-data.json');
    const store = filePersistence(file, quiet);
    store.save({ counter: { count: 1 } });
    expect(existsSync(file)).toBe(true);
    store.clear();
    expect(existsSync(file)).toBe(false);
    expect(store.load('counter')).toBeUndefined();
  });
});
