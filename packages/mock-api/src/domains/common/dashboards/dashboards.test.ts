import { describe, expect, it } from 'vitest';
import type { AnalyticsDashboard, CryptoDashboard, FinanceDashboard, ProjectDashboard } from '../contracts';
import { setupApi } from '../__tests__/harness';

const { api, call } = setupApi();

describe('api/dashboards/*', () => {
  it.each(['project', 'analytics', 'finance', 'crypto'])('%s answers 200 for a user, 401 without a token, the same data for the same seed', async (name) => {
    const first = await call('GET', `api/dashboards/${name}`);
    expect(first.status).toBe(200);
    expect((await call('GET', `api/dashboards/${name}`, { role: null })).status).toBe(401);
    api.reset();
    expect((await call('GET', `api/dashboards/${name}`)).body).toEqual(first.body);
  });

  it('finance uses the constants of 001 section 9 and the spec statuses', async () => {
    const body = (await call('GET', 'api/dashboards/finance')).body as FinanceDashboard;
    expect(body.budget).toMatchObject({ expensesLimit: 20000, savingsGoal: 250000, billsLimit: 1000 });
    expect(body.budget.expenses).toBeLessThanOrEqual(20000);
    expect(body.previousStatement).toMatchObject({ status: 'paid', limit: 34500 });
    expect(body.currentStatement).toMatchObject({ status: 'pending', limit: 34500 });
    expect(body.accountBalance.series.map((s) => s.name)).toEqual(['Predicted', 'Actual']);
    expect(body.recentTransactions.length).toBeGreaterThan(0);
    for (const t of body.recentTransactions) expect(['completed', 'pending']).toContain(t.status);
    expect(body.recentTransactions.some((t) => t.amount < 0) && body.recentTransactions.some((t) => t.amount > 0)).toBe(true);
  });

  it('project has the 001 section 3 parts', async () => {
    const body = (await call('GET', 'api/dashboards/project')).body as ProjectDashboard;
    expect(Object.keys(body.githubIssues.overview)).toEqual(['this-week', 'last-week']);
    expect(Object.keys(body.githubIssues.overview['this-week'])).toEqual(['new-issues', 'closed-issues', 'fixed', 'wont-fix', 're-opened', 'needs-triage']);
    expect(body.githubIssues.series['this-week'][0]?.data).toHaveLength(7);
    expect(body.schedule.today.length).toBeGreaterThan(0);
    expect(body.schedule.tomorrow.length).toBeGreaterThan(0);
    for (const row of body.budgetDetails.rows) {
      expect(row.expensesAmount + row.remainingAmount).toBe(row.total);
    }
    expect(body.weeklyExpenses.amount).toBe(body.weeklyExpenses.series[0]?.data.reduce((a, b) => a + b, 0));
    expect(body.teamMembers.length).toBeGreaterThan(0);
    expect(body.teamMembers[0]).toEqual(expect.objectContaining({ id: expect.any(String), name: expect.any(String), email: expect.any(String), phone: expect.any(String), title: expect.any(String) }));
  });

  it('analytics has visitors, conversions, impressions, visits, age, gender and language', async () => {
    const body = (await call('GET', 'api/dashboards/analytics')).body as AnalyticsDashboard;
    for (const key of ['visitors', 'conversions', 'impressions', 'visits', 'age', 'gender', 'language'] as const) expect(body[key]).toBeDefined();
    for (const split of [body.age, body.gender, body.language]) expect(split.series.reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('crypto has btc, prices, wallets and watchlist', async () => {
    const body = (await call('GET', 'api/dashboards/crypto')).body as CryptoDashboard;
    expect(body.btc.amount).toBeGreaterThan(0);
    expect(Object.keys(body.prices)).toEqual(['btc', 'eth', 'bch', 'xrp']);
    expect(Object.keys(body.wallets)).toEqual(['btc', 'eth', 'bch', 'xrp']);
    expect(body.watchlist.length).toBeGreaterThan(0);
  });

  it('scenario empty keeps the shapes and the limits', async () => {
    api.server.use(...(api.scenarios.dashboards?.empty ?? []));
    const body = (await call('GET', 'api/dashboards/finance')).body as FinanceDashboard;
    expect(body.recentTransactions).toEqual([]);
    expect(body.budget).toEqual({ expenses: 0, expensesLimit: 20000, savings: 0, savingsGoal: 250000, bills: 0, billsLimit: 1000 });
    api.server.use(...(api.handlersByDomain.dashboards ?? []));
  });
});
