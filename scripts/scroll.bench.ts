/**
 * Scroll bench of the large virtual lists (issues 4, 8 and 10): each story that renders 10,000
 * rows, from the static Storybook build, scrolled top to bottom in Debian Chromium one step per
 * frame. Prints the frame intervals (median, p95, worst) and the share of frames slower than
 * 16.7 ms against the budget 'a scroll frame under 16 ms'. Then the tape chart's drag feedback
 * (issue 21): a stay bar of the 200-room chart dragged by the pointer, one move per frame, two
 * days across and a room down every few frames, timed the same way (the drag is cancelled at the
 * end, so nothing is written). Run through `npm run bench`, which builds Storybook first when
 * `storybook-static` is missing.
 */
import './node20-polyfills.mjs';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { serveDist } from './serve-dist.mjs';

const PORT = 4397;
/** Stories with 10,000 rows, by Storybook id. */
const STORIES: Array<[label: string, id: string]> = [
  ['DataTable, 10,000 bookings', 'ui-datatable--many'],
  ['Contacts list, 10,000 contacts', 'apps-contacts-contactspage--many'],
  ['Hotel resource list, 10,000 records', 'app-hotel-resourcescreen--many'],
  ['Mail list, 10,000 mails', 'apps-mailbox-mailboxpage--many'],
  // 200 rooms × 90 days, 5,000 stays (issue 21): rows and day columns virtualised.
  ['Tape chart, 200 rooms × 90 days', 'app-hotel-tapechart--two-hundred-rooms'],
];
const FRAME_BUDGET_MS = 16.7;
/**
 * `BENCH_SCROLL=tape` measures only the lists whose label has that text (case aside; several texts
 * separated by commas, e.g. `tape,datatable` for the chart beside its baseline); the drag runs when
 * 'tape chart drag' matches.
 */
const only = (process.env.BENCH_SCROLL ?? '').toLowerCase();
const wanted = (label: string) => only.split(',').some((text) => label.toLowerCase().includes(text.trim()));

/**
 * Storybook's highlight overlay (the a11y panel's "highlight results") watches every change under
 * the story's root and then calls getComputedStyle on every element of the page: on the tape chart
 * that is about 4 ms a frame, on the DataTable 1 ms. It is a tool of the Storybook UI, not part of
 * any component or of the app, so the bench turns it off (its own guard) before the page loads.
 */
async function newBenchPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript('globalThis.__STORYBOOK_HIGHLIGHT_INITIALIZED = true');
  return page;
}

/**
 * Main-thread CPU time per frame while `run` scrolls or drags (Chromium's ThreadTime metric, the
 * renderer main thread's CPU time): unlike frame intervals, hardly moved by what else the machine runs.
 */
async function mainThreadPerFrame<T extends { frames: number }>(page: Page, run: () => Promise<T>): Promise<T & { cpu: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const threadTime = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0;
  const before = await threadTime();
  const result = await run();
  const seconds = (await threadTime()) - before;
  await cdp.detach();
  return { ...result, cpu: (seconds * 1000) / Math.max(1, result.frames + 1) };
}

interface ScrollResult {
  frames: number;
  median: number;
  p95: number;
  worst: number;
  slow: number;
}

/** In the page: the story's scroll containers many screens tall (a 10,000-row list's; the tape chart's 211 rows are about 12). */
const TALL_SCROLLERS = `[...document.querySelectorAll('#storybook-root *')]
  .filter((e) => e.scrollHeight > e.clientHeight * 10 && /auto|scroll/.test(getComputedStyle(e).overflowY))`;

/**
 * Runs in the page: scrolls the tallest scroll container one step per frame, about a screen every
 * six frames (a fast wheel or a dragged scrollbar), and returns the frame intervals. A string, so
 * the bundler's helpers (tsx names functions) never reach the page.
 */
