import type { Domain } from '../../../core/db';
import { analyticsSchema, cryptoSchema, financeSchema, projectSchema } from './stored';
import type { AnalyticsDashboard, CryptoDashboard, FinanceDashboard, ProjectDashboard } from '../contracts';

/** The four sample dashboards, each built on first use from its own lazily loaded module. */
export const projectDashboardDomain: Domain<ProjectDashboard> = {
  name: 'dashboards.project',
  schema: projectSchema,
  seed: async (tools) => (await import('./project')).buildProject(tools),
};
export const analyticsDashboardDomain: Domain<AnalyticsDashboard> = {
  name: 'dashboards.analytics',
  schema: analyticsSchema,
  seed: async (tools) => (await import('./analytics')).buildAnalytics(tools),
};
export const financeDashboardDomain: Domain<FinanceDashboard> = {
  name: 'dashboards.finance',
  schema: financeSchema,
  seed: async (tools) => (await import('./finance')).buildFinance(tools),
};
export const cryptoDashboardDomain: Domain<CryptoDashboard> = {
  name: 'dashboards.crypto',
  schema: cryptoSchema,
  seed: async (tools) => (await import('./crypto')).buildCrypto(tools),
};
