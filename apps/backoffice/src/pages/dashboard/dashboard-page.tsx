import { Link } from 'react-router-dom';
import { useAuth } from '@hotel/shell';
import { useHotelText } from '../../i18n/hotel-text';
import { PageHeader } from '../page-header';
import { keep, sentence } from '../../i18n/sentence';
import { FigureTile } from './figure-tile';
import { UnreadTiles } from './unread-tiles';
import { useDashboardTiles } from './use-dashboard-figure';

/**
 * The hotel dashboard, the landing of the roles that see it: today's key figures from the hotel
 * API (each tile only for roles that may read its resource, each loading and failing on its own),
 * then what is waiting for the user from the signed-in area's data.
 */
export function DashboardPage() {
  const { t } = useHotelText();
  const roles = useAuth().user?.roles ?? [];
  const tiles = useDashboardTiles();
  return (
    <div data-slot="dashboard-page">
      <PageHeader title={t('Dashboard')} trail={[{ label: t('Hotel'), href: '/welcome' }]} description={t('The hotel today, and what is waiting for you.')} />
      <div className="flex flex-col gap-8 p-4 sm:p-8">
        {tiles.length > 0 ? (
          <section aria-labelledby="dashboard-today" className="flex flex-col gap-4">
            <h2 id="dashboard-today" className="text-lg font-semibold text-foreground">
              {t('Today')}
            </h2>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {tiles.map((tile) => (
                <li key={tile.key}>
                  <FigureTile tile={tile} roles={roles} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="dashboard-yours" className="flex flex-col gap-4">
          <h2 id="dashboard-yours" className="text-lg font-semibold text-foreground">
            {t('Waiting for you')}
          </h2>
          <UnreadTiles />
        </section>
        <p className="text-sm text-muted-foreground">
          {sentence(t('See also the {{link}}.', keep('link')), {
            link: (
              <Link to="/front-office/daily-room-chart" className="font-medium text-primary underline-offset-4 hover:underline">
                {t('daily room chart')}
              </Link>
            ),
          })}
        </p>
      </div>
    </div>
  );
}
