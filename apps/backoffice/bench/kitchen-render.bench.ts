/**
 * Benchmark: the kitchen display (issue 17) with 200 open tickets, rendered with react-dom/server
 * renderToString (as the navigation-render bench does). Budget: ≤ 16 ms median per render (p95
 * printed), React in production mode as the app ships it. The tickets are the story data's
 * made-up dockets (story-dockets.ts): sent to the kitchen over the last 200 minutes, 2 to 4 lines
 * each, so every urgency shows. Run with `npm run bench` (or `NODE_ENV=production npx tsx
 * --conditions=@hotel/source apps/backoffice/bench/kitchen-render.bench.ts`).
 */
import { cpus, loadavg } from 'node:os';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ticketsOf } from '../src/hotel/pos/kitchen/kitchen-tickets';
import { KitchenView } from '../src/hotel/pos/kitchen/kitchen-view';
import { fakeDocket } from '../src/hotel/pos/kitchen/story-dockets';

const BUDGET_MS = 16;
const TICKETS = 200;
const WARMUP = 5;
const RUNS = 40;
const DISHES = ['Club sandwich', 'Fresh orange juice', 'Caesar salad', 'Grilled tilapia with a long side of garden vegetables', 'Chips', 'Espresso'];

console.log(`load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores (figures are only meaningful on an idle machine)`);

const dockets = Array.from({ length: TICKETS }, (_, n) =>
  fakeDocket(n, { minutesAgo: n, table: n % 7 === 0 ? null : `T${(n % 40) + 1}`, items: DISHES.slice(n % 3, (n % 3) + 2 + (n % 3)) }),
);
const tickets = ticketsOf(dockets, { 'pos-fake-1': 'Terrace Tablets' });
const now = Date.now();
const render = () => renderToString(createElement(KitchenView, { tickets, now, bumps: {}, canBump: true, onBump: async () => true }));

let html = '';
for (let i = 0; i < WARMUP; i++) html = render();
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  render();
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
const p95 = times[Math.floor(times.length * 0.95)] ?? Number.NaN;
const cards = (html.match(/data-slot="bump"/g) ?? []).length;
const ok = median <= BUDGET_MS;
console.log(
  `kitchen display: ${tickets.length} tickets, ${cards} bump buttons rendered, ${(html.length / 1024).toFixed(0)} KB of HTML; median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (budget ${BUDGET_MS} ms) ${ok ? 'OK' : 'OVER BUDGET'}`,
);
if (!ok || cards !== TICKETS) process.exitCode = 1;
