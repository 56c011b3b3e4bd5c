/**
 * One visit of a page in a fresh browser context, as a user's first visit: bytes transferred,
 * paints, the longest main-thread task until the screen has settled, heap after GC and, on request,
 * the first visit to a lazy route from the navigation.
 */
import type { Browser, Page } from 'playwright';

/** What one visit measured (bytes, ms; `lazy` only when asked for). */
export interface Sample {
  js: number;
  css: number;
  requests: number;
  fcp: number;
  lcp: number;
  /** The longest 'longtask' entry from navigation start until network idle + 1 s; 0 when none (all under 50 ms). */
  longTask: number;
  heap: number;
  lazy?: number;
}

/** A visit: the page's URL, what to do to the page before it loads (sign in) and whether to time a lazy route. */
export interface Visit {
  url: string;
  prepare?: (page: Page) => Promise<void>;
  lazyRoute?: boolean;
}

/** How long the screen must stay quiet after network idle before it counts as settled. */
const SETTLE_MS = 1000;

/** Records every long task from the document's start (buffered, for tasks before the script). */
const recordLongTasks = () => {
  const tasks: number[] = [];
  (window as unknown as { __benchLongTasks: number[] }).__benchLongTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

/** Visits `visit.url` in a new context of `browser` and returns what it measured. */
export async function measureVisit(browser: Browser, visit: Visit): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    if (visit.prepare) await visit.prepare(page);
    const sample: Sample = { js: 0, css: 0, requests: 0, fcp: 0, lcp: 0, longTask: 0, heap: 0 };
    // The first screen's figures stop at the lazy navigation (its chunks are not the first screen's).
    let firstScreen = true;
    page.on('requestfinished', async (request) => {
      if (!firstScreen) return;
      const response = await request.response();
      if (!response || !firstScreen) return;
      // The mock API answers in the page (no request); should a call reach the network, it is data, not the screen's code.
      if (new URL(request.url()).pathname.startsWith('/api/')) return;
      const size = (await request.sizes()).responseBodySize;
      sample.requests += 1;
      if (request.resourceType() === 'script') sample.js += size;
      if (request.resourceType() === 'stylesheet') sample.css += size;
    });
    await page.goto(visit.url, { waitUntil: 'load' });
    await page.locator('main h1, h1').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    Object.assign(sample, await page.evaluate(readPaintsAndTasks));
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    sample.heap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    firstScreen = false;
    if (visit.lazyRoute) sample.lazy = await firstVisitToLazyRoute(page, new URL(visit.url).pathname);
    return sample;
  } finally {
    await context.close();
  }
}

/** In the page: FCP, the last LCP candidate and the longest recorded long task. */
const readPaintsAndTasks = () =>
  new Promise<{ fcp: number; lcp: number; longTask: number }>((resolve) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tasks = (window as unknown as { __benchLongTasks?: number[] }).__benchLongTasks ?? [];
    let lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lcp = Math.max(lcp, entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // Buffered entries arrive in a task of their own.
    setTimeout(() => resolve({ fcp, lcp, longTask: Math.max(0, ...tasks) }), 50);
  });

/**
 * From the click on the first navigation link to a route other than `path` and /welcome, until the
 * new screen's heading shows; NaN when the navigation has no such link.
 */
async function firstVisitToLazyRoute(page: Page, path: string): Promise<number> {
  const links = page.locator('nav a[href^="/"]:visible');
  const count = await links.count();
  for (let i = 0; i < count; i++) {
    const href = await links.nth(i).getAttribute('href');
    if (!href || href === path || href.startsWith('/welcome')) continue;
    const before = await page.locator('main h1').first().textContent();
    // From the click itself (a capturing listener runs before the link's own), not from asking
    // Playwright to click: its actionability checks (two animation frames) are not the app's time.
    await page.evaluate(() =>
      document.addEventListener('click', () => ((window as unknown as { __t0: number }).__t0 = performance.now()), { capture: true, once: true }),
    );
    await links.nth(i).click();
    await page.waitForFunction((old) => {
      const h1 = document.querySelector('main h1');
      return !!h1 && h1.textContent !== old;
    }, before);
    return page.evaluate(() => performance.now() - (window as unknown as { __t0: number }).__t0);
  }
  return NaN;
}
