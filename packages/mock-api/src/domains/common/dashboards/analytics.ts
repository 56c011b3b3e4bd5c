import type { SeedTools } from '../../../core/db';
import type { AnalyticsDashboard, DatePoint } from '../contracts';

const DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The analytics dashboard (website of the hotel), deterministic per seed and relative to `now`. */
export function buildAnalytics({ rng, now }: SeedTools): AnalyticsDashboard {
  const daily = (days: number, offsetDays: number, min: number, max: number): DatePoint[] =>
    Array.from({ length: days }, (_, i) => ({ x: new Date(now.getTime() - (offsetDays + days - 1 - i) * DAY).toISOString(), y: rng.int(min, max) }));
  const card = (min: number, max: number) => {
    const data = MONTHS.map(() => rng.int(min, max));
    return { amount: data.reduce((s, n) => s + n, 0), labels: MONTHS, series: [{ name: 'Total', data }] };
  };
  const split = (labels: string[]) => {
    const first = rng.int(35, 65);
    const uniqueVisitors = rng.int(40_000, 50_000);
    return { uniqueVisitors, labels, series: [first, 100 - first] };
  };
  return {
    visitors: {
      series: {
        'this-year': [{ name: 'Visitors', data: daily(60, 0, 1_500, 6_500) }],
        'last-year': [{ name: 'Visitors', data: daily(60, 365, 1_200, 5_500) }],
      },
    },
    conversions: card(200, 900),
    impressions: card(6_000, 20_000),
    visits: card(2_000, 8_000),
    visitorsVsPageViews: {
      overallScore: rng.int(400, 500),
      averageRatio: rng.int(40, 50),
      predictedRatio: rng.int(80, 90),
      series: [
        { name: 'Page Views', data: daily(30, 0, 4_000, 9_000) },
        { name: 'Visitors', data: daily(30, 0, 1_500, 4_000) },
      ],
    },
    newVsReturning: split(['New', 'Returning']),
    gender: split(['Male', 'Female']),
    age: split(['Under 30', 'Over 30']),
    language: split(['English', 'Other']),
  };
}
