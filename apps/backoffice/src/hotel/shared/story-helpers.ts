import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { resetToasts, Toaster } from '@hotel/ui';
import { handlersByDomain, scenarios } from '@hotel/mock-api';
import { SCREENS, type Screen } from '@hotel/domain';

/** The declaration at a SCREENS path, typed by kind (stories). */
export function screenOf<K extends Screen['kind']>(path: string, kind: K): Extract<Screen, { kind: K }> {
  const screen = SCREENS.find((s) => s.path === path);
  if (!screen || screen.kind !== kind) throw new Error(`No ${kind} screen at ${path}`);
  return screen as Extract<Screen, { kind: K }>;
}

/** Hotel calls that never answer (the loading state). */
export const hotelLoading = [http.get('*/api/hotel/*', async () => {
  await delay('infinite');
  return HttpResponse.json({});
})];

/** Hotel calls that fail with a server error (the error state). */
export const hotelFailing = [http.get('*/api/hotel/*', () => HttpResponse.json({ message: 'The hotel service is unavailable. Try again in a minute.' }, { status: 503 }))];

const hotel = scenarios.hotel;
if (!hotel) throw new Error('The mock API has no hotel scenarios.');
/** The mock API's hotel scenarios: every list empty, or 10,000 records per list. */
export const hotelScenarios = { empty: hotel.empty, many: hotel.many };

/** The mock API's hotel handlers behind a story's own (which answer first): override one call, keep the rest. */
export function hotelWith(...overrides: HttpHandler[]): HttpHandler[] {
  return [...overrides, ...(handlersByDomain.hotel ?? [])];
}

/** A business-date call that fails (the header shows "Business date unknown"; screens carry on). */
export const businessDateFailing = http.get('*/api/hotel/business-date', () => HttpResponse.json({ message: 'The business date is not available.' }, { status: 503 }));

/** For stories that show toasts: a Toaster around the story, with the toasts of earlier stories cleared. */
export const withToaster: Decorator = (Story) => createElement(Toaster, null, createElement(Story));

/** Clears the toasts of earlier stories (meta `beforeEach` beside `withToaster`). */
export const clearToasts = () => resetToasts();

/** The mock API's own answer to GET `path` with the story's session: what the hotel holds, for a play function to use or check. */
export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`/${path.replace(/^\//, '')}`, { headers: { Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
