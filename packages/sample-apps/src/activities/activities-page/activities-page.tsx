import { Link } from 'react-router-dom';
import { ErrorPanel } from '@hotel/shell';
import { Avatar, DateDivider, EmptyState, formatDateTime, Icon, isSafeLink, SafeHtml, Skeleton } from '@hotel/ui';
import { activitiesEndpoints, type Activity } from '../../api/activities';
import { useResource } from '../../example/use-resource';

/** The local day of an ISO date, as a grouping key (YYYY-MM-DD). */
export function dayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Activities grouped by local day, in the feed's order (newest first). */
export function groupByDay(activities: Activity[]): { day: string; items: Activity[] }[] {
  const groups: { day: string; items: Activity[] }[] = [];
  for (const activity of activities) {
    const day = dayKey(activity.date);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(activity);
    else groups.push({ day, items: [activity] });
  }
  return groups;
}

const linkClass = 'rounded-sm font-medium text-primary underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/** The link under an activity: a router Link when `useRouter`, a plain link otherwise; unsafe URLs are dropped. */
function ActivityLink({ activity }: { activity: Activity }) {
  const { link, linkedContent } = activity;
  if (!link || !linkedContent || !isSafeLink(link)) return linkedContent ? <span className="text-muted-foreground">{linkedContent}</span> : null;
  if (activity.useRouter) {
    return (
      <Link to={link} className={linkClass}>
        {linkedContent}
      </Link>
    );
  }
  const external = /^https?:/i.test(link);
  return (
    <a href={link} className={linkClass} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {linkedContent}
    </a>
  );
}

/** Activities (/pages/activities): the feed grouped by day; HTML through SafeHtml. */
export function ActivitiesPage() {
  const feed = useResource<Activity[]>('activities', (http, signal) => http.get(activitiesEndpoints.activities, { signal }));

  return (
    <div className="min-h-full bg-background px-4 py-8 sm:px-8" data-slot="activities-page">
      <div className="mx-auto grid max-w-3xl gap-6">
        <header>
          <h1 className="text-3xl font-extrabold tracking-tight">All activities</h1>
          <p className="mt-1 text-muted-foreground">Application wide activities, newest first</p>
        </header>
        {feed.error ? (
          <ErrorPanel error={feed.error} onRetry={feed.reload} />
        ) : !feed.data ? (
          <div role="status" aria-label="Loading activities" className="grid gap-4">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : feed.data.length === 0 ? (
          <EmptyState icon="heroicons_outline:bell-slash" title="No activities yet" level={2} />
        ) : (
          groupByDay(feed.data).map((group) => (
            <section key={group.day} aria-label={group.day} className="grid gap-4">
              <DateDivider date={group.items[0]?.date ?? group.day} />
              <ol className="grid gap-6">
                {group.items.map((activity) => (
                  <li key={activity.id} className="flex gap-4">
                    {activity.image ? (
                      <Avatar src={activity.image} name="" className="size-10 shrink-0" />
                    ) : (
                      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-hover">
                        <Icon name={activity.icon ?? 'heroicons_outline:bell'} size="md" />
                      </span>
                    )}
                    <div className="grid min-w-0 flex-1 gap-1">
                      <SafeHtml html={activity.description} as="p" className="break-words" />
                      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                        <time dateTime={activity.date} className="text-muted-foreground">
                          {formatDateTime(activity.date)}
                        </time>
                        <ActivityLink activity={activity} />
                      </div>
                      {activity.extraContent ? (
                        <SafeHtml html={activity.extraContent} profile="rich" className="mt-2 break-words rounded-lg bg-card p-4 text-sm shadow-sm" />
                      ) : null}
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          ))
        )}
      </div>
    </div>
  );
}
