import { http, type HttpHandler } from 'msw';
import { requireUser, sampleApp } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import type { Domain } from '../../../core/db';
import type { DomainModule } from '../../../core/module';
import { analyticsDashboardDomain, cryptoDashboardDomain, financeDashboardDomain, projectDashboardDomain } from './seed';

export { analyticsDashboardDomain, cryptoDashboardDomain, financeDashboardDomain, projectDashboardDomain } from './seed';

const DASHBOARDS: Record<string, Domain<unknown>> = {
  project: projectDashboardDomain,
  analytics: analyticsDashboardDomain,
  finance: financeDashboardDomain,
  crypto: cryptoDashboardDomain,
};

function dashboardHandlers(ctx: MockContext): HttpHandler[] {
  return Object.entries(DASHBOARDS).map(([name, domain]) =>
    http.get(
      `*/api/dashboards/${name}`,
      route(ctx, async ({ request }) => {
        await requireUser(ctx, request);
        return structuredClone(await ctx.db.get(domain));
      }),
    ),
  );
}

/** GET api/dashboards/{project,analytics,finance,crypto}. Scenario `empty`: same shapes, every list empty and every figure 0 (limits and goals kept). */
export const dashboardsModule: DomainModule = sampleApp('Dashboards', '*/api/dashboards', {
  handlers: dashboardHandlers,
  scenarios: (ctx) => ({
    // A fresh hotel with no figures yet: every series empty, every amount 0 (same shapes).
    empty: Object.entries(DASHBOARDS).map(([name, domain]) =>
      http.get(
        `*/api/dashboards/${name}`,
        route(ctx, async ({ request }) => {
          await requireUser(ctx, request);
          return zeroed(structuredClone(await ctx.db.get(domain)));
        }),
      ),
    ),
  }),
  readPaths: Object.keys(DASHBOARDS).map((name) => `*/api/dashboards/${name}`),
  samples: Object.keys(DASHBOARDS).map((name) => ({ method: 'GET' as const, path: `api/dashboards/${name}` })),
});

/** Every number 0 and every list empty, keeping the shape, the limits and the goals (for empty-state stories). */
function zeroed(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return [];
  if (typeof value === 'number') return /limit|goal/i.test(key) ? value : 0;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, zeroed(v, k)]));
  }
  return value;
}
