import { useSearchParams } from 'react-router-dom';
import { Avatar, Tabs, TabsContent, TabsList, TabsTrigger } from '@hotel/ui';
import { dashboardsEndpoints, type ProjectDashboard, type ProjectRange } from '../../api/dashboards';
import { Chart } from '../chart/chart';
import { DashboardFrame, scrollRegionProps, money, Panel, Stat, useDashboard } from './dashboard-kit';

const TABS = ['home', 'budget', 'team'] as const;

/** Project (/dashboards/project, `?tab=home|budget|team`): issues, tasks, schedule, budget and team. */
export function ProjectPage() {
  const resource = useDashboard<ProjectDashboard>(dashboardsEndpoints.project);
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as string) : 'home';
  const range: ProjectRange = params.get('range') === 'last-week' ? 'last-week' : 'this-week';
  return (
    <DashboardFrame title="Project dashboard" subtitle="Issues, tasks, schedule, budget and team" resource={resource}>
      {(d) => (
        <Tabs value={tab} onValueChange={(t) => setParams(t === 'home' ? {} : { tab: t }, { replace: true })}>
          <TabsList aria-label="Dashboard sections">
            <TabsTrigger value="home">Home</TabsTrigger>
            <TabsTrigger value="budget">Budget</TabsTrigger>
            <TabsTrigger value="team">Team</TabsTrigger>
          </TabsList>
          <TabsContent value="home" className="mt-6 grid gap-6 lg:grid-cols-3">
            <div className="grid grid-cols-2 gap-4 lg:col-span-3 lg:grid-cols-4">
              <Stat label="New issues" value={d.githubIssues.overview[range]['new-issues']} />
              <Stat label="Closed issues" value={d.githubIssues.overview[range]['closed-issues']} />
              <Stat label="New tasks" value={d.taskDistribution.overview[range].new} />
              <Stat label="Completed tasks" value={d.taskDistribution.overview[range].completed} />
            </div>
            <Panel title="GitHub issues summary" className="lg:col-span-2">
              <label className="flex w-fit items-center gap-2 text-sm">
                Range
                <select
                  className="rounded-md border border-border bg-card px-2 py-1"
                  value={range}
                  onChange={(e) => setParams((p) => { const n = new URLSearchParams(p); n.set('range', e.target.value); return n; }, { replace: true })}
                >
                  <option value="this-week">This week</option>
                  <option value="last-week">Last week</option>
                </select>
              </label>
              <Chart type="bar" title={`GitHub issues, ${range === 'this-week' ? 'this week' : 'last week'}`} labels={d.githubIssues.labels} series={d.githubIssues.series[range]} />
            </Panel>
            <Panel title="Task distribution">
              <Chart type="doughnut" title="Task distribution" labels={d.taskDistribution.labels} series={[{ name: 'Tasks', data: d.taskDistribution.series[range] }]} />
            </Panel>
            <Panel title="Schedule" className="lg:col-span-3">
              <div className="grid gap-4 sm:grid-cols-2">
                {(['today', 'tomorrow'] as const).map((day) => (
                  <div key={day} className="grid content-start gap-2">
                    <h3 className="font-medium capitalize">{day}</h3>
                    <ul className="grid gap-2 text-sm">
                      {d.schedule[day].map((item, i) => (
                        <li key={i} className="rounded-md bg-hover px-3 py-2">
                          <span className="font-medium">{item.title}</span>
                          <span className="block text-muted-foreground">{[item.time ?? 'All day', item.location].filter(Boolean).join(' · ')}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </Panel>
          </TabsContent>
          <TabsContent value="budget" className="mt-6 grid gap-6 lg:grid-cols-3">
            <Panel title="Budget distribution" className="lg:col-span-2">
              <Chart type="bar" title="Budget distribution" labels={d.budgetDistribution.categories} series={d.budgetDistribution.series} />
            </Panel>
            <div className="grid gap-4">
              <Stat label="Weekly expenses" value={money(d.weeklyExpenses.amount)} />
              <Stat label="Monthly expenses" value={money(d.monthlyExpenses.amount)} />
              <Stat label="Yearly expenses" value={money(d.yearlyExpenses.amount)} />
            </div>
            <Panel title="Budget details" className="lg:col-span-3">
              <div className="overflow-x-auto" {...scrollRegionProps} role="region" aria-label="Table (scrolls sideways)">
                <table className="w-full text-sm">
                  <thead className="text-xs uppercase text-muted-foreground">
                    <tr>
                      {['Type', 'Total budget', 'Expenses', 'Expenses %', 'Remaining', 'Remaining %'].map((c) => (
                        <th key={c} scope="col" className="px-2 py-2 text-start">
                          {c}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {d.budgetDetails.rows.map((r) => (
                      <tr key={r.id} className="border-t border-border tabular-nums">
                        <td className="px-2 py-2">{r.type}</td>
                        <td className="px-2 py-2">{money(r.total)}</td>
                        <td className="px-2 py-2">{money(r.expensesAmount)}</td>
                        <td className="px-2 py-2">{r.expensesPercentage}%</td>
                        <td className="px-2 py-2">{money(r.remainingAmount)}</td>
                        <td className="px-2 py-2">{r.remainingPercentage}%</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Panel>
          </TabsContent>
          <TabsContent value="team" className="mt-6">
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Team members">
              {d.teamMembers.map((m) => (
                <li key={m.id} className="grid justify-items-center gap-2 rounded-2xl bg-card p-5 text-center shadow-sm">
                  <Avatar name={m.name} src={m.avatar} size="lg" />
                  <span className="font-semibold">{m.name}</span>
                  <span className="text-sm text-muted-foreground">{m.title}</span>
                  <a href={`mailto:${m.email}`} className="text-sm text-primary underline-offset-2 hover:underline">
                    {m.email}
                  </a>
                </li>
              ))}
            </ul>
          </TabsContent>
        </Tabs>
      )}
    </DashboardFrame>
  );
}
