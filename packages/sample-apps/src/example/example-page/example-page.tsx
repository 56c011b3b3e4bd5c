import { ErrorPanel } from '@hotel/shell';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, Skeleton } from '@hotel/ui';
import { activitiesEndpoints, type Activity } from '../../api/activities';
import { useResource } from '../use-resource';

/** A scrolling code block is reachable by keyboard (axe scrollable-region-focusable). */
const scrollRegionProps = { tabIndex: 0 } as const;

const STEPS = [
  {
    title: '1. Load data with the shell’s HTTP client',
    text: 'useResource wraps useHttpClient: the token, the loading bar, retries and aborting a stale request come with it.',
    code: `const feed = useResource<Activity[]>('activities', (http, signal) =>
  http.get(activitiesEndpoints.activities, { signal }),
);`,
  },
  {
    title: '2. Show every state',
    text: 'Loading shows skeletons, an error shows ErrorPanel with Try again, an empty answer shows EmptyState.',
    code: `if (feed.error) return <ErrorPanel error={feed.error} onRetry={feed.reload} />;
if (!feed.data) return <Skeleton className="h-24" />;
if (!feed.data.length) return <EmptyState title="Nothing yet" />;`,
  },
  {
    title: '3. Build the view from @hotel/ui',
    text: 'Cards, badges and theme tokens (bg-card, text-muted-foreground) so all themes, light and dark, just work.',
    code: `<Card>
  <CardHeader><CardTitle>{title}</CardTitle></CardHeader>
  <CardContent><Badge variant="secondary">{count}</Badge></CardContent>
</Card>`,
  },
  {
    title: '4. Mount it as a lazy route',
    text: 'Each app exports RouteObjects; the page module loads only when its URL is opened.',
    code: `export const exampleRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./example-page/example-page')).ExamplePage }) },
];`,
  },
];

/** Example (/example): how a screen is built from the shell and ui, with a live result of the snippets. */
export function ExamplePage() {
  const feed = useResource<Activity[]>('example-activities', (http, signal) => http.get(activitiesEndpoints.activities, { signal }));
  return (
    <div className="min-h-full bg-background px-4 py-8 sm:px-8" data-slot="example-page">
      <div className="mx-auto grid max-w-4xl gap-6">
        <header>
          <h1 className="text-3xl font-extrabold tracking-tight">Example</h1>
          <p className="mt-1 text-muted-foreground">How a back-office screen is built from @hotel/shell and @hotel/ui.</p>
        </header>
        {STEPS.map((step) => (
          <section key={step.title} aria-label={step.title} className="grid gap-2 rounded-lg bg-card p-5 shadow-sm">
            <h2 className="text-lg font-semibold">{step.title}</h2>
            <p className="text-sm text-muted-foreground">{step.text}</p>
            <pre className="overflow-x-auto rounded-md bg-hover p-3 font-mono text-xs" role="region" aria-label={`${step.title}: code`} {...scrollRegionProps}>
              <code>{step.code}</code>
            </pre>
          </section>
        ))}
        <Card>
          <CardHeader>
            <CardTitle level={2}>The result</CardTitle>
            <CardDescription>The snippets above, running against the API.</CardDescription>
          </CardHeader>
          <CardContent>
            {feed.error ? (
              <ErrorPanel error={feed.error} onRetry={feed.reload} />
            ) : !feed.data ? (
              <div role="status" aria-label="Loading the example">
                <Skeleton className="h-24" />
              </div>
            ) : feed.data.length === 0 ? (
              <EmptyState title="Nothing yet" level={3} />
            ) : (
              <p className="flex items-center gap-2">
                Activities in the feed <Badge variant="secondary">{feed.data.length}</Badge>
              </p>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
