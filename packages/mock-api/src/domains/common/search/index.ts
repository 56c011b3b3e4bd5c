import { http, HttpResponse } from 'msw';
import type { SearchResponse } from '@hotel/shell/api';
import type { DomainModule } from '../../../core/module';
import { HTML_PAYLOADS } from '../shared/time';
import { searchHandlers } from './handlers';

export { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, search, type SearchSources } from './search';

/** POST api/common/search. Scenarios: `empty` answers [] ('No results found!') to any query; `html` answers every set with HTML payloads. */
export const searchModule: DomainModule = {
  handlers: searchHandlers,
  scenarios: () => ({
    empty: [http.post('*/api/common/search', () => HttpResponse.json([]))],
    // Every set filled with HTML attack payloads, whatever the query, for sanitizer stories.
    html: [
      http.post('*/api/common/search', () =>
        HttpResponse.json([
          { id: 'contacts', label: 'Contacts', results: HTML_PAYLOADS.map((p, i) => ({ id: `c${i}`, name: p, avatar: null, link: `/apps/contacts/c${i}`, value: p })) },
          { id: 'pages', label: 'Pages', results: HTML_PAYLOADS.map((p, i) => ({ id: `p${i}`, title: p, link: '/welcome', value: p })) },
          { id: 'tasks', label: 'Tasks', results: HTML_PAYLOADS.map((p, i) => ({ id: `t${i}`, title: p, completed: i % 2 === 0, link: `/apps/tasks/t${i}`, value: p })) },
        ] satisfies SearchResponse),
      ),
    ],
  }),
  samples: [
    { method: 'POST', path: 'api/common/search', body: { query: 'in' } },
    { method: 'POST', path: 'api/common/search', body: { query: 'check' }, role: 'receptionist' },
  ],
};
