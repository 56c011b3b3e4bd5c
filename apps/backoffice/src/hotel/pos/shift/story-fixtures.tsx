import { hotelPaths, posPaths, shiftPaths, type CashierShift, type HotelListResponse } from '@hotel/domain';
import type { HttpClient } from '@hotel/shell';
import { WithFixture } from '../../folio/story-fixtures';
import { ShiftScreen, type ShiftScreenProps } from './shift-screen';

/*
 * Story fixtures of the cashier shift, made through the mock API as a till makes them: a shift
 * with a float of $100 and two sales (Peanuts 100g $25.44 in cash, $30 tendered; Cola 330ml
 * $40.84 by card), or many shifts opened and closed. Stories only.
 */

async function first(client: HttpClient, resource: string, match: (item: HotelListResponse['items'][number]) => boolean, search?: string) {
  const answer = await client.get<HotelListResponse>(hotelPaths.list(resource), { query: { size: 100, ...(search ? { search } : {}) } });
  const item = answer.items.find(match);
  if (!item) throw new Error(`The seed has no such ${resource} record${search ? ` (${search})` : ''}.`);
  return item;
}

/** A shift with a $100 float and two sales at the mini mart: cash (with change) and card. */
export async function shiftWithSales(client: HttpClient): Promise<CashierShift> {
  const mart = await first(client, 'points-of-sale', (p) => p.channel === 'mini-mart');
  const shift = await client.post<CashierShift>(shiftPaths.open, { float: 100, pointOfSale: mart.id });
  const peanuts = await first(client, 'stocks', (s) => s.name === 'Peanuts 100g', 'Peanuts 100g');
  const cola = await first(client, 'stocks', (s) => s.name === 'Cola 330ml', 'Cola 330ml');
  await client.post(posPaths.sales, { record: { pointOfSale: mart.id, lines: [{ stock: peanuts.id, quantity: 1 }], tenders: [{ method: 'cash', amount: 30 }] } });
  await client.post(posPaths.sales, { record: { pointOfSale: mart.id, lines: [{ stock: cola.id, quantity: 1 }], tenders: [{ method: 'card', amount: 40.84 }] } });
  return shift;
}

/** `count` shifts opened and closed one after another, with counts over, short and balanced. */
export async function pastShifts(client: HttpClient, count: number): Promise<true> {
  for (let i = 0; i < count; i++) {
    const float = 50 + i * 10;
    const shift = await client.post<CashierShift>(shiftPaths.open, { float });
    await client.post(shiftPaths.close(shift.id), { counted: { cash: float + ((i % 3) - 1) * 2.5 } });
  }
  return true;
}

/** The screen once the story's shift data is made. */
export function WithShift({ screen, name, make }: ShiftScreenProps & { name: string; make: (client: HttpClient) => Promise<unknown> }) {
  return <WithFixture name={`shift:${name}`} make={make}>{() => <ShiftScreen screen={screen} />}</WithFixture>;
}