const SCROLL_SCRIPT = `new Promise((resolve) => {
  const el = ${TALL_SCROLLERS}.sort((a, b) => b.scrollHeight - a.scrollHeight)[0];
  // The story changed its list after it was found (a play function filtering it): nothing to scroll.
  if (!el) return resolve({ frames: 0, median: 0, p95: 0, worst: 0, slow: 0 });
  const intervals = [];
  const started = performance.now();
  let last = started;
  const step = (now) => {
    if (intervals.length || now - last > 0) intervals.push(now - last);
    last = now;
    el.scrollTop += Math.round(el.clientHeight / 6);
    const done = el.scrollTop + el.clientHeight >= el.scrollHeight - 1 || now - started > 4000;
    if (!done) return requestAnimationFrame(step);
    intervals.shift();
    const sorted = intervals.sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    resolve({ frames: sorted.length, median: at(0.5), p95: at(0.95), worst: sorted.at(-1) ?? 0, slow: sorted.filter((ms) => ms > 25).length / Math.max(1, sorted.length) });
  };
  requestAnimationFrame(step);
})`;

/** The tape chart whose drag is timed: 200 rooms × 90 days, 5,000 stays. */
const DRAG_STORY = 'app-hotel-tapechart--two-hundred-rooms';

/**
 * Runs in the page: presses a movable stay bar of the chart and moves the pointer one step per
 * frame for 150 frames (right, then down a row every fifth frame, so the preview changes day and
 * room), then cancels. Answers the frame intervals and how often the preview (the ghost) was drawn.
 */
const DRAG_SCRIPT = `new Promise((resolve) => {
  const grid = document.querySelector('[data-slot="tape-grid"]');
  const bar = [...grid.querySelectorAll('[data-slot="stay-bar"]')].find((b) => b.className.includes('cursor-grab'));
  const rect = bar.getBoundingClientRect();
  const x0 = rect.left + 6, y0 = rect.top + rect.height / 2;
  const pointer = (type, x, y) => bar.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 21, pointerType: 'mouse', isPrimary: true, button: type === 'pointermove' ? -1 : 0, buttons: 1, clientX: x, clientY: y }));
  pointer('pointerdown', x0, y0);
  const intervals = [];
  let last = performance.now();
  let frame = 0;
  let ghosts = 0;
  const step = (now) => {
    if (frame > 0) intervals.push(now - last);
    last = now;
    if (grid.querySelector('[data-slot="stay-ghost"]')) ghosts++;
    frame++;
    pointer('pointermove', x0 + (frame % 40) * 8, y0 + Math.floor(frame / 5) % 12 * 36);
    if (frame < 150) return requestAnimationFrame(step);
    pointer('pointercancel', x0, y0);
    const sorted = intervals.sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    resolve({ frames: sorted.length, median: at(0.5), p95: at(0.95), worst: sorted.at(-1) ?? 0, slow: sorted.filter((ms) => ms > 25).length / Math.max(1, sorted.length), ghosts });
  };
  requestAnimationFrame(step);
})`;

/**
 * In the page: resolves once the main thread has been idle for five idle periods in a row (each a
 * full 50 ms): the story's play function and Storybook's accessibility check (axe, run after every
 * story, about a second on the 200-room chart) are over, so they are not measured as the list's.
 */
const QUIET_SCRIPT = `new Promise((resolve) => {
  let calm = 0;
  const tick = (deadline) => {
    calm = !deadline.didTimeout && deadline.timeRemaining() >= 45 ? calm + 1 : 0;
    if (calm >= 5) resolve(true);
    else requestIdleCallback(tick, { timeout: 1000 });
  };
  requestIdleCallback(tick, { timeout: 1000 });
})`;

/** A measured line's figures, in the columns of the printed table. */
const figures = (label: string, r: ScrollResult & { cpu: number }) =>
  `${label.padEnd(40)} ${String(r.frames).padStart(6)} ${r.median.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.worst.toFixed(1).padStart(8)} ${(r.slow * 100).toFixed(1).padStart(7)}% ${r.cpu.toFixed(1).padStart(8)}`;

