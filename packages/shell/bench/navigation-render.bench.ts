/**
 * Benchmark: rendering the vertical navigation with 500 items (react-dom/server renderToString).
 * Budget (issue 5): ≤ 16 ms median per render, React in production mode as the app ships it. Run
 * with `npm run bench` (or `NODE_ENV=production npx tsx
 * --conditions=@hotel/source packages/shell/bench/navigation-render.bench.ts`).
 *
 * Two trees: the 500-item tree of groups → collapsables → links at a location inside it (the
 * active branch expanded, the rest collapsed, as a user sees it), and 500 links in groups (every
 * row rendered: the worst case, groups never collapse).
 */
import { cpus, loadavg } from 'node:os';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { visibleItems } from '../src/navigation/model';
import { largeNavigationFixture } from '../src/navigation/components/fixtures';
import { VerticalNavigation } from '../src/navigation/components/vertical/vertical-navigation';
import type { ShellNavigationItem } from '../src/navigation/types';

const BUDGET_MS = 16;
const RUNS = 40;
const WARMUP = 5;

function flatTree(count: number): ShellNavigationItem[] {
  const groups: ShellNavigationItem[] = [];
  for (let g = 0, made = 0; made < count; g++) {
    const children: ShellNavigationItem[] = [];
    for (let l = 0; l < 24 && made < count; l++, made++) {
      children.push({ id: `f${g}.${l}`, type: 'basic', title: `Link ${g}.${l}`, subtitle: l % 5 === 0 ? 'A subtitle' : undefined, link: `/f${g}/${l}`, icon: 'heroicons_outline:document', badge: l % 9 === 0 ? { title: String(l) } : undefined });
    }
    groups.push({ id: `f${g}`, type: 'group', title: `Group ${g}`, children });
    made++;
  }
  return groups;
}

function count(items: readonly ShellNavigationItem[]): number {
  return items.reduce((n, item) => n + 1 + count(item.children ?? []), 0);
}

function measure(label: string, items: ShellNavigationItem[], location: string) {
  const render = () =>
    renderToString(createElement(StaticRouter, { location }, createElement(VerticalNavigation, { items, label: 'Main navigation' })));
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
  const rows = (html.match(/data-nav-row/g) ?? []).length;
  const current = (html.match(/aria-current="page"/g) ?? []).length;
  const ok = median <= BUDGET_MS;
  console.log(
    `${label}: ${count(items)} items, ${rows} rows rendered, ${current} aria-current; median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (budget ${BUDGET_MS} ms) ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  return ok;
}

console.log(`load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores (figures are only meaningful on an idle machine)`);

const results = [
  measure('tree (groups > collapsables > links)', visibleItems(largeNavigationFixture(500)), '/g5/c2/l3'),
  measure('flat (500 links in groups, all rows)', visibleItems(flatTree(500)), '/f10/3'),
];
if (results.some((ok) => !ok)) process.exitCode = 1;
