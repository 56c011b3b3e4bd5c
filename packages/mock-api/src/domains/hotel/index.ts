import { findReport, RESOURCES } from '@hotel/domain';
import { http, HttpResponse } from 'msw';
import { requireUser } from '../../core/auth';
import { route } from '../../core/context';
import { notFound } from '../../core/errors';
import type { CallSample, DomainModule } from '../../core/module';
import { hotelHandlers } from './handlers';
import { computeReport } from './reports';

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
    /** Every list and report is empty (writes still work through the happy path). */
    empty: [
      http.get(
        '*/api/hotel/reports/:report',
        route(ctx, async ({ request, params }) => {
          await requireUser(ctx, request);
          const report = findReport(String(params.report));
          if (!report) throw notFound(`NOT FOUND: no report is named '${String(params.report)}'.`);
          return computeReport({ records: {}, audit: {}, counters: {} }, report, null, null);
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
  }),
};

/** The domains of the hotel's resources, driven by the declarations of @hotel/domain, keyed by name, in matching order. */
export const hotelDomains: Record<string, DomainModule> = { hotel: hotelModule };
