export { AnalyticsPage } from './analytics-page';
export { CryptoPage } from './crypto-page';
export { DashboardFrame, fromDateSeries, money, Panel, Stat, useDashboard } from './dashboard-kit';
export { FinancePage } from './finance-page';
export { ProjectPage } from './project-page';
