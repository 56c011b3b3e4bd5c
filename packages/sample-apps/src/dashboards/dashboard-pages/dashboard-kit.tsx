import type { ReactNode } from 'react';
import { ErrorPanel } from '@hotel/shell';
import { Skeleton } from '@hotel/ui';
import type { DateSeries } from '../../api/dashboards';
import { useResource, type Resource } from '../../example/use-resource';

/** GET api/dashboards/<name>. */
export function useDashboard<T>(path: string): Resource<T> {
  return useResource<T>(path, (http, signal) => http.get(path, { signal }));
}

/** Makes a scrolling region reachable by keyboard (axe scrollable-region-focusable); it carries role=region and a name. */
export const scrollRegionProps = { tabIndex: 0 } as const;

/** Money in the hotel's currency (USD in the samples). */
export const money = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Labels and series of dated series (all share the first one's dates). */
export function fromDateSeries(series: DateSeries[]): { labels: string[]; series: { name: string; data: number[] }[] } {
  const labels = (series[0]?.data ?? []).map((p) => new Date(p.x).toLocaleDateString('en-US', { month: 'short', day: 'numeric' }));
  return { labels, series: series.map((s) => ({ name: s.name, data: s.data.map((p) => p.y) })) };
}

/** A dashboard card with a heading. */
export function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`grid content-start gap-3 rounded-2xl bg-card p-5 shadow-sm ${className ?? ''}`}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A headline number. */
export function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="grid gap-1 rounded-2xl bg-card p-5 shadow-sm">
      <span className="text-sm text-muted-foreground">{label}</span>
      <span className="text-3xl font-bold tabular-nums">{value}</span>
      {hint ? <span className="text-sm text-muted-foreground">{hint}</span> : null}
    </div>
  );
}

/** The page frame: title, then loading skeletons, an error with retry, or the content. */
export function DashboardFrame<T>({ title, subtitle, resource, children }: { title: string; subtitle: string; resource: Resource<T>; children: (data: T) => ReactNode }) {
  return (
    <div className="min-h-full bg-background px-4 py-8 sm:px-8" data-slot="dashboard">
      <div className="mx-auto grid max-w-7xl gap-6">
        <header>
          <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
          <p className="mt-1 text-muted-foreground">{subtitle}</p>
        </header>
        {resource.error ? (
          <ErrorPanel error={resource.error} onRetry={resource.reload} />
        ) : resource.data === undefined ? (
          <div role="status" aria-label="Loading the dashboard" className="grid gap-6 md:grid-cols-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-72 rounded-2xl" />
            ))}
          </div>
        ) : (
          children(resource.data)
        )}
      </div>
    </div>
  );
}
