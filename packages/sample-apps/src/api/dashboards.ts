/**
 * Dashboards sample app: the contract of `GET api/dashboards/{project,analytics,finance,crypto}`
 * (spec 001 sections 3 and 9; fuse-behaviour 4.6). Dates are ISO strings; money is a plain number
 * in the hotel's currency.
 */

/** A point of a time series. */
export interface DatePoint {
  /** ISO date-time. */
  x: string;
  y: number;
}

/** A named series of numbers (one value per label). */
export interface NumberSeries {
  name: string;
  /** Chart type hint where a chart mixes types. */
  type?: 'line' | 'column' | 'area';
  data: number[];
}

/** A named series of dated points. */
export interface DateSeries {
  name: string;
  data: DatePoint[];
}

// ── Project ────────────────────────────────────────────────────────────────────────────────

export type ProjectRange = 'this-week' | 'last-week';

export interface GithubIssuesOverview {
  'new-issues': number;
  'closed-issues': number;
  fixed: number;
  'wont-fix': number;
  're-opened': number;
  'needs-triage': number;
}

export interface ScheduleItem {
  title: string;
  /** e.g. '12:00 - 13:30'; absent for all-day items. */
  time?: string;
  location?: string;
}

export interface ExpensesSummary {
  amount: number;
  labels: string[];
  series: NumberSeries[];
}

export interface BudgetDetailsRow {
  id: number;
  type: string;
  total: number;
  expensesAmount: number;
  expensesPercentage: number;
  remainingAmount: number;
  remainingPercentage: number;
}

export interface TeamMember {
  id: string;
  /** Image path or null (initials). */
  avatar: string | null;
  name: string;
  email: string;
  phone: string;
  title: string;
}

/** GET api/dashboards/project. */
export interface ProjectDashboard {
  githubIssues: {
    overview: Record<ProjectRange, GithubIssuesOverview>;
    /** Day names of the week. */
    labels: string[];
    series: Record<ProjectRange, NumberSeries[]>;
  };
  taskDistribution: {
    overview: Record<ProjectRange, { new: number; completed: number }>;
    labels: string[];
    series: Record<ProjectRange, number[]>;
  };
  schedule: { today: ScheduleItem[]; tomorrow: ScheduleItem[] };
  budgetDistribution: { categories: string[]; series: NumberSeries[] };
  weeklyExpenses: ExpensesSummary;
  monthlyExpenses: ExpensesSummary;
  yearlyExpenses: ExpensesSummary;
  budgetDetails: { columns: string[]; rows: BudgetDetailsRow[] };
  teamMembers: TeamMember[];
}

// ── Analytics ──────────────────────────────────────────────────────────────────────────────

/** A small card: a headline amount and one series over labels. */
export interface MetricCard {
  amount: number;
  labels: string[];
  series: NumberSeries[];
}

/** A donut: unique visitors split over labels (series are counts, same order as labels). */
export interface SplitCard {
  uniqueVisitors: number;
  labels: string[];
  series: number[];
}

/** GET api/dashboards/analytics. */
export interface AnalyticsDashboard {
  visitors: { series: Record<'this-year' | 'last-year', DateSeries[]> };
  conversions: MetricCard;
  impressions: MetricCard;
  visits: MetricCard;
  visitorsVsPageViews: { overallScore: number; averageRatio: number; predictedRatio: number; series: DateSeries[] };
  newVsReturning: SplitCard;
  gender: SplitCard;
  age: SplitCard;
  language: SplitCard;
}

// ── Finance ────────────────────────────────────────────────────────────────────────────────

/** 001 section 9. */
export const FINANCE_LIMITS = {
  expensesLimit: 20000,
  savingsGoal: 250000,
  billsLimit: 1000,
  statementLimit: 34500,
} as const;

export type StatementStatus = 'paid' | 'pending';
export type TransactionStatus = 'completed' | 'pending';

export interface Statement {
  status: StatementStatus;
  /** ISO date. */
  date: string;
  limit: number;
  spent: number;
  minimum: number;
}

export interface Transaction {
  id: string;
  transactionId: string;
  name: string;
  /** Signed: negative for money out. */
  amount: number;
  status: TransactionStatus;
  /** ISO date-time. */
  date: string;
}

/** GET api/dashboards/finance. */
export interface FinanceDashboard {
  accountBalance: { growRate: number; ami: number; series: DateSeries[] };
  budget: { expenses: number; expensesLimit: number; savings: number; savingsGoal: number; bills: number; billsLimit: number };
  previousStatement: Statement;
  currentStatement: Statement;
  recentTransactions: Transaction[];
}

// ── Crypto ─────────────────────────────────────────────────────────────────────────────────

export type CryptoCoin = 'btc' | 'eth' | 'bch' | 'xrp';

export interface Trend {
  dir: 'up' | 'down';
  /** Percent change. */
  amount: number;
}

export interface WatchlistItem {
  title: string;
  iso: string;
  amount: number;
  trend: Trend;
  series: DateSeries[];
}

/** GET api/dashboards/crypto. */
export interface CryptoDashboard {
  btc: {
    amount: number;
    trend: Trend;
    marketCap: number;
    volume: number;
    supply: number;
    allTimeHigh: number;
    price: { series: DateSeries[] };
  };
  /** Price of one coin in USD. */
  prices: Record<CryptoCoin, number>;
  /** Coins held. */
  wallets: Record<CryptoCoin, number>;
  watchlist: WatchlistItem[];
}

/** Paths of the dashboards calls. */
export const dashboardsEndpoints = {
  project: 'api/dashboards/project',
  analytics: 'api/dashboards/analytics',
  finance: 'api/dashboards/finance',
  crypto: 'api/dashboards/crypto',
} as const;
