import { http, HttpResponse, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { readBody } from '../../../core/validate';
import { navigationFor } from '../navigation/handlers';
import { visibleLinks } from '../navigation/filter';
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
 * POST api/common/search {query}. Contacts and tasks are searched only for users whose menu shows
 * the sample apps (they link into /apps/contacts and /apps/tasks), so no result is a dead link.
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
          const links = new Set(visibleLinks(navigation).map((item) => item.link));
          const [contacts, tasks] = await Promise.all([
            links.has('/apps/contacts')
              ? import('../../apps/contacts/seed').then((m) => ctx.db.get(m.contactsDomain))
              : Promise.resolve(null),
            links.has('/apps/tasks') ? import('../../apps/tasks/seed').then((m) => ctx.db.get(m.tasksDomain)) : Promise.resolve(null),
          ]);
          return structuredClone(search(query, { navigation, contacts, tasks }));
        },
        { writes: false },
      ),
    ),
  ];
}