/** The tape chart's drag feedback, as one printed line. */
async function measureDrag(browser: Browser): Promise<string> {
  const page = await newBenchPage(browser);
  const response = await page.goto(`http://127.0.0.1:${PORT}/iframe.html?id=${DRAG_STORY}&viewMode=story`);
  let line: string;
  const ready =
    response?.ok() &&
    (await page.waitForFunction(`document.querySelector('[data-slot="tape-grid"] [data-slot="stay-bar"][class*="cursor-grab"]') !== null`, undefined, { timeout: 30_000 }).then(() => true, () => false));
  if (ready) {
    await page.waitForLoadState('networkidle');
    await page.evaluate(QUIET_SCRIPT);
    const result = await mainThreadPerFrame(page, async () => (await page.evaluate(DRAG_SCRIPT)) as ScrollResult & { ghosts: number });
    const verdict = result.ghosts > 0 && result.p95 <= FRAME_BUDGET_MS * 1.1 ? 'ok' : 'OVER';
    line = `${figures('Tape chart drag, 200 rooms × 90 days', result)}  ${verdict} (preview drawn in ${result.ghosts} of ${result.frames + 1} frames)`;
  } else line = `${'Tape chart drag'.padEnd(40)} story ${DRAG_STORY} has no movable bar`;
  await page.close();
  return line;
}

const server = await serveDist('storybook-static', PORT);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const rows: string[] = [];
let drag = '';
try {
  for (const [label, id] of STORIES.filter(([label]) => wanted(label))) {
    const page = await newBenchPage(browser);
    const response = await page.goto(`http://127.0.0.1:${PORT}/iframe.html?id=${id}&viewMode=story`);
    if (!response?.ok()) {
      rows.push(`${label.padEnd(40)} story ${id} not found`);
      await page.close();
      continue;
    }
    // The list is ready when a scroll container many screens tall exists.
    const ready = await page
      .waitForFunction(`${TALL_SCROLLERS}.length > 0`, undefined, { timeout: 30_000 })
      .then(() => true, () => false);
    if (!ready) {
      rows.push(`${label.padEnd(40)} no 10,000-row scroll container rendered`);
      await page.close();
      continue;
    }
    // Let the story's first requests settle (the mail list fetches its pages as they come into view).
    await page.waitForLoadState('networkidle');
    await page.evaluate(QUIET_SCRIPT);
    const result = await mainThreadPerFrame(page, async () => (await page.evaluate(SCROLL_SCRIPT)) as ScrollResult);
    if (result.frames < 10) {
      rows.push(`${label.padEnd(40)} not measured: the list ended after ${result.frames} frames`);
      await page.close();
      continue;
    }
    const verdict = result.p95 <= FRAME_BUDGET_MS * 1.1 ? 'ok' : 'OVER';
    rows.push(`${figures(label, result)}  ${verdict}`);
    await page.close();
  }
  if (wanted('Tape chart drag')) drag = await measureDrag(browser);
} finally {
  await browser.close();
  server.close();
}


console.log(`\nScroll frames of 10,000-row lists (interval between frames, ms; budget ${FRAME_BUDGET_MS} ms at p95; 'dropped' = frames over 25 ms)\n`);
const header = `${'frames'.padStart(6)} ${'median'.padStart(8)} ${'p95'.padStart(8)} ${'worst'.padStart(8)} ${'dropped'.padStart(8)} ${'main CPU'.padStart(8)}`;
console.log(`${'list'.padEnd(40)} ${header}`);
for (const row of rows) console.log(row);
console.log(`\nDrag feedback (interval between frames while a bar is dragged, ms; budget ${FRAME_BUDGET_MS} ms at p95)\n`);
console.log(drag ? `${''.padEnd(40)} ${header}\n${drag}` : `(not measured: BENCH_SCROLL=${only})`);
console.log(`\n'main CPU': the page's main-thread CPU time per frame (ms, Chromium's ThreadTime metric); beside the frame intervals it says how much of a frame the page itself used, whatever else the machine ran.`);
