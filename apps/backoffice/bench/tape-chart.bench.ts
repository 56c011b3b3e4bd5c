/**
 * Benchmark: the tape chart (reservation chart) with 200 rooms × 90 days and 5,000 stays
 * (react-dom/server renderToString of the grid view). Budget (issue 21): ≤ 100 ms median per
 * render, React in production mode as the app ships it. Run with `npm run bench` (or
 * `NODE_ENV=production npx tsx --conditions=@hotel/source apps/backoffice/bench/tape-chart.bench.ts`).
 *
 * The rows are virtualised: the render holds the rows a 1440 × 900 window shows (plus overscan),
 * every day column and the bars of those rows. Also timed: the model work the screen redoes when
 * the data, grouping or filter changes (rows grouped by floor, filtered), which is not rendering.
 */
import { cpus, loadavg } from 'node:os';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { chartRows } from '../src/hotel/tape-chart/model';
import { generateChart } from '../src/hotel/tape-chart/story-data';
import { TapeGrid } from '../src/hotel/tape-chart/tape-grid';

const BUDGET_MS = 100;
const FRAME_MS = 16;
const RUNS = 30;
const WARMUP = 5;
const FROM = '2026-12-01';

const chart = generateChart({ from: FROM, days: 90, rooms: 200, stays: 5000, outOfOrderEvery: 25 });
const geometry = { roomWidth: 72, headerHeight: 40, rowHeight: 36, dayWidth: 32 };

function timed(run: () => unknown) {
  for (let i = 0; i < WARMUP; i++) run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? Number.NaN, p95: times[Math.floor(times.length * 0.95)] ?? Number.NaN };
}

function render(filter = '') {
  const rows = chartRows(chart.rooms ?? [], 'floor', filter);
  const order = rows.flatMap((row) => (row.kind === 'room' ? [row.room.id] : []));
  return renderToString(
    createElement(TapeGrid, {
      label: 'Reservation chart',
      rows,
      order,
      stays: chart.stays ?? [],
      blocks: chart.blocks ?? [],
      days: chart.days,
      businessDate: FROM,
      geometry,
      roomNumber: (id: string) => id,
      initialRect: { width: 1440, height: 900 },
    }),
  );
}

console.log(`load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores (figures are only meaningful on an idle machine)`);
const html = render();
const rowsRendered = (html.match(/data-room=/g) ?? []).length;
const bars = (html.match(/data-slot="stay-bar"/g) ?? []).length;
const cells = (html.match(/role="gridcell"/g) ?? []).length;
const full = timed(() => render());
const ok = full.median <= BUDGET_MS;
console.log(
  `tape chart: ${chart.rooms?.length} rooms × ${chart.days.length} days, ${chart.stays?.length} stays; ${rowsRendered} rows, ${cells} cells, ${bars} bars rendered; median ${full.median.toFixed(2)} ms, p95 ${full.p95.toFixed(2)} ms (budget ${BUDGET_MS} ms) ${ok ? 'OK' : 'OVER BUDGET'}`,
);
const model = timed(() => chartRows(chart.rooms ?? [], 'floor', '1'));
const modelOk = model.median <= FRAME_MS;
console.log(`rows grouped and filtered (200 rooms): median ${model.median.toFixed(3)} ms, p95 ${model.p95.toFixed(3)} ms (budget ${FRAME_MS} ms, a frame) ${modelOk ? 'OK' : 'OVER BUDGET'}`);
if (!ok || !modelOk) process.exitCode = 1;
