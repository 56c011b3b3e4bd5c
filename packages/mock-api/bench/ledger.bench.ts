/**
 * The ledger with a year of a big hotel's history (200 rooms, about 50,000 reservations and
 * 500,000 ledger lines), lived through the same operations the API runs, then asked through the
 * API as staff would: the night audit, the trial balance for the year, one account's ledger for
 * the year, and a folio. Budgets (median, in Node, production): night audit ≤ 500 ms, trial
 * balance ≤ 200 ms, an account's year ≤ 100 ms, a folio ≤ 5 ms. Beside each figure is the floor
 * measured in the same run (the smallest call the API answers, the business date), since machines
 * differ several-fold. Run: npm run bench (picked up from packages/mock-api/bench).
 */
import '../../../scripts/node20-polyfills.mjs';
import { getResponse } from 'msw';
import { createMockApi } from '../src/create-mock-api';
import { createRng } from '../src/core/random';
import { buildHotelSeed } from '../src/domains/hotel/seed-data';
import { addDays } from '../src/domains/hotel/ledger/store';

const TODAY = '2026-11-25';
const YEAR = { days: 365, floors: 8, roomsPerFloor: 25, occupancy: 0.95, nights: [1, 1] as [number, number], leaveToday: false };

const built = performance.now();
const year = buildHotelSeed({ rng: createRng('bench:hotel'), now: new Date(`${TODAY}T10:00:00Z`) }, YEAR);
const buildSeconds = (performance.now() - built) / 1000;
const journalLines = year.ledger.entries.reduce((total, entry) => total + entry.lines.length, 0);
console.log(
  `a year of history lived in ${buildSeconds.toFixed(1)} s: ${year.records.rooms?.length} rooms, ${year.records['room-reservations']?.length} reservations, ` +
    `${year.ledger.audits.length} night audits, ${year.ledger.entries.length} journal entries (${journalLines} lines) and ${year.ledger.lines.length} folio lines ` +
    `= ${journalLines + year.ledger.lines.length} ledger lines`,
);

const api = createMockApi({ delays: 0, now: () => new Date(`${TODAY}T23:30:00Z`) });
const { accessToken } = await api.sessionFor('admin');
const headers = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };

async function call(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await getResponse(api.handlers, new Request(`http://localhost/api/hotel/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  if (!response?.ok) throw new Error(`${method} ${path} answered ${response?.status}: ${await response?.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Puts the year in the mock (the copy is not timed) and reads it once so its indexes are built. */
async function load(): Promise<void> {
  api.restore({ hotel: year });
  await call('GET', 'business-date');
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function time(run: () => Promise<unknown>, runs: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

const results: boolean[] = [];
function report(label: string, ms: number, budget: number, floor: number, note = '') {
  const ok = ms <= budget;
  results.push(ok);
  console.log(`${ok ? 'ok  ' : 'OVER'} ${label.padEnd(48)} median ${ms.toFixed(2).padStart(8)} ms  (budget ${budget} ms, ${(ms / floor).toFixed(1)}x the floor)${note}`);
}

const copied = performance.now();
await load();
console.log(`copying the year into the mock: ${(performance.now() - copied).toFixed(0)} ms (a page load reads it from storage instead)`);
const floor = await time(() => call('GET', 'business-date'), 50);
console.log(`floor: GET business-date ${floor.toFixed(3)} ms`);

const settings = new Map((year.records['ledger-settings'] ?? []).map((s) => [s.posting, String(s.account)]));
const from = addDays(TODAY, -365);
const indexed = performance.now();
await call('GET', `ledger/trial-balance?from=${from}&to=${TODAY}`);
console.log(`first ledger read (indexes of the journal and folios built once): ${(performance.now() - indexed).toFixed(0)} ms`);
report('trial balance for the year', await time(() => call('GET', `ledger/trial-balance?from=${from}&to=${TODAY}`), 20), 200, floor);
const guestLedger = settings.get('guest-ledger') as string;
const lines = await call('GET', `ledger/accounts/${guestLedger}?from=${from}&to=${TODAY}&size=1`);
report('guest ledger account for the year, first 100 lines', await time(() => call('GET', `ledger/accounts/${guestLedger}?from=${from}&to=${TODAY}&size=100`), 20), 100, floor, ` of ${String(lines.total)}`);
report('guest ledger account for the year, last 1000 lines', await time(() => call('GET', `ledger/accounts/${guestLedger}?from=${from}&to=${TODAY}&size=1000&page=${Math.ceil(Number(lines.total) / 1000)}`), 20), 100, floor);
const stays = (year.records['room-reservations'] ?? []).filter((r) => r.stage === 'checked-out');
let k = 0;
report('a folio (a past stay)', await time(() => call('GET', `folios/${(stays[(k += 7919) % stays.length] as { id: string }).id}`), 200), 5, floor);

// The night audit of the business date: what blocks it is cleared first (untimed), on a fresh copy each run.
const audits: number[] = [];
for (let run = 0; run < 3; run++) {
  await load();
  const checklist = (await call('GET', 'night-audit')) as { departures: { id: string }[]; openDockets: { id: string }[]; inHouse: number };
  for (const stay of checklist.departures) await call('POST', `room-reservations/${stay.id}/transition`, { action: 'check-out' });
  for (const docket of checklist.openDockets) await call('POST', `pos-orders/${docket.id}/transition`, { action: 'close' });
  const started = performance.now();
  const result = await call('POST', 'night-audit', { date: TODAY });
  audits.push(performance.now() - started);
  if (run === 0) console.log(`night audit closed ${String(result.closedDate)}: ${String(result.roomNights)} room nights, ${String(result.noShows)} no-shows`);
}
report('night audit (200 rooms, a year of postings)', median(audits), 500, floor);

if (results.some((ok) => !ok)) process.exitCode = 1;
