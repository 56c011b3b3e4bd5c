import type { PosScreen } from '@hotel/domain';
import { Alert, Button, EmptyState, Skeleton } from '@hotel/ui';
import { ScreenHeader } from '../../shared/screen-header';
import { messageOf } from '../../shared/use-request';
import { queueSummary } from './kitchen-tickets';
import { KitchenView } from './kitchen-view';
import { useKitchen } from './use-kitchen';

export interface KitchenScreenProps {
  /** The screen declaration (SCREENS entry of kind 'pos', view 'kitchen'); its channel, when set, narrows the queue. */
  screen: PosScreen;
}

/**
 * The kitchen display: every docket sent to the kitchen as a ticket, oldest first, with its age
 * (late from 10 minutes, overdue from 20); Bump marks one served. Loads again every 15 s while
 * visible and when another tab changes the data.
 */
export function KitchenScreen({ screen }: KitchenScreenProps) {
  const { request, tickets, now, bumps, canBump, bump, reload } = useKitchen(screen.channel);
  const loaded = request.data !== undefined;
  return (
    <div data-slot="kitchen-screen" data-state={request.error ? 'error' : loaded ? 'ready' : 'loading'} aria-busy={request.loading || undefined}>
      <ScreenHeader
        title={screen.title}
        section={screen.group}
        description={
          loaded ? (
            <>
              <span data-slot="kitchen-summary">{queueSummary(tickets, now)}</span>
              {/* Announces the count only: the oldest age changes every minute. */}
              <span role="status" className="sr-only">
                {tickets.length === 1 ? '1 ticket in the queue' : `${tickets.length} tickets in the queue`}
              </span>
            </>
          ) : undefined
        }
        actions={
          <Button variant="outline" onClick={reload}>
            Refresh
          </Button>
        }
      />
      <div className="grid gap-4 p-4 sm:p-8">
        {request.error ? (
          <Alert
            variant="error"
            title={loaded ? 'The queue could not be refreshed' : 'The queue could not be loaded'}
            action={
              <Button size="sm" variant="outline" onClick={reload}>
                Retry
              </Button>
            }
          >
            {messageOf(request.error)}
          </Alert>
        ) : null}
        {!loaded && !request.error ? (
          <div role="status" aria-label="Loading tickets" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        ) : null}
        {loaded && tickets.length === 0 ? (
          <EmptyState
            level={2}
            icon="heroicons_outline:fire"
            title="No tickets in the queue"
            description="Dockets appear here as soon as a till sends them to the kitchen, oldest first."
          />
        ) : null}
        {loaded && tickets.length > 0 ? (
          <>
            {canBump ? (
              <p className="text-xs text-muted-foreground">
                Arrow keys move between tickets; Enter, Space or B bumps the focused one.
              </p>
            ) : null}
            <KitchenView tickets={tickets} now={now} bumps={bumps} canBump={canBump} onBump={bump} />
          </>
        ) : null}
      </div>
    </div>
  );
}
