import { Badge, formatDateTime, ProgressBar } from '@hotel/ui';
import { dashboardsEndpoints, type FinanceDashboard, type Statement } from '../../api/dashboards';
import { Chart } from '../chart/chart';
import { DashboardFrame, scrollRegionProps, fromDateSeries, money, Panel, Stat, useDashboard } from './dashboard-kit';

function StatementCard({ title, statement }: { title: string; statement: Statement }) {
  return (
    <Panel title={title}>
      <Badge variant={statement.status === 'paid' ? 'success' : 'warning'} size="sm">
        {statement.status === 'paid' ? 'Paid' : 'Pending'}
      </Badge>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {(
          [
            ['Card limit', statement.limit],
            ['Spent', statement.spent],
            ['Minimum', statement.minimum],
          ] as const
        ).map(([k, v]) => (
          <div key={k}>
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="font-semibold tabular-nums">{money(v)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">Due {new Date(statement.date).toLocaleDateString('en-US', { dateStyle: 'long' })}</p>
    </Panel>
  );
}

/** Finance (/dashboards/finance): account balance, budget against its limits, statements, recent transactions. */
export function FinancePage() {
  const resource = useDashboard<FinanceDashboard>(dashboardsEndpoints.finance);
  return (
    <DashboardFrame title="Finance dashboard" subtitle="Keep track of your financial status" resource={resource}>
      {(d) => {
        const balance = fromDateSeries(d.accountBalance.series);
        const budget = [
          { label: 'Expenses', value: d.budget.expenses, limit: d.budget.expensesLimit },
          { label: 'Savings', value: d.budget.savings, limit: d.budget.savingsGoal },
          { label: 'Bills', value: d.budget.bills, limit: d.budget.billsLimit },
        ];
        return (
          <div className="grid gap-6 lg:grid-cols-3">
            <Panel title="Account balance" className="lg:col-span-2">
              <p className="text-sm text-muted-foreground">
                {d.accountBalance.growRate}% average monthly growth · {money(d.accountBalance.ami)} average monthly income
              </p>
              <Chart type="line" title="Account balance by month" format={money} {...balance} />
            </Panel>
            <Panel title="Budget">
              {budget.map((b) => {
                const pct = b.limit > 0 ? Math.min(100, Math.round((b.value / b.limit) * 100)) : 0;
                return (
                  <div key={b.label} className="grid gap-1">
                    <div className="flex justify-between text-sm">
                      <span>{b.label}</span>
                      <span className="tabular-nums">
                        {money(b.value)} / {money(b.limit)}
                      </span>
                    </div>
                    <ProgressBar value={pct} label={`${b.label}: ${pct}% of ${money(b.limit)}`} />
                  </div>
                );
              })}
            </Panel>
            <StatementCard title="Previous statement" statement={d.previousStatement} />
            <StatementCard title="Current statement" statement={d.currentStatement} />
            <Stat label="Transactions this period" value={d.recentTransactions.length} />
            <Panel title="Recent transactions" className="lg:col-span-3">
              <div className="overflow-x-auto" {...scrollRegionProps} role="region" aria-label="Table (scrolls sideways)">
                <table className="w-full text-sm">
                  <thead className="text-start text-xs uppercase text-muted-foreground">
                    <tr>
                      <th scope="col" className="px-2 py-2 text-start">Transaction ID</th>
                      <th scope="col" className="px-2 py-2 text-start">Date</th>
                      <th scope="col" className="px-2 py-2 text-start">Name</th>
                      <th scope="col" className="px-2 py-2 text-end">Amount</th>
                      <th scope="col" className="px-2 py-2 text-start">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {d.recentTransactions.map((t) => (
                      <tr key={t.id} className="border-t border-border">
                        <td className="px-2 py-2 font-mono text-xs">{t.transactionId}</td>
                        <td className="px-2 py-2">{formatDateTime(t.date)}</td>
                        <td className="px-2 py-2">{t.name}</td>
                        <td className="px-2 py-2 text-end tabular-nums">{money(t.amount)}</td>
                        <td className="px-2 py-2">
                          <Badge variant={t.status === 'completed' ? 'success' : 'warning'} size="sm">
                            {t.status === 'completed' ? 'Completed' : 'Pending'}
                          </Badge>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Panel>
          </div>
        );
      }}
    </DashboardFrame>
  );
}
