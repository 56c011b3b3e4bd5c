import { findReport, reportGrouping, RESOURCES, type HotelRecord, type Resource } from '@hotel/domain';
import { http, HttpResponse } from 'msw';
import { requireUser } from '../../core/auth';
import { route } from '../../core/context';
import { notFound } from '../../core/errors';
import type { CallSample, DomainModule } from '../../core/module';
import { checkAccess, hotelHandlers, resourceOf, visibleRecords } from './handlers';
import { ledgerHandlers } from './ledger/handlers';
import { listPage } from './list';
import { emptyLedger } from './ledger/store';
import { hotelDomain } from './state';
import { computeReport } from './reports';
import { withOnHandAll } from './stock/read';

/** Size of every list in the `many` scenario (virtualised tables, paging, the 10,000-row benchmark). */
export const MANY_RECORDS = 10_000;

const manyCache = new WeakMap<HotelRecord[], HotelRecord[]>();

/** The seeded records repeated up to MANY_RECORDS, with distinct ids and numbered titles. */
function many(resource: Resource, seeded: HotelRecord[]): HotelRecord[] {
  const cached = manyCache.get(seeded);
  if (cached) return cached;
  const title = resource.fields.find((f) => f.name === resource.title);
  const out: HotelRecord[] = [];
  for (let i = 0; seeded.length > 0 && i < MANY_RECORDS; i++) {
    const base = seeded[i % seeded.length] as HotelRecord;
    const copy = i < seeded.length ? base : ({ ...base, id: `${base.id}~${i}` } as HotelRecord);
    if (i >= seeded.length && title?.type === 'text' && !title.pattern) copy[resource.title] = `${String(base[resource.title])} ${Math.floor(i / seeded.length) + 1}`;
    out.push(copy);
  }
  manyCache.set(seeded, out);
  return out;
}

/** Valid calls for the conformance tests: the list of every resource, a report, a create. */
const samples: CallSample[] = [
  ...RESOURCES.map((resource): CallSample => ({ method: 'GET', path: `api/hotel/${resource.name}`, query: { page: '1', size: '10' } })),
  { method: 'GET', path: 'api/hotel/reports/daily-sales', query: { from: '2020-01-01', to: '2100-12-31' } },
  {
    method: 'POST',
    path: 'api/hotel/guests',
    body: { record: { name: 'Conformance Guest', phone: '+1 555 0100', guestType: 'individual' } },
  },
];

/** The hotel's resources (api/hotel/*), driven by the declarations of @hotel/domain. */
export const hotelModule: DomainModule = {
  handlers: hotelHandlers,
  readPaths: ['*/api/hotel/:resource', '*/api/hotel/:resource/:id', '*/api/hotel/reports/:report', '*/api/hotel/documents/:type/:id'],
  samples,
  scenarios: (ctx) => ({
    /** Every list and report is empty (writes still work through the happy path; the ledger's own calls answer from the data). */
    empty: [
      ...ledgerHandlers(ctx),
      http.get(
        '*/api/hotel/reports/:report',
        route(ctx, async ({ request, params }) => {
          await requireUser(ctx, request);
          const report = findReport(String(params.report));
          if (!report) throw notFound(`NOT FOUND: no report is named '${String(params.report)}'.`);
          // The grouping asked for (when the report offers it) names the group column, as on a day with data.
          const by = new URL(request.url).searchParams.get('by');
          return computeReport({ records: {}, audit: {}, counters: {}, ledger: emptyLedger(ctx.now().toISOString().slice(0, 10)) }, report, null, null, by && reportGrouping(report, by) ? by : null);
        }),
      ),
      http.get(
        '*/api/hotel/:resource',
        route(ctx, async ({ request }) => {
          await requireUser(ctx, request);
          const url = new URL(request.url);
          return HttpResponse.json({ items: [], total: 0, page: Number(url.searchParams.get('page') ?? 1), size: Number(url.searchParams.get('size') ?? 25), labels: {} });
        }),
      ),
      ...hotelHandlers(ctx),
    ],
    /** Every list holds 10,000 records (the seed repeated; read-only copies beyond the seed). */
    many: [
      ...ledgerHandlers(ctx),
      http.get(
        '*/api/hotel/:resource',
        route(ctx, async ({ request, params }) => {
          const user = await requireUser(ctx, request);
          const resource = resourceOf(params.resource);
          const scope = checkAccess(user, resource, 'read');
          const state = await ctx.db.get(hotelDomain);
          return listPage(request, resource, user, state, withOnHandAll(state, resource.name, visibleRecords(user, resource, scope, many(resource, state.records[resource.name] ?? []))));
        }),
      ),
      ...hotelHandlers(ctx),
    ],
  }),
};

/** The domains of the hotel's resources, driven by the declarations of @hotel/domain, keyed by name, in matching order. */
export const hotelDomains: Record<string, DomainModule> = { hotel: hotelModule };
