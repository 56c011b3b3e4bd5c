import { hotelPaths, type HotelListQuery, type HotelListResponse, type HotelRecord } from '@hotel/domain';
import type { HttpClient, QueryValue } from '@hotel/shell';

/** The query of a list call as the HTTP client sends it (undefined keys left out). */
export function listQuery(query: HotelListQuery): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

/** GET one page of a resource. */
export function fetchList(client: Pick<HttpClient, 'get'>, resource: string, query: HotelListQuery, signal?: AbortSignal): Promise<HotelListResponse> {
  return client.get<HotelListResponse>(hotelPaths.list(resource), { query: listQuery(query), signal });
}

/** Every record matching a query (pages of 1000), for CSV export and reference choices. */
export async function fetchAll(client: HttpClient, resource: string, query: HotelListQuery, signal?: AbortSignal): Promise<{ items: HotelRecord[]; labels: Record<string, Record<string, string>> }> {
  const items: HotelRecord[] = [];
  const labels: Record<string, Record<string, string>> = {};
  for (let page = 1; ; page++) {
    const answer = await fetchList(client, resource, { ...query, page, size: 1000 }, signal);
    items.push(...answer.items);
    for (const [field, map] of Object.entries(answer.labels)) Object.assign((labels[field] ??= {}), map);
    if (items.length >= answer.total || answer.items.length === 0) break;
  }
  return { items, labels };
}
