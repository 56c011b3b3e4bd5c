#!/usr/bin/env node
/**
 * `hotel-mock-api` (`npx hotel-mock-api`, or `npm run mock-api` in the workspace): the same handlers
 * over HTTP at http://localhost:3001/api, with CORS for localhost origins, so other hotel apps can
 * develop against the mock API. Runs on Node 20.19 and newer from the installed package.
 *
 *   npx hotel-mock-api --port 3001 [--data ./hotel-data.json] [--delays spec]
 *
 * `--data` keeps the demo data in that file (read at start, replaced atomically on every write), so
 * several browsers share one hotel and it outlives a restart. `PORT` and `DELAYS=spec` in the
 * environment do the same as `--port` and `--delays spec`.
 */
import './node20-polyfills';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { createMockApi } from './create-mock-api';
import { filePersistence } from './server/file-persistence';
import { createMockApiServer, MAX_BODY_BYTES } from './server/http-server';

const USAGE = `Usage: hotel-mock-api [--port 3001] [--data ./hotel-data.json] [--delays spec]

  --port <n>       port to listen on (default: $PORT or 3001; 0 picks a free one)
  --data <file>    keep the demo data in this JSON file, shared by every browser and across restarts
  --delays spec    answer with the specification's delays (default: none)
  -h, --help       show this help`;

function fail(message: string): never {
  console.error(`hotel-mock-api: ${message}\n\n${USAGE}`);
  process.exit(2);
}

let values: { port?: string; data?: string; delays?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: { port: { type: 'string', short: 'p' }, data: { type: 'string' }, delays: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const port = Number(values.port ?? process.env.PORT ?? 3001);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number (0-65535), not ${values.port ?? process.env.PORT}.`);
const delays = values.delays ?? process.env.DELAYS;
if (delays !== undefined && delays !== 'spec' && delays !== '0') fail(`--delays takes 'spec' (or '0'), not ${delays}.`);

const persist = values.data ? filePersistence(values.data) : undefined;
const api = createMockApi({ delays: delays === 'spec' ? undefined : 0, persist });
const server = createMockApiServer(api.handlers);

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(`hotel-mock-api: cannot listen on port ${port}: ${error.code === 'EADDRINUSE' ? 'the port is in use' : error.message}`);
  process.exit(1);
});

server.listen(port, () => {
  const { port: actual } = server.address() as AddressInfo;
  console.log(`Mock API on http://localhost:${actual}/api — demo accounts <role>@hotel.test / demo1234`);
  console.log(
    persist
      ? `Demo data kept in ${persist.file} (shared by every browser using this server; delete the file or use Reset demo data to start over).`
      : 'Demo data in memory only (start with --data ./hotel-data.json to keep it across restarts).',
  );
  console.log(`Request bodies up to ${MAX_BODY_BYTES / 1024 / 1024} MB.`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // Every write is on disk before its answer is sent; closing only stops taking new requests.
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
