/**
 * The performance bench of the real first screens (issues 11 and 20): the production build served
 * gzipped on 127.0.0.1:4398 and, beside it, the floor (an empty React 19 + Tailwind 4 page built
 * here with the same toolchain, scripts/floor) on 127.0.0.1:4397. Each run measures the floor, the
 * sign-in page and /welcome (admin) in turn, each in a fresh browser context, then Lighthouse on
 * the three in the same order; the medians are printed beside the floor's, as ratios to it, against
 * issue 20's budgets. Run through `npm run bench` (which builds the app first); it prints, it never
 * fails a test run. BENCH_RUNS sets the number of runs (default 5).
 */
import './node20-polyfills.mjs';
import { cpus, loadavg } from 'node:os';
import { chromium, type Page } from 'playwright';
import { createMockApi } from '@hotel/mock-api';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { serveDist } from './serve-dist.mjs';
import { buildFloor } from './perf/floor';
import { lighthouseScores, type LighthouseScores } from './perf/lighthouse';
import { measureVisit, type Sample, type Visit } from './perf/measure';
import { type Budget, type Figure, formatRow, headerLine, median, summaryLine } from './perf/report';

const FLOOR_ORIGIN = 'http://127.0.0.1:4397';
const APP_ORIGIN = 'http://127.0.0.1:4398';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const KB = 1024;
const MB = 1024 * 1024;

const machine = () => `${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} (1, 5, 15 min)`;
console.log(`\nPerf bench: ${machine()}`);

const floor = await buildFloor();
const floorServer = await serveDist(floor.dir, 4397);
const appServer = await serveDist('apps/backoffice/dist', 4398);
const { accessToken, user } = await createMockApi({ delays: 0 }).sessionFor('admin');
// A stored session as the app leaves it: the token, the user's id and, for the first screen's
// greeting, the user's name (apps/backoffice/src/first-screen-user.tsx).
const session = [accessToken, user.id, user.name] as const;

/** A page of the comparison: how to visit it and its own budgets (the floor has none). */
interface Screen extends Visit {
  name: string;
  /** Stores the session in Lighthouse's browser before its runs. */
  lighthousePrepare?: (page: Page) => Promise<void>;
  budgets?: { js: number; heapMb: number; longTask?: number };
}

// The floor comes first: each run measures it first, and every figure is set beside screens[0]'s.
const screens: Screen[] = [
  { name: 'floor', url: `${FLOOR_ORIGIN}/` },
  // JS: issue 18's 160 and 210 KB; heap: the figures issue 20 measured (unchanged or lower).
  { name: 'sign-in', url: `${APP_ORIGIN}/sign-in`, budgets: { js: 160, heapMb: 3.6 } },
  {
    name: '/welcome (admin)',
    url: `${APP_ORIGIN}/welcome`,
    lazyRoute: true,
    prepare: async (page) => {
      await page.addInitScript(([token, id, name]) => {
        if (!localStorage.getItem('accessToken')) {
          localStorage.setItem('accessToken', token);
          localStorage.setItem('userId', id);
          localStorage.setItem('userName', name);
        }
      }, session);
    },
    lighthousePrepare: async (page) => {
      await page.goto(`${APP_ORIGIN}/sign-in`);
      await page.evaluate(([token, id, name]) => {
        localStorage.setItem('accessToken', token);
        localStorage.setItem('userId', id);
        localStorage.setItem('userName', name);
      }, session);
    },
    budgets: { js: 210, heapMb: 5.5, longTask: 50 },
  },
];

const samples = screens.map((): Sample[] => []);
const scores = screens.map((): LighthouseScores[] => []);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const [i, screen] of screens.entries()) samples[i]!.push(await measureVisit(browser, screen));
    for (const [i, screen] of screens.entries()) scores[i]!.push(await lighthouseScores(screen.url, screen.lighthousePrepare));
    const fcp = samples.map((s) => `${Math.round(s.at(-1)!.fcp)}`).join(' / ');
    const mobile = scores.map((s) => s.at(-1)!.mobile).join(' / ');
    console.log(`run ${run} of ${RUNS} (floor / sign-in / welcome): FCP ${fcp} ms, Lighthouse mobile ${mobile}; load ${loadavg()[0]!.toFixed(2)}`);
  }
} finally {
  await browser.close();
  appServer.close();
  floorServer.close();
  floor.remove();
}

/** The medians of one screen's figures beside the floor's, with the screen's budgets. */
function figures(index: number): Figure[] {
  const screen = screens[index]!;
  const of = (i: number, key: keyof Sample, scale = 1) => median(samples[i]!.map((s) => (s[key] ?? NaN) / scale));
  const lh = (i: number, key: keyof LighthouseScores) => median(scores[i]!.map((s) => s[key]));
  const row = (label: string, unit: Figure['unit'], value: (i: number) => number, budget?: Budget): Figure => ({
    label: `${screen.name}: ${label}`,
    unit,
    value: value(index),
    floor: value(0),
    ...(budget ? { budget } : {}),
  });
  const b = screen.budgets;
  const list = [
    row('JS transferred (gzip)', 'KB', (i) => of(i, 'js', KB), b && { kind: 'max', value: b.js }),
    row('CSS transferred (gzip)', 'KB', (i) => of(i, 'css', KB), b && { kind: 'max', value: 20 }),
    row('requests', '', (i) => of(i, 'requests'), b && { kind: 'max', value: 30 }),
    row('FCP unthrottled', 'ms', (i) => of(i, 'fcp'), b && { kind: 'ratio', max: 1.3 }),
    row('LCP unthrottled', 'ms', (i) => of(i, 'lcp'), b && { kind: 'ratio', max: 1.5 }),
    row('Lighthouse mobile', '', (i) => lh(i, 'mobile'), b && { kind: 'min', value: 95 }),
    row('Lighthouse desktop', '', (i) => lh(i, 'desktop'), b && { kind: 'min', value: 98 }),
    row('TBT mobile', 'ms', (i) => lh(i, 'tbt'), b && { kind: 'max', value: 150 }),
    row('CLS mobile', '', (i) => lh(i, 'cls'), b && { kind: 'max', value: 0.02 }),
    row('longest main-thread task', 'ms', (i) => of(i, 'longTask'), b?.longTask ? { kind: 'max', value: b.longTask } : undefined),
    row('JS heap after GC', 'MB', (i) => of(i, 'heap', MB), b && { kind: 'max', value: b.heapMb }),
  ];
  if (screen.lazyRoute) list.push({ ...row('first visit to a lazy route', 'ms', (i) => of(i, 'lazy')), floor: NaN, budget: { kind: 'max', value: 150 } });
  return list;
}

const table = screens.flatMap((_, i) => (i === 0 ? [] : figures(i)));
console.log(`\nPerformance, median of ${RUNS} interleaved runs (floor, sign-in, /welcome; fresh context each; production builds served gzipped; Debian Chromium)`);
console.log('Ratios are to the floor, an empty React 19 + Tailwind 4 page measured in the same run; a long task is one over 50 ms (0: none).\n');
console.log(headerLine());
for (const figure of table) console.log(formatRow(figure));
console.log(`\n${summaryLine(table)}`);
console.log(`Perf bench done: ${machine()}`);
