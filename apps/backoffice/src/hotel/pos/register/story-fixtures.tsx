import { MemoryRouter } from 'react-router-dom';
import { hotelPaths, posPaths, type Docket, type HotelListResponse } from '@hotel/domain';
import type { HttpClient } from '@hotel/shell';
import { WithFixture } from '../../folio/story-fixtures';
import { RegisterScreen, type RegisterScreenProps } from './register-screen';

/*
 * Story fixtures of the till: an open docket at a table, and stock items renamed to long names,
 * made through the mock API the way the tills and the back office make them. Stories only.
 */

async function outletOf(client: HttpClient, channel: string) {
  const answer = await client.get<HotelListResponse>(hotelPaths.list('points-of-sale'), { query: { size: 100 } });
  const outlet = answer.items.find((item) => item.channel === channel);
  if (!outlet) throw new Error(`The seed has no ${channel} point of sale.`);
  return outlet;
}

async function stockNamed(client: HttpClient, name: string) {
  const answer = await client.get<HotelListResponse>(hotelPaths.list('stocks'), { query: { size: 100, search: name } });
  const stock = answer.items.find((item) => item.name === name);
  if (!stock) throw new Error(`The seed has no stock item named ${name}.`);
  return stock;
}

/** Opens a docket at the channel's outlet for a table with one line of each named item. */
export async function openDocket(client: HttpClient, channel: string, table: string, items: readonly string[]): Promise<Docket> {
  const outlet = await outletOf(client, channel);
  const lines = [];
  for (const name of items) lines.push({ stock: (await stockNamed(client, name)).id, quantity: 1 });
  return client.post<Docket>(posPaths.open, { pointOfSale: outlet.id, table, lines });
}

/** Renames stock items (long names for the layout stories). */
export async function renameStocks(client: HttpClient, names: Readonly<Record<string, string>>): Promise<true> {
  for (const [name, next] of Object.entries(names)) {
    const stock = await stockNamed(client, name);
    await client.patch(hotelPaths.record('stocks', stock.id), { record: { name: next } });
  }
  return true;
}

/** The till at `path?docket=<id>` once the story's docket is opened (the story brings its own router). */
export function WithOpenDocket({ screen, channel, table, items }: RegisterScreenProps & { channel: string; table: string; items: readonly string[] }) {
  return (
    <WithFixture name={`docket:${channel}:${table}`} make={(client) => openDocket(client, channel, table, items)}>
      {(docket) => (
        <MemoryRouter initialEntries={[`${screen.path}?docket=${docket.id}`]}>
          <RegisterScreen screen={screen} />
        </MemoryRouter>
      )}
    </WithFixture>
  );
}

/** The till once stock items are renamed. */
export function WithRenamedStocks({ screen, names }: RegisterScreenProps & { names: Readonly<Record<string, string>> }) {
  return <WithFixture name={`rename:${Object.keys(names).join(',')}`} make={(client) => renameStocks(client, names)}>{() => <RegisterScreen screen={screen} />}</WithFixture>;
}
