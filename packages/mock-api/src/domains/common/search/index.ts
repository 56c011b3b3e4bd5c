import { http, HttpResponse } from 'msw';
import type { DomainModule } from '../../../core/module';
import { searchHandlers } from './handlers';

export { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, search, type SearchSources } from './search';

/** POST api/common/search. Scenario `empty` answers [] ('No results found!') to any query. */
export const searchModule: DomainModule = {
  handlers: searchHandlers,
  scenarios: () => ({
    empty: [http.post('*/api/common/search', () => HttpResponse.json([]))],
  }),
  samples: [
    { method: 'POST', path: 'api/common/search', body: { query: 'in' } },
    { method: 'POST', path: 'api/common/search', body: { query: 'check' }, role: 'receptionist' },
  ],
};
