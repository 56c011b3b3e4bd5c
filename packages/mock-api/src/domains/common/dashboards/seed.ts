import type { Domain } from '../../../core/db';
import type { AnalyticsDashboard, CryptoDashboard, FinanceDashboard, ProjectDashboard } from '../contracts';

/** The four sample dashboards, each built on first use from its own lazily loaded module (their stored shapes too). */
export const projectDashboardDomain: Domain<ProjectDashboard> = {
  name: 'dashboards.project',
  schema: async () => (await import('./stored')).projectSchema,
  seed: async (tools) => (await import('./project')).buildProject(tools),
};
export const analyticsDashboardDomain: Domain<AnalyticsDashboard> = {
  name: 'dashboards.analytics',
  schema: async () => (await import('./stored')).analyticsSchema,
  seed: async (tools) => (await import('./analytics')).buildAnalytics(tools),
};
export const financeDashboardDomain: Domain<FinanceDashboard> = {
  name: 'dashboards.finance',
  schema: async () => (await import('./stored')).financeSchema,
  seed: async (tools) => (await import('./finance')).buildFinance(tools),
};
export const cryptoDashboardDomain: Domain<CryptoDashboard> = {
  name: 'dashboards.crypto',
  schema: async () => (await import('./stored')).cryptoSchema,
  seed: async (tools) => (await import('./crypto')).buildCrypto(tools),
};
