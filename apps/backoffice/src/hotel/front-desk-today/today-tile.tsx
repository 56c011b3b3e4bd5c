import { Link } from 'react-router-dom';
import { canOpen, SCREENS, todayPaths, type TodayResponse } from '@hotel/domain';
import { useAuth, useHttpClient } from '@hotel/shell';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { messageOf, useRequest } from '../shared/use-request';
import { isFrontOffice } from './front-office-roles';

const TODAY = SCREENS.find((screen) => screen.path === '/front-office/daily-room-chart');

/** Whether the roles are the front office's (admin, who sees every page, is not) and may open Today. */
export function showsToday(roles: readonly string[]): boolean {
  return Boolean(TODAY && canOpen(TODAY, roles) && isFrontOffice(roles));
}

function TodayFigures() {
  const { t, tm, language } = useHotelText();
  const client = useHttpClient();
  const day = useRequest('welcome-today', (signal) => client.get<TodayResponse>(todayPaths.today, { signal }));
  if (day.error) return <p className="text-sm text-muted-foreground">{t('The day could not be loaded: {{message}}', { message: tm(messageOf(day.error)) })}</p>;
  if (!day.data) return <Skeleton role="status" aria-label={t('Loading today')} className="h-12" />;
  const { arrivals, departures, inHouse, occupancy } = day.data;
  const figures = [
    [t('Arrivals'), arrivals.length],
    [t('Departures'), departures.length],
    [t('In house'), inHouse.length],
    [t('Occupancy'), t('{{value}}%', { value: new Intl.NumberFormat(language, { maximumFractionDigits: 10 }).format(occupancy.percent) })],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-xl font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The welcome page's tile for the front office: the business date's arrivals, departures, in-house guests and occupancy, and a link to Today. Renders nothing for other roles. */
export default function TodayTile() {
  const { t } = useHotelText();
  const { user } = useAuth();
  if (!user || !showsToday(user.roles)) return null;
  return (
    <Card data-slot="today-tile" className="mb-6" role="region" aria-labelledby="today-tile-title">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle level={2} id="today-tile-title">
          {t('Today at the front desk')}
        </CardTitle>
        <Button size="sm" variant="outline" asChild>
          <Link to="/front-office/daily-room-chart">{t('Open Today')}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        <TodayFigures />
      </CardContent>
    </Card>
  );
}
