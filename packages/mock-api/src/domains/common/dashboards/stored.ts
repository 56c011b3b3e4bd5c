import * as z from 'zod/mini';
import { nullableStr, num, optionalStr, recordOf, str, strs } from '../../../core/stored';

/* The stored shapes of the four sample dashboards (`Domain.schema`), as the screens read them. */

const numberSeries = z.array(z.object({ name: str, type: z.optional(z.enum(['line', 'column', 'area'])), data: z.array(num) }));
const dateSeries = z.array(z.object({ name: str, data: z.array(z.object({ x: str, y: num })) }));
const summary = z.object({ amount: num, labels: strs, series: numberSeries });
const split = z.object({ uniqueVisitors: num, labels: strs, series: z.array(num) });
const ranges = <T extends z.ZodMiniType>(value: T) => z.object({ 'this-week': value, 'last-week': value });
const trend = z.object({ dir: z.enum(['up', 'down']), amount: num });
const statement = z.object({ status: str, date: str, limit: num, spent: num, minimum: num });

export const projectSchema = z.object({
  githubIssues: z.object({ overview: ranges(recordOf(num)), labels: strs, series: ranges(numberSeries) }),
  taskDistribution: z.object({ overview: ranges(z.object({ new: num, completed: num })), labels: strs, series: ranges(z.array(num)) }),
  schedule: z.object({ today: z.array(z.object({ title: str, time: optionalStr, location: optionalStr })), tomorrow: z.array(z.object({ title: str, time: optionalStr, location: optionalStr })) }),
  budgetDistribution: z.object({ categories: strs, series: numberSeries }),
  weeklyExpenses: summary,
  monthlyExpenses: summary,
  yearlyExpenses: summary,
  budgetDetails: z.object({ columns: strs, rows: z.array(z.object({ id: num, type: str, total: num, expensesAmount: num, expensesPercentage: num, remainingAmount: num, remainingPercentage: num })) }),
  teamMembers: z.array(z.object({ id: str, avatar: nullableStr, name: str, email: str, phone: str, title: str })),
});

export const analyticsSchema = z.object({
  visitors: z.object({ series: z.object({ 'this-year': dateSeries, 'last-year': dateSeries }) }),
  conversions: summary,
  impressions: summary,
  visits: summary,
  visitorsVsPageViews: z.object({ overallScore: num, averageRatio: num, predictedRatio: num, series: dateSeries }),
  newVsReturning: split,
  gender: split,
  age: split,
  language: split,
});

export const financeSchema = z.object({
  accountBalance: z.object({ growRate: num, ami: num, series: dateSeries }),
  budget: z.object({ expenses: num, expensesLimit: num, savings: num, savingsGoal: num, bills: num, billsLimit: num }),
  previousStatement: statement,
  currentStatement: statement,
  recentTransactions: z.array(z.object({ id: str, transactionId: str, name: str, amount: num, status: str, date: str })),
});

const coins = z.object({ btc: num, eth: num, bch: num, xrp: num });

export const cryptoSchema = z.object({
  btc: z.object({ amount: num, trend, marketCap: num, volume: num, supply: num, allTimeHigh: num, price: z.object({ series: dateSeries }) }),
  prices: coins,
  wallets: coins,
  watchlist: z.array(z.object({ title: str, iso: str, amount: num, trend, series: dateSeries })),
});
