/**
 * The sample apps' dashboards and activities contract types, imported as types only. They live in
 * packages/sample-apps/src/api; the package does not export that folder yet, so this one file
 * points at it by path (switch to `@hotel/sample-apps` once its index re-exports them).
 */
export type {
  AnalyticsDashboard,
  BudgetDetailsRow,
  CryptoDashboard,
  DatePoint,
  DateSeries,
  FinanceDashboard,
  NumberSeries,
  ProjectDashboard,
  Statement,
  TeamMember,
  Transaction,
  WatchlistItem,
} from '@hotel/sample-apps/api';
export type { Activity, ActivitiesResponse } from '@hotel/sample-apps/api';
