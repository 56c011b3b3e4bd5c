import { RESOURCES } from '@hotel/domain';
import type { CallSample, DomainModule } from '../../core/module';
import { hotelHandlers } from './handlers';

/** Valid calls for the conformance tests: the list of every resource, and a report. */
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
};

/** The domains of the hotel's resources, driven by the declarations of @hotel/domain, keyed by name, in matching order. */
export const hotelDomains: Record<string, DomainModule> = { hotel: hotelModule };
