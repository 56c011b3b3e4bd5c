import type { Page } from '@playwright/test';
import { cpuThrottleRate } from '../scripts/cpu-throttle.mjs';
import { E2E_TIMEOUTS } from '../scripts/test-timeouts.mjs';
import { expect, test } from './fixtures';
import { collectErrors, revealNavigationLink, signInAs, waitForApp } from './helpers';

/*
 * Two tabs of one browser, one admin, one store (issue 16, "Nothing lost"). The in-page mock API of
 * each tab keeps its own in-memory copy of the hotel, and each tab reads its own copy of
 * localStorage (Chromium keeps one per renderer process; another tab's write reaches it later). The
 * store stays one through a Web Lock around every write, a generation that the tab under the lock
 * waits for its copy of the storage to reach (recorded in IndexedDB by the last writer), and a
 * BroadcastChannel that tells the other tab what changed once its copy has it
 * (packages/mock-api/src/core/tabs.ts). Take any of them away and two writes in flight at once
 * apply to a stale copy, the second store overwrites the first: a record is lost, an edit undone,
 * and both tabs draw the same next id from the counter in that copy; or the other tab's screen
 * refreshes before its copy has the change and keeps showing the old list. The calls go through
 * each page's own fetch, which hands `/api/` to the mock.
 */

interface Guest {
  id: string;
  name: string;
  company?: string | null;
}

type Op = { kind: 'create'; name: string } | { kind: 'edit'; id: string; company: string };

interface Answer {
  op: Op;
  status: number;
  body: Guest | { code?: string; message?: string };
}

/** Issues `ops` at once from `page`, through the page's fetch (the in-page mock API answers). */
function issue(page: Page, ops: Op[]): Promise<Answer[]> {
  return page.evaluate(
    (list) =>
      Promise.all(
        list.map(async (op) => {
          const headers = { Authorization: `Bearer ${localStorage.getItem('accessToken')}`, 'Content-Type': 'application/json' };
          const response =
            op.kind === 'create'
              ? await fetch('/api/hotel/guests', { method: 'POST', headers, body: JSON.stringify({ record: { name: op.name, phone: '+1 555 0100', guestType: 'individual' } }) })
              : await fetch(`/api/hotel/guests/${encodeURIComponent(op.id)}`, { method: 'PATCH', headers, body: JSON.stringify({ record: { company: op.company } }) });
          return { op, status: response.status, body: (await response.json()) as Guest };
        }),
      ),
    ops,
  );
}

