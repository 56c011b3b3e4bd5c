/**
 * `npm run mock-api`: the same handlers over HTTP at http://localhost:3001/api, with CORS for
 * localhost origins, so other hotel apps can develop against the mock API.
 *
 *   PORT=3001 DELAYS=spec npm run mock-api     (DELAYS=spec keeps the spec's delays; default 0)
 *   npm run mock-api -- --data ./hotel-data.json
 *       keeps the demo data in that file (read at start, replaced atomically on every write), so
 *       several browsers share one hotel and it outlives a restart of the server.
 */
import '../../../scripts/node20-polyfills.mjs';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { createMockApi } from './create-mock-api';
import { filePersistence } from './server/file-persistence';
import { createMockApiServer, MAX_BODY_BYTES } from './server/http-server';

const { values } = parseArgs({
  options: { data: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  strict: true,
});
if (values.help) {
  console.log('Usage: npm run mock-api [-- --data ./hotel-data.json]   (env: PORT=3001, DELAYS=spec)');
  process.exit(0);
}

const port = Number(process.env.PORT ?? 3001);
const persist = values.data ? filePersistence(values.data) : undefined;
const api = createMockApi({ delays: process.env.DELAYS === 'spec' ? undefined : 0, persist });
const server = createMockApiServer(api.handlers);

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
