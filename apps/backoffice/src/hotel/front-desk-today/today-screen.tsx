import type { ChartScreen } from '@hotel/domain';
import { Alert, Button, ProgressBar, Skeleton } from '@hotel/ui';
import { ScreenHeader } from '../shared/screen-header';
import { messageOf } from '../shared/use-request';
import { TodayList } from './today-list';
import { useToday } from './use-today';

export interface TodayScreenProps {
  /** The daily room chart's declaration (`/front-office/daily-room-chart`): its title and section. */
  screen: Pick<ChartScreen, 'title' | 'group'>;
}

/**
 * The front desk's day: arrivals, departures, in-house guests, stay-overs and no-shows of the
 * business date, and the occupancy; each list with its one-click action (check in, check out) and
 * the stay's folio. A refused action shows the server's message on its stay.
 */
export function TodayScreen({ screen }: TodayScreenProps) {
  const { request, may, folioOf, actions, move } = useToday();
  const data = request.data;
  const loaded = data !== undefined;
  return (
    <div data-slot="today-screen" data-state={request.error ? 'error' : loaded ? 'ready' : 'loading'} aria-busy={request.loading || undefined}>
      <ScreenHeader
        title={screen.title}
        section={screen.group}
        description={
          loaded ? (
            <span role="status" data-slot="today-summary">
              {`${data.arrivals.length} arriving, ${data.departures.length} departing, ${data.inHouse.length} in house · occupancy ${data.occupancy.percent}%`}
            </span>
          ) : undefined
        }
        actions={
          <Button variant="outline" onClick={request.reload}>
            Refresh
          </Button>
        }
      />
      <div className="grid gap-4 p-4 sm:p-8">
        {request.error ? (
          <Alert variant="error" title="The day could not be loaded" action={<Button size="sm" variant="outline" onClick={request.reload}>Retry</Button>}>
            {messageOf(request.error)}
          </Alert>
        ) : null}
        {!loaded && !request.error ? (
          <div role="status" aria-label="Loading the day" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        ) : null}
        {loaded ? (
          <>
            <section aria-label="Occupancy" data-slot="today-occupancy" className="grid gap-2 rounded-lg border border-border bg-card p-4">
              <p className="text-sm">
                <span className="text-2xl font-semibold">{data.occupancy.percent}%</span> occupied: {data.occupancy.occupied} of {data.occupancy.rooms} rooms in service
              </p>
              <ProgressBar value={Math.min(100, data.occupancy.percent)} label="Occupancy" />
            </section>
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              <TodayList title="Arrivals" stays={data.arrivals} empty="No arrivals today." folioOf={folioOf} actions={actions} action={may.checkIn ? { label: 'Check in', run: (stay) => void move(stay.id, stay.number, 'check-in') } : undefined} />
              <TodayList title="Departures" stays={data.departures} empty="No departures today." folioOf={folioOf} actions={actions} action={may.checkOut ? { label: 'Check out', run: (stay) => void move(stay.id, stay.number, 'check-out') } : undefined} />
              <TodayList title="In house" stays={data.inHouse} empty="No guest in house." folioOf={folioOf} actions={actions} />
              <TodayList title="Stay-overs" stays={data.stayOvers} empty="No stay-overs." folioOf={folioOf} actions={actions} />
              <TodayList title="No-shows" stays={data.noShows} empty="No no-shows." folioOf={folioOf} actions={actions} />
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}
