/**
 * @hotel/mock-api as another app gets it: packed (with @hotel/domain, its one workspace
 * dependency), extracted into a temporary node_modules beside links to the workspace's msw, jose
 * and zod (no registry here), then its `hotel-mock-api` bin started on Node 20 on a free port.
 * A sign-in as the admin demo account must answer, over HTTP and through `@hotel/mock-api/node`
 * (msw/node, which needs the polyfills the package ships), and a seeded avatar must be in the package.
 * The packages are built here (about 15 s for both) so the test never runs a stale dist.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const temp = mkdtempSync(join(tmpdir(), 'mock-api-package-'));
const modules = join(temp, 'node_modules');
let child: ChildProcess | null = null;

function sh(cmd: string, args: string[], cwd: string): string {
  const run = spawnSync(cmd, args, { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}:\n${run.stdout}${run.stderr}`);
  return run.stdout;
}

/** Builds the package's JS, packs it and extracts the tarball as node_modules/<name>; answers the tarball's files. */
function packAndExtract(folder: string): string[] {
  const dir = join(root, 'packages', folder);
  sh('npx', ['tsup', '--silent'], dir);
  const [packed] = JSON.parse(sh('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', temp], dir)) as Array<{ name: string; filename: string; files: Array<{ path: string }> }>;
  const target = join(modules, ...packed!.name.split('/'));
  mkdirSync(target, { recursive: true });
  sh('tar', ['-xzf', join(temp, packed!.filename), '-C', target, '--strip-components=1'], temp);
  return packed!.files.map((file) => file.path);
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

let files: string[] = [];
beforeAll(() => {
  packAndExtract('domain');
  files = packAndExtract('mock-api');
  // The runtime dependencies, as npm install would put them (their own dependencies resolve from the workspace).
  for (const name of ['msw', 'jose', 'zod']) symlinkSync(join(root, 'node_modules', name), join(modules, name), 'dir');
}, 120_000);

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(temp, { recursive: true, force: true });
});

it('packs dist, README, LICENSE and CHANGELOG, with the bin and the seeded images', () => {
  expect(files.filter((file) => !file.startsWith('dist/')).sort()).toEqual(['CHANGELOG.md', 'LICENSE', 'README.md', 'package.json']);
  expect(files).toContain('dist/bin.js');
  expect(files).toContain('dist/images/avatars/female-01.svg');
});

it('runs `hotel-mock-api --port <port>` on Node 20 from the installed package and answers a sign-in', async () => {
  const pkg = JSON.parse(readFileSync(join(modules, '@hotel/mock-api/package.json'), 'utf8')) as { bin: Record<string, string> };
  const bin = join(modules, '@hotel/mock-api', pkg.bin['hotel-mock-api']!);
  expect(existsSync(bin)).toBe(true);
  const port = await freePort();
  // From the temporary app's folder, with nothing of the workspace on the module path.
  child = spawn(process.execPath, [bin, '--port', String(port)], { cwd: temp, env: { PATH: process.env.PATH }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((done, fail) => {
    child!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`Mock API on http://localhost:${port}/api`)) done();
    });
    child!.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child!.on('exit', (code) => fail(new Error(`hotel-mock-api exited (${code}):\n${output}`)));
  });

  const response = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@hotel.test', password: 'demo1234' }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { accessToken: string; user: { email: string } };
  expect(body.user.email).toBe('admin@hotel.test');
  expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  child.kill('SIGTERM');
  await new Promise((done) => child!.once('exit', done));
  child = null;
}, 30_000);

it('answers through `@hotel/mock-api/node` (msw/node) on Node 20 from the installed package', () => {
  const script = `
    const { createNodeMockApi } = await import('@hotel/mock-api/node');
    const api = createNodeMockApi();
    api.server.listen({ onUnhandledFrame: 'error' });
    const response = await fetch('http://hotel.test/api/auth/sign-in', {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@hotel.test', password: 'demo1234' }),
    });
    console.log(response.status, (await response.json()).user.email);
    api.server.close();`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: temp, env: { PATH: process.env.PATH }, encoding: 'utf8', timeout: 20_000 });
  expect(run.stderr).toBe('');
  expect(run.stdout.trim()).toBe('200 admin@hotel.test');
}, 30_000);
