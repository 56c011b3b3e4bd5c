import { http, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { requireUser, sampleApp } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import type { Domain } from '../../../core/db';
import { bool, optionalStr, rows, str } from '../../../core/stored';
import type { DomainModule } from '../../../core/module';
import type { Activity } from '../contracts';
import { HTML_PAYLOADS, LONG_TEXT } from '../shared/time';

/** The stored activity feed. */
const activitiesSchema = rows({ icon: optionalStr, image: optionalStr, description: str, date: str, extraContent: optionalStr, linkedContent: optionalStr, link: optionalStr, useRouter: z.optional(bool) });

/** The activity feed: about 20 items, newest first. */
export const activitiesDomain: Domain<Activity[]> = {
  name: 'activities',
  schema: activitiesSchema,
  seed: async (tools) => (await import('./data')).buildActivities(tools),
};

function activityHandlers(ctx: MockContext, domain: Domain<Activity[]> = activitiesDomain): HttpHandler[] {
  return [
    http.get(
      '*/api/pages/activities',
      route(ctx, async ({ request }) => {
        await requireUser(ctx, request);
        return structuredClone(await ctx.db.get(domain)).sort((a, b) => b.date.localeCompare(a.date));
      }),
    ),
  ];
}

const variant = (name: string, build: (now: Date) => Activity[]): Domain<Activity[]> => ({
  name: `activities:${name}`,
  schema: activitiesSchema,
  seed: ({ now }) => build(now),
});
const at = (now: Date, i: number) => new Date(now.getTime() - i * 3_600_000).toISOString();

/** GET api/pages/activities. */
export const activitiesModule: DomainModule = sampleApp('Activities', '*/api/pages/activities', {
  handlers: (ctx) => activityHandlers(ctx),
  scenarios: (ctx) => ({
    empty: activityHandlers(ctx, variant('empty', () => [])),
    many: activityHandlers(
      ctx,
      variant('many', (now) =>
        Array.from({ length: 100 }, (_, i) => ({ id: `activity-many-${i + 1}`, icon: 'heroicons_outline:star', description: `Activity number ${i + 1}`, date: at(now, i) })),
      ),
    ),
    longText: activityHandlers(
      ctx,
      variant('long-text', (now) => [
        { id: 'activity-long-1', icon: 'heroicons_outline:star', description: LONG_TEXT, extraContent: `<p>${LONG_TEXT}</p>`, linkedContent: LONG_TEXT.slice(0, 120), link: '/dashboards', useRouter: true, date: at(now, 0) },
      ]),
    ),
    html: activityHandlers(
      ctx,
      variant('html', (now) =>
        HTML_PAYLOADS.map((payload, i) => ({ id: `activity-html-${i + 1}`, icon: 'heroicons_outline:bug-ant', description: payload, extraContent: payload, date: at(now, i) })),
      ),
    ),
  }),
  readPaths: ['*/api/pages/activities'],
  samples: [{ method: 'GET', path: 'api/pages/activities' }],
});
