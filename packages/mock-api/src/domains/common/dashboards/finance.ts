import type { SeedTools } from '../../../core/db';
import type { DatePoint, FinanceDashboard, Transaction } from '../contracts';

/** 001 section 9. Mirrors FINANCE_LIMITS of the sample apps' contract (a type-only import cannot carry values). */
export const FINANCE = { expensesLimit: 20000, savingsGoal: 250000, billsLimit: 1000, statementLimit: 34500 } as const;

const DAY = 86_400_000;

const PAYEES = [
  'Linen & Co. laundry supplies',
  'Okafor wedding deposit',
  'City Power utility bill',
  'Booking.com payout',
  'Bosphorus Seafood Ltd.',
  'Guest refund, room 508',
  'Expedia payout',
  'Spa towels (Kaya Textiles)',
  'Corporate account: Meridian AG',
  'Pool maintenance (AquaCare)',
];

/** The finance dashboard, deterministic per seed and relative to `now`. */
export function buildFinance({ rng, now }: SeedTools): FinanceDashboard {
  const start = now.getTime() - 89 * DAY;
  const actual: DatePoint[] = [];
  const predicted: DatePoint[] = [];
  let balance = 48_000;
  for (let i = 0; i < 90; i += 3) {
    balance += rng.int(-1800, 2600);
    const x = new Date(start + i * DAY).toISOString();
    actual.push({ x, y: balance });
    predicted.push({ x, y: Math.round(balance * (1 + (rng.next() - 0.35) * 0.08)) });
  }
  const transactions: Transaction[] = PAYEES.map((name, i) => {
    const incoming = /payout|deposit|account/i.test(name);
    return {
      id: `transaction-${i + 1}`,
      transactionId: `TRX-${String(528_651_571 + i * 7919).padStart(9, '0')}`,
      name,
      amount: (incoming ? 1 : -1) * rng.int(120, 9_800) + (incoming ? 0.5 : -0.25),
      status: i < 3 ? 'pending' : 'completed',
      date: new Date(now.getTime() - i * DAY * 1.7 - rng.int(0, 600) * 60_000).toISOString(),
    };
  });
  const spentPrevious = rng.int(26_000, FINANCE.statementLimit);
  const spentCurrent = rng.int(8_000, 24_000);
  return {
    accountBalance: {
      growRate: Math.round(((actual[actual.length - 1]?.y ?? 0) / (actual[0]?.y ?? 1) - 1) * 1000) / 10,
      ami: rng.int(5_000, 9_000),
      series: [
        { name: 'Predicted', data: predicted },
        { name: 'Actual', data: actual },
      ],
    },
    budget: {
      expenses: rng.int(9_000, FINANCE.expensesLimit - 1_000),
      expensesLimit: FINANCE.expensesLimit,
      savings: rng.int(90_000, 180_000),
      savingsGoal: FINANCE.savingsGoal,
      bills: rng.int(300, FINANCE.billsLimit - 50),
      billsLimit: FINANCE.billsLimit,
    },
    previousStatement: {
      status: 'paid',
      date: new Date(now.getTime() - 30 * DAY).toISOString().slice(0, 10),
      limit: FINANCE.statementLimit,
      spent: spentPrevious,
      minimum: Math.round(spentPrevious * 0.2),
    },
    currentStatement: {
      status: 'pending',
      date: new Date(now.getTime() + 2 * DAY).toISOString().slice(0, 10),
      limit: FINANCE.statementLimit,
      spent: spentCurrent,
      minimum: Math.round(spentCurrent * 0.2),
    },
    recentTransactions: transactions,
  };
}
