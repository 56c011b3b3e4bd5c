import { dashboardsEndpoints, type AnalyticsDashboard } from '../../api/dashboards';
import { Chart } from '../chart/chart';
import { DashboardFrame, fromDateSeries, Panel, Stat, useDashboard } from './dashboard-kit';

/** Analytics (/dashboards/analytics): visitors, conversions, impressions, visits and the audience splits. */
export function AnalyticsPage() {
  const resource = useDashboard<AnalyticsDashboard>(dashboardsEndpoints.analytics);
  return (
    <DashboardFrame title="Analytics dashboard" subtitle="Monitor metrics, check reports and review performance" resource={resource}>
      {(d) => (
        <div className="grid gap-6 lg:grid-cols-3">
          <Panel title="Visitors overview" className="lg:col-span-3">
            <Chart type="line" title="Visitors this year" {...fromDateSeries(d.visitors.series['this-year'])} />
          </Panel>
          <Stat label="Conversions" value={d.conversions.amount.toLocaleString()} />
          <Stat label="Impressions" value={d.impressions.amount.toLocaleString()} />
          <Stat label="Visits" value={d.visits.amount.toLocaleString()} />
          <Panel title="Visitors vs page views" className="lg:col-span-3">
            <p className="text-sm text-muted-foreground">
              Overall score {d.visitorsVsPageViews.overallScore} · average ratio {d.visitorsVsPageViews.averageRatio}% · predicted ratio {d.visitorsVsPageViews.predictedRatio}%
            </p>
            <Chart type="line" title="Visitors vs page views" {...fromDateSeries(d.visitorsVsPageViews.series)} />
          </Panel>
          {(
            [
              ['New vs returning', d.newVsReturning],
              ['Gender', d.gender],
              ['Age', d.age],
              ['Language', d.language],
            ] as const
          ).map(([title, split]) => (
            <Panel key={title} title={title}>
              <p className="text-sm text-muted-foreground">{split.uniqueVisitors.toLocaleString()} unique visitors</p>
              <Chart type="doughnut" title={title} labels={split.labels} series={[{ name: 'Visitors', data: split.series }]} height={200} />
            </Panel>
          ))}
        </div>
      )}
    </DashboardFrame>
  );
}
