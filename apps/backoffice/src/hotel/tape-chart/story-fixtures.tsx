import { http, HttpResponse } from 'msw';
import { hotelPaths, ledgerPaths, type BusinessDateResponse, type ChartScreen, type HotelListResponse, type HotelRecord } from '@hotel/domain';
import type { HttpClient } from '@hotel/shell';
import { storyRoom, WithFixture } from '../folio/story-fixtures';
import { hotelWith } from '../shared/story-helpers';
import { addDays } from './model';
import { generateChart, type GeneratedChartOptions } from './story-data';
import { TapeChart } from './tape-chart';

/*
 * Story fixtures of the tape chart: stays booked through the mock API in a room of the story's
 * own, and generated charts (a full hotel, 200 rooms, long names) answered in place of
 * the reservation chart call. Stories only.
 */

/** What a fixture booked: the room and the stays, in order. */
export interface BookedStays {
  businessDate: string;
  room: { id: string; number: string };
  stays: HotelRecord[];
}

/** Books stays (nights from the business date: [first, last) pairs) in a room of the story's own. */
export async function bookStays(client: HttpClient, nights: readonly (readonly [number, number])[]): Promise<BookedStays> {
  const { date: businessDate } = await client.get<BusinessDateResponse>(ledgerPaths.businessDate);
  const room = await storyRoom(client);
  const guests = await client.get<HotelListResponse>(hotelPaths.list('guests'), { query: { size: 1 } });
  const guest = guests.items[0];
  if (!guest) throw new Error('The seed has no guest.');
  const stays: HotelRecord[] = [];
  for (const [first, last] of nights) {
    const record = { guest: guest.id, room: room.id, arrivalDate: addDays(businessDate, first), departureDate: addDays(businessDate, last), adults: 1, rate: 120 };
    stays.push(await client.post<HotelRecord>(hotelPaths.list('room-reservations'), { record }));
  }
  return { businessDate, room, stays };
}

/** The tape chart once the stays are booked; the room and stays are named on a hidden element for the play. */
export function WithBookedStays({ screen, nights }: { screen: ChartScreen; nights: readonly (readonly [number, number])[] }) {
  return (
    <WithFixture name={`stays:${nights.join(';')}`} make={(client) => bookStays(client, nights)}>
      {(booked) => (
        <>
          <span hidden data-slot="story-fixture" data-room={booked.room.number} data-stays={booked.stays.map((s) => `${s.id}|${String(s.number)}`).join(',')} />
          <TapeChart screen={screen} />
        </>
      )}
    </WithFixture>
  );
}

/** The fixture's room number and stays (id, number), as the hidden element names them. */
export function fixtureOf(canvasElement: HTMLElement): { room: string; stays: { id: string; number: string }[] } {
  const element = canvasElement.querySelector<HTMLElement>('[data-slot="story-fixture"]');
  const stays = (element?.dataset.stays ?? '').split(',').map((pair) => {
    const [id = '', number = ''] = pair.split('|');
    return { id, number };
  });
  return { room: element?.dataset.room ?? '', stays };
}

/** The hotel API with the reservation chart answered by a generated chart over the asked range. */
export function generatedChartHandlers(options: Omit<GeneratedChartOptions, 'from' | 'days'>) {
  return hotelWith(
    http.get('*/api/hotel/charts/reservation-chart', ({ request }) => {
      const url = new URL(request.url);
      const from = url.searchParams.get('from') ?? '2026-01-01';
      const to = url.searchParams.get('to') ?? addDays(from, 14);
      const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
      return HttpResponse.json(generateChart({ ...options, from, days }) as never);
    }),
  );
}

/** Reads a stay through the API (as the signed-in story user). */
export async function readStay(id: string): Promise<HotelRecord> {
  const response = await fetch(`/${hotelPaths.record('room-reservations', id)}`, { headers: { Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` } });
  return (await response.json()) as HotelRecord;
}
