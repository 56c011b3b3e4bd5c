import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '@hotel/shell';

/**
 * The four dashboards, mounted by the back-office at /dashboards (children project, analytics,
 * finance, crypto). chart.js is imported only by these lazy modules.
 */
export const dashboardsRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: 'project', lazy: async () => ({ Component: (await import('./dashboard-pages/project-page')).ProjectPage }) },
      { path: 'analytics', lazy: async () => ({ Component: (await import('./dashboard-pages/analytics-page')).AnalyticsPage }) },
      { path: 'finance', lazy: async () => ({ Component: (await import('./dashboard-pages/finance-page')).FinancePage }) },
      { path: 'crypto', lazy: async () => ({ Component: (await import('./dashboard-pages/crypto-page')).CryptoPage }) },
    ],
  },
];
