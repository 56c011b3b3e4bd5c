/**
 * Benchmark (issue 20, routes load on intent): the time from the click on a navigation link to the
 * new screen's h1, for a first visit to a lazy hotel route (the resource screens' chunk), without a
 * hover and with the pointer over the link 300 ms before the click. The production build served
 * gzipped on 127.0.0.1 (PREFETCH_BENCH_PORT, 4397 by default), a fresh browser context per run,
 * signed in as admin, the two cases interleaved; prints every sample, the medians, and the load
 * average. In both cases the pointer first rests on the navigation (a group's button), so the
 * routes discovered on the navigation's intent are there, and the click is dispatched in the page
 * (no pointer move): the difference is the link's own prefetch. Run with `npm run bench` (or, after
 * `npm run build:app`, `npx tsx --conditions=@hotel/source apps/backoffice/bench/route-prefetch.bench.ts`).
 */
import '../../../scripts/node20-polyfills.mjs';
import { cpus, loadavg } from 'node:os';
import { chromium, type Page } from 'playwright';
import { createMockApi } from '@hotel/mock-api';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { serveDist } from '../../../scripts/serve-dist.mjs';

const PORT = Number(process.env.PREFETCH_BENCH_PORT ?? 4397);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PATH = '/properties/buildings';
const TITLE = 'Buildings';
const HOVER_MS = 300;
const BUDGET_MS = 150;

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const loadBefore = load();
const server = await serveDist('apps/backoffice/dist', PORT);
const { accessToken, user } = await createMockApi({ delays: 0 }).sessionFor('admin');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/** Opens the collapsed groups above the link with the pointer (on their buttons, never on a link), so the link is in the page. */
async function revealLink(page: Page) {
  const groups = await page.evaluate(async (target) => {
    interface Item {
      id: string;
      type: string;
      link?: string;
      children?: Item[];
    }
    const response = await fetch('/api/common/navigation', { headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
    const find = (items: Item[], path: string[]): string[] | null => {
      for (const item of items) {
        const here = item.type === 'collapsable' ? [...path, item.id] : path;
        if (item.type === 'basic' && item.link && `/${item.link.replace(/^\//, '')}` === target) return here;
        const found = item.children ? find(item.children, here) : null;
        if (found) return found;
      }
      return null;
    };
    return find(((await response.json()) as { default: Item[] }).default, []) ?? [];
  }, PATH);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const id of groups) {
    const button = nav.locator(`button[data-type="collapsable"][data-id="${id}"]`);
    if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
  }
  return nav.locator(`a[href="${PATH}"]`).first();
}

/** One first visit: ms from the click to the screen's h1. */
async function visit(hover: boolean): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // tsx keeps function names with a `__name` helper the page does not have (the functions evaluated below).
  await page.addInitScript('window.__name = (fn) => fn');
  await page.addInitScript(
    ([token, id]) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('userId', id);
    },
    [accessToken, user.id] as const,
  );
  await page.goto(`${ORIGIN}/welcome`, { waitUntil: 'load' });
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  const link = await revealLink(page);
  await link.waitFor();
  await page.waitForLoadState('networkidle');
  if (hover) {
    const box = await link.boundingBox();
    if (!box) throw new Error(`No box for the link to ${PATH}`);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(HOVER_MS);
  }
  const ms = await link.evaluate(
    (a, title) =>
      new Promise<number>((resolve) => {
        let start = 0;
        document.addEventListener('click', () => (start = performance.now()), { capture: true, once: true });
        (a as HTMLAnchorElement).click();
        const check = () => {
          if (document.querySelector('main h1')?.textContent === title) resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    TITLE,
  );
  await context.close();
  return ms;
}

const samples: Record<'cold' | 'hovered', number[]> = { cold: [], hovered: [] };
await visit(false); // warm-up: the server's first answers and Chromium's caches of the binary
for (let run = 0; run < RUNS; run++) {
  samples.cold.push(await visit(false));
  samples.hovered.push(await visit(true));
}
await browser.close();
server.close();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const fmt = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
console.log(`first visit to a lazy hotel route (${PATH}), click to h1, ${RUNS} runs each, interleaved; ${cpus().length} cores`);
console.log(`  load average before ${loadBefore}, after ${load()}`);
console.log(`  without hover:               median ${median(samples.cold).toFixed(0)} ms  (${fmt(samples.cold)})`);
const hovered = median(samples.hovered);
console.log(
  `  hovered ${HOVER_MS} ms before the click: median ${hovered.toFixed(0)} ms  (${fmt(samples.hovered)})  budget ${BUDGET_MS} ms ${hovered <= BUDGET_MS ? 'ok' : 'OVER'}`,
);
if (hovered > BUDGET_MS) process.exitCode = 1;
