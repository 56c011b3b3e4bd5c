/**
 * Hotel list speed: what a hotel screen waits for when it filters a list of 10,000 records
 * (search text + stage or field filter + sort + one page), answered by the mock API from the
 * @hotel/domain declarations (budget: median ≤ 50 ms each, in Node). The bench lives beside the
 * declarations it measures; it drives the mock API only here, never from `src`.
 * Run: npm run bench (picked up from packages/domain/bench).
 */
import '../../../scripts/node20-polyfills.mjs';
import { getResponse } from 'msw';
import { createMockApi } from '../../mock-api/src/create-mock-api';

const BUDGET_MS = 50;
const api = createMockApi({ delays: 0 });
const { accessToken } = await api.sessionFor('admin');
const headers = { Authorization: `Bearer ${accessToken}` };
// Every hotel list holds 10,000 records (the `many` scenario).
api.handlers.unshift(...(api.scenarios.hotel?.many ?? []));

async function call(path: string): Promise<{ total: number }> {
  const response = await getResponse(api.handlers, new Request(`http://localhost/${path}`, { headers }));
  if (!response || !response.ok) throw new Error(`${path} answered ${response?.status}`);
  return (await response.json()) as { total: number };
}

async function time(label: string, path: () => string, runs = 30): Promise<boolean> {
  const samples: number[] = [];
  let total = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    total = (await call(path())).total;
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? 0;
  const ok = median <= BUDGET_MS;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${label.padEnd(56)} median ${median.toFixed(2).padStart(7)} ms  (budget ${BUDGET_MS} ms, last ${total} matches)`);
  return ok;
}

const first = performance.now();
const all = await call('api/hotel/guests?size=1');
console.log(`first hotel call (seed and 10,000 copies built on demand): ${(performance.now() - first).toFixed(1)} ms, ${all.total} guests`);

const words = ['an', 'mar', 'el', 'son', 'ia', 'x'];
let i = 0;
const next = () => words[i++ % words.length] ?? 'a';
const results = [
  await time('guests: search + sort by name + page 2 (10,000)', () => `api/hotel/guests?search=${next()}&sort=name&order=asc&page=2&size=25`),
  await time('guests: filter guest type + sort by phone (10,000)', () => 'api/hotel/guests?guestType=vip&sort=phone&order=desc&size=25'),
  await time('room reservations: stage + search + default sort (10,000)', () => `api/hotel/room-reservations?stage=checked-in&search=${next()}&size=25`),
  await time('store requests: mine + stage (10,000)', () => 'api/hotel/store-requests?mine=true&stage=new&size=25'),
  await time('stocks: 1000 per page, sorted by quantity (10,000)', () => 'api/hotel/stocks?sort=quantity&order=desc&size=1000'),
];
if (results.some((ok) => !ok)) process.exitCode = 1;
