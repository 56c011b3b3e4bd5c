import { http, HttpResponse, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { mayUseSampleApps, requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { readBody } from '../../../core/validate';
import { navigationFor } from '../navigation/handlers';
import { MAX_QUERY_LENGTH, search } from './search';

const searchBody = z.object(
  {
    query: z
      .string({ error: 'query is required (a string; an empty query answers [])' })
      .check(z.maxLength(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`)),
  },
  { error: 'the body must be an object {query}' },
);

/**
 * POST api/common/search {query}. Contacts and tasks are searched only for users who may use the
 * sample apps (SAMPLE_APP_ROLES, the roles their domains answer and their menu group is shown to),
 * so no result leaks a record the user may not read or links to a page they may not open.
 */
export function searchHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.post(
      '*/api/common/search',
      route(
        ctx,
        async ({ request }) => {
          const user = await requireUser(ctx, request);
          const { query } = await readBody(request, searchBody);
          if (query.trim().length < 2) return HttpResponse.json([]);
          const navigation = await navigationFor(user.roles);
          // The same check as the contacts and tasks domains' own guard (SAMPLE_APP_ROLES).
          const sampleApps = mayUseSampleApps(user.roles);
          const [contacts, tasks] = await Promise.all([
            sampleApps ? import('../../apps/contacts/seed').then((m) => ctx.db.get(m.contactsDomain)) : Promise.resolve(null),
            sampleApps ? import('../../apps/tasks/seed').then((m) => ctx.db.get(m.tasksDomain)) : Promise.resolve(null),
          ]);
          return structuredClone(search(query, { navigation, contacts, tasks }));
        },
        { writes: false },
      ),
    ),
  ];
}
