/**
 * Benchmark: the cost of @hotel/ui's Icon as the navigation uses it (issue 5): 500 icons rendered
 * with react-dom/server, while the icon loads by name (placeholders, the navigation's first paint) and
 * once it is loaded, with the navigation's className and without one. Run with `npm run bench` (or
 * `npx tsx --conditions=@hotel/source packages/shell/bench/icon-render.bench.ts`).
 *
 * No budget of its own (the navigation bench holds the budget); the figures are per 500 icons and
 * per icon. Medians move with machine load; the minimum is the steadier figure to compare.
 */
import { cpus, loadavg } from 'node:os';
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { Icon, loadIcon } from '@hotel/ui';
import { registerIconSets } from '@hotel/ui/icon-sets';

const COUNT = 500;
const RUNS = 60;
const WARMUP = 10;
/** The class the vertical navigation gives every item icon (NavigationIcon). */
const NAV_CLASS = 'shrink-0 opacity-70 group-data-[active=true]/row:opacity-100';

function measure(label: string, name: string, className: string | undefined) {
  const tree = createElement(
    Fragment,
    null,
    Array.from({ length: COUNT }, (_, i) => createElement(Icon, { key: i, name, size: 'lg', className })),
  );
  let html = '';
  for (let i = 0; i < WARMUP; i++) html = renderToString(tree);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    renderToString(tree);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
  const min = times[0] ?? Number.NaN;
  const icons = (html.match(/data-slot="icon"/g) ?? []).length;
  console.log(
    `${label}: ${icons} icons; median ${median.toFixed(2)} ms (${((median / COUNT) * 1000).toFixed(1)} µs/icon), min ${min.toFixed(2)} ms (${((min / COUNT) * 1000).toFixed(1)} µs/icon)`,
  );
}

// As the back-office: icons by name load through the opt-in loaders.
registerIconSets();

console.log(`load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores (figures are only meaningful on an idle machine)`);
measure('loading placeholders, nav className', 'heroicons_outline:document', NAV_CLASS);
await loadIcon('heroicons-outline', 'document');
measure('ready svg, nav className', 'heroicons_outline:document', NAV_CLASS);
measure('ready svg, no className', 'heroicons_outline:document', undefined);
