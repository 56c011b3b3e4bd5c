/*
 * Helpers of the ledger stories: the hotel handlers with a few calls answered differently, the
 * empty, failing and loading answers of the ledger calls, and calls to the mock API for a story's
 * set-up (as the signed-in story user, through the same handlers the screen talks to).
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { handlersByDomain } from '@hotel/mock-api';
import { SCREENS, type ChecklistDocket, type ChecklistStay, type FolioListResponse, type LedgerScreen, type LedgerView, type NightAuditChecklist } from '@hotel/domain';

/** The declaration of a ledger view. */
export function ledgerScreen(view: LedgerView): LedgerScreen {
  const screen = SCREENS.find((s): s is LedgerScreen => s.kind === 'ledger' && s.view === view);
  if (!screen) throw new Error(`No ledger screen has the view ${view}`);
  return screen;
}

/** The mock API's hotel handlers, with `overrides` answered first (a story's `msw.handlers.hotel`). */
export function withHotel(...overrides: HttpHandler[]): HttpHandler[] {
  return [...overrides, ...(handlersByDomain.hotel ?? [])];
}

/** Every hotel call fails with a server error (the error state). */
export const hotelDown: HttpHandler[] = [
  http.all('*/api/hotel/*', () => HttpResponse.json({ code: 'INTERNAL', message: 'The ledger service failed (story). Try again in a minute.' }, { status: 500 })),
];

/** Hotel reads never answer (the loading state). */
export const hotelHanging: HttpHandler[] = [
  http.get('*/api/hotel/*', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
];

const today = () => new Date().toISOString().slice(0, 10);
const page = (request: Request) => {
  const url = new URL(request.url);
  return { page: Number(url.searchParams.get('page') ?? 1), size: Number(url.searchParams.get('size') ?? 25) };
};

/** A checklist with nothing to do and nothing to post (a new hotel). */
export function emptyChecklist(date = today()): NightAuditChecklist {
  return { date, lastAudit: null, arrivals: [], departures: [], openDockets: [], inHouse: 0, expected: { roomNights: 0, roomRevenue: 0, tax: 0 }, blocked: false };
}

/** The ledger's reads with nothing in them: no audits, no journal entries, no folios, no accounts. */
export const ledgerEmpty: HttpHandler[] = withHotel(
  http.get('*/api/hotel/business-date', () => HttpResponse.json({ date: today(), lastAudit: null })),
  http.get('*/api/hotel/night-audit/history', ({ request }) => HttpResponse.json({ items: [], total: 0, ...page(request) })),
  http.get('*/api/hotel/night-audit', () => HttpResponse.json(emptyChecklist())),
  http.get('*/api/hotel/ledger/journal', ({ request }) => HttpResponse.json({ items: [], total: 0, ...page(request) })),
  http.get('*/api/hotel/ledger/trial-balance', ({ request }) => {
    const url = new URL(request.url);
    const zero = { openingDebit: 0, openingCredit: 0, debit: 0, credit: 0, closingDebit: 0, closingCredit: 0 };
    return HttpResponse.json({ from: url.searchParams.get('from'), to: url.searchParams.get('to'), rows: [], totals: zero });
  }),
  http.get('*/api/hotel/folios', ({ request }) => {
    const empty: FolioListResponse = { items: [], total: 0, ...page(request), totals: { charges: 0, credits: 0, balance: 0 } };
    return HttpResponse.json(empty);
  }),
  http.get('*/api/hotel/accounts', ({ request }) => HttpResponse.json({ items: [], total: 0, ...page(request), labels: {} })),
);

/** A call to the mock API as the story's signed-in user (set-up in `beforeEach`); throws on a refusal. */
export async function api<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${answer.message ?? ''}`);
  return answer;
}

/**
 * Clears what blocks the close of the business date, through the API: every departure checks out
 * (a balance goes to a city-ledger account) and every docket closes, except one zero-balance
 * departure and one docket left for the story to handle on screen. Returns those two.
 */
export async function clearBlockersButOne(): Promise<{ departure: ChecklistStay | undefined; docket: ChecklistDocket | undefined }> {
  const checklist = await api<NightAuditChecklist>('GET', 'api/hotel/night-audit');
  const departure = checklist.departures.find((stay) => Math.round(stay.balance * 100) === 0);
  const docket = checklist.openDockets.find((open) => open.resource === 'pos-orders');
  const city = (await api<FolioListResponse>('GET', 'api/hotel/folios?kind=city&size=1')).items[0]?.folio;
  for (const stay of checklist.departures) {
    if (stay === departure) continue;
    const transferTo = Math.round(stay.balance * 100) !== 0 ? city : undefined;
    await api('POST', `api/hotel/room-reservations/${stay.id}/transition`, { action: 'check-out', note: 'Billed to account (story set-up)', transferTo });
  }
  for (const open of checklist.openDockets) {
    if (open === docket) continue;
    if (open.resource === 'pos-orders') await api('POST', `api/hotel/pos-orders/${open.id}/transition`, { action: 'close', note: null });
    else await api('POST', `api/hotel/pos-sales/${open.id}/cancel`, { reason: 'Left open at the till (story set-up)' });
  }
  return { departure, docket };
}

/** Waits until nothing in the story is being read again (no `aria-busy`), so checks and axe see the settled screen. */
export async function settled(root: HTMLElement): Promise<void> {
  await waitFor(() => expect(root.querySelector('[aria-busy="true"]')).toBeNull());
}

/** Posts a late minibar charge to the first departure still in house, so its folio has a balance; returns the stay. */
export async function chargeADeparture(amount = 12.5): Promise<ChecklistStay | undefined> {
  const checklist = await api<NightAuditChecklist>('GET', 'api/hotel/night-audit');
  const stay = checklist.departures[0];
  if (!stay) return undefined;
  await api('POST', 'api/hotel/room-charges', { record: { reservation: stay.id, category: 'minibar', description: 'Late minibar (story)', amount, date: checklist.date } });
  return stay;
}