/** Every guest the API lists in `page` whose searchable text has `search` (empty: all of them). */
function listGuests(page: Page, search: string): Promise<{ total: number; items: Guest[] }> {
  return page.evaluate(async (text) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('accessToken')}` };
    const items: Guest[] = [];
    for (let page = 1; ; page++) {
      const query = new URLSearchParams({ size: '1000', page: String(page), ...(text ? { search: text } : {}) });
      const response = await fetch(`/api/hotel/guests?${query}`, { headers });
      if (!response.ok) throw new Error(`GET /api/hotel/guests answered ${response.status}`);
      const body = (await response.json()) as { items: Guest[]; total: number };
      items.push(...body.items);
      if (body.items.length === 0 || items.length >= body.total) return { total: body.total, items };
    }
  }, search);
}

/**
 * Waits, as long as the test's ceiling allows, for the page's mock API to answer a first hotel
 * call: a tab seeds the hotel (60 days of history) on its first use when no tab has stored it yet,
 * which on a loaded 2-core machine can take longer than one assertion's ceiling.
 */
async function hotelReady(page: Page) {
  await page.waitForFunction(() => localStorage.getItem('accessToken') !== null);
  await waitForApp(page);
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/hotel/business-date', { headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
    return response.status;
  });
  expect(status).toBe(200);
}

test('two tabs of one admin: 100 interleaved writes, some at once, lose nothing, share no id, keep every last edit; a guest created in one tab shows on the other tab’s open list', async ({ page: a }) => {
  // A ceiling of a page's 10 s for each of the 100 writes: each one that follows the other tab's
  // makes this tab read the whole hotel (some 3 MB) again, and stores it whole.
  test.setTimeout(E2E_TIMEOUTS.test + 100 * E2E_TIMEOUTS.page);
  const errorsA = collectErrors(a);
  await signInAs(a, 'admin');
  // The session is in localStorage ('Remember me'), so the second tab of this browser is signed in too.
  expect(await a.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  const b = await a.context().newPage();
  const rate = cpuThrottleRate();
  if (rate > 1) await (await b.context().newCDPSession(b)).send('Emulation.setCPUThrottlingRate', { rate });
  const errorsB = collectErrors(b);
  const run = `XTab${Date.now().toString(36)}`;
  await b.goto('/welcome');
  await expect(b.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await Promise.all([hotelReady(a), hotelReady(b)]);
  // Tab A stays on /welcome (its calls go through fetch); tab B opens the guest list from the menu
  // (in the page: a reload would start its mock API, and its seed, again).
  await (await revealNavigationLink(b, '/front-office/guests')).click();
  await expect(b.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
  await expect(b.getByRole('table', { name: 'Guests' })).not.toHaveAttribute('aria-busy', 'true');

  await test.step('a guest created in tab A shows on the open guest list of tab B, without a reload', async () => {
    const table = b.getByRole('table', { name: 'Guests' });
    await b.getByRole('searchbox', { name: 'Search guests' }).fill(`${run} live`);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toHaveText('No results.');
    // A mark on B's window: it is gone if B reloads.
    await b.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    const [created] = await issue(a, [{ kind: 'create', name: `${run} live guest` }]);
    expect(created?.status).toBe(201);
    await expect(table.getByRole('row')).toHaveCount(2);
    // B reads the hotel again from storage (the whole domain, as on its first call), then its list.
    await expect(table.getByRole('row').nth(1)).toContainText(`${run} live guest`, { timeout: E2E_TIMEOUTS.navigation });
    expect(await b.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  // The schedule: 10 rounds; round 0 creates 10, rounds 1-8 create 5 and edit 5, round 9 edits 10
  // (50 creates, 50 edits). In a round the operations alternate A, B, A, …, and every one of them is
  // in flight at once (both tabs, several calls each). An edit changes a guest the other tab created
  // in an earlier round, so some guests are edited twice, by different tabs, in different rounds.
  const created: Record<'A' | 'B', Guest[]> = { A: [], B: [] };
  const next: Record<'A' | 'B', number> = { A: 0, B: 0 };
  /** The last company written to each guest, by id. */
  const lastEdit = new Map<string, string>();
  const editsPer = new Map<string, number>();
  let creates = 0;
  let edits = 0;

  const started = Date.now();
  await test.step('100 writes: 50 creates and 50 edits, interleaved between the tabs and concurrent within each round', async () => {
    for (let round = 0; round < 10; round++) {
      const [createCount, editCount] = round === 0 ? [10, 0] : round === 9 ? [0, 10] : [5, 5];
      const ops: Record<'A' | 'B', Op[]> = { A: [], B: [] };
      // By pairs (one for A, one for B): two creates, two edits, two creates, … while both last.
      let [createsLeft, editsLeft] = [createCount, editCount];
      const touched = new Set<string>();
      for (let i = 0; i < createCount + editCount; i++) {
        const tab = i % 2 === 0 ? 'A' : 'B';
        const other = tab === 'A' ? 'B' : 'A';
        const create = createsLeft > 0 && (editsLeft === 0 || Math.floor(i / 2) % 2 === 0);
        if (create) {
          createsLeft -= 1;
          creates += 1;
          ops[tab].push({ kind: 'create', name: `${run} guest ${String(creates).padStart(2, '0')}` });
          continue;
        }
        editsLeft -= 1;
        // A guest of the other tab, spread over its list, not already edited in this round.
        const pool = created[other];
        let index = (next[other] * 7 + round) % pool.length;
        while (touched.has(pool[index]!.id)) index = (index + 1) % pool.length;
        next[other] += 1;
        const target = pool[index]!;
        touched.add(target.id);
        edits += 1;
        ops[tab].push({ kind: 'edit', id: target.id, company: `${run} edit ${edits} by ${tab}` });
      }

      const [answersA, answersB] = await Promise.all([issue(a, ops.A), issue(b, ops.B)]);
      for (const [tab, answers] of [['A', answersA], ['B', answersB]] as const) {
        for (const { op, status, body } of answers) {
          expect(status, `${op.kind} in tab ${tab}, round ${round}: ${JSON.stringify(body)}`).toBe(op.kind === 'create' ? 201 : 200);
          const guest = body as Guest;
          if (op.kind === 'create') {
            expect(guest.name).toBe(op.name);
            created[tab].push(guest);
          } else {
            expect(guest).toMatchObject({ id: op.id, company: op.company });
            lastEdit.set(op.id, op.company);
            editsPer.set(op.id, (editsPer.get(op.id) ?? 0) + 1);
          }
        }
      }
    }
    expect(creates).toBe(50);
    expect(edits).toBe(50);
    // The schedule did edit some guests twice (the last value must win), from both tabs.
    expect([...editsPer.values()].filter((count) => count > 1).length).toBeGreaterThan(0);
  });

  const writesMs = Date.now() - started;
  const createdIds = [...created.A, ...created.B].map((guest) => guest.id);
  // The create answers already carry 50 different ids.
  expect(new Set(createdIds).size).toBe(50);

  for (const [tab, page] of [['A', a], ['B', b]] as const) {
    await test.step(`after a reload, tab ${tab} lists each of the 50 guests once, with its last edit, and no id twice`, async () => {
      await page.reload();
      await hotelReady(page);
      const { total, items } = await listGuests(page, `${run} guest`);
      expect(total).toBe(50);
      const names = items.map((guest) => guest.name).sort();
      expect(names).toEqual(Array.from({ length: 50 }, (_, i) => `${run} guest ${String(i + 1).padStart(2, '0')}`));
      expect(items.map((guest) => guest.id).sort()).toEqual([...createdIds].sort());
      // A guest never edited has no company (null).
      for (const guest of items) expect(guest.company ?? null, `${guest.name} (${guest.id})`).toBe(lastEdit.get(guest.id) ?? null);
      // No id twice among all the hotel's guests (the seed's and the live one included).
      const all = await listGuests(page, '');
      expect(all.items).toHaveLength(all.total);
      const ids = all.items.map((guest) => guest.id);
      expect(ids.length - new Set(ids).size).toBe(0);
    });
  }

  test.info().annotations.push({
    type: 'figures',
    description: `50 creates and 50 edits over 2 tabs in ${Math.round(writesMs / 1000)} s; ${[...editsPer.values()].filter((c) => c > 1).length} guests edited twice; 0 lost, 0 duplicate ids, ${lastEdit.size} last edits kept`,
  });
  expect(errorsA).toEqual([]);
  expect(errorsB).toEqual([]);
});
