import type { ChartScreen } from '@hotel/domain';
import { Alert, Button, ProgressBar, Skeleton } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { keep, sentence } from '../../i18n/sentence';
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
  const { t, tm, language } = useHotelText();
  const percent = (value: number) => t('{{value}}%', { value: new Intl.NumberFormat(language, { maximumFractionDigits: 10 }).format(value) });
  const { request, may, folioOf, actions, move } = useToday();
  const data = request.data;
  const loaded = data !== undefined;
  return (
    <div data-slot="today-screen" data-state={request.error ? 'error' : loaded ? 'ready' : 'loading'} aria-busy={request.loading || undefined}>
      <ScreenHeader
        title={t(screen.title)}
        section={screen.group ? t(screen.group) : undefined}
        description={
          loaded ? (
            <span role="status" data-slot="today-summary">
              {t('{{arrivals}} arriving, {{departures}} departing, {{inHouse}} in house · occupancy {{percent}}', {
                arrivals: data.arrivals.length,
                departures: data.departures.length,
                inHouse: data.inHouse.length,
                percent: percent(data.occupancy.percent),
              })}
            </span>
          ) : undefined
        }
        actions={
          <Button variant="outline" onClick={request.reload}>
            {t('Refresh')}
          </Button>
        }
      />
      <div className="grid gap-4 p-4 sm:p-8">
        {request.error ? (
          <Alert variant="error" title={t('The day could not be loaded')} action={<Button size="sm" variant="outline" onClick={request.reload}>{t('Retry')}</Button>}>
            {tm(messageOf(request.error))}
          </Alert>
        ) : null}
        {!loaded && !request.error ? (
          <div role="status" aria-label={t('Loading the day')} className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        ) : null}
        {loaded ? (
          <>
            <section aria-label={t('Occupancy')} data-slot="today-occupancy" className="grid gap-2 rounded-lg border border-border bg-card p-4">
              <p className="text-sm">
                {sentence(t('{{percent}} occupied: {{occupied}} of {{rooms}} rooms in service', { ...keep('percent'), occupied: data.occupancy.occupied, rooms: data.occupancy.rooms }), {
                  percent: <span className="text-2xl font-semibold">{percent(data.occupancy.percent)}</span>,
                })}
              </p>
              <ProgressBar value={Math.min(100, data.occupancy.percent)} label={t('Occupancy')} />
            </section>
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              <TodayList
                title={t('Arrivals')}
                stays={data.arrivals}
                empty={t('No arrivals today.')}
                folioOf={folioOf}
                actions={actions}
                action={may.checkIn ? { label: t('Check in'), run: (stay) => void move(stay.id, stay.number, 'check-in') } : undefined}
              />
              <TodayList
                title={t('Departures')}
                stays={data.departures}
                empty={t('No departures today.')}
                folioOf={folioOf}
                actions={actions}
                action={may.checkOut ? { label: t('Check out'), run: (stay) => void move(stay.id, stay.number, 'check-out') } : undefined}
              />
              <TodayList title={t('In house')} stays={data.inHouse} empty={t('No guest in house.')} folioOf={folioOf} actions={actions} />
              <TodayList title={t('Stay-overs')} stays={data.stayOvers} empty={t('No stay-overs.')} folioOf={folioOf} actions={actions} />
              <TodayList title={t('No-shows')} stays={data.noShows} empty={t('No no-shows.')} folioOf={folioOf} actions={actions} />
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}
