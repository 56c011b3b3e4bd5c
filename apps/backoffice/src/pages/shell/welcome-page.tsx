import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useAuth, useNavigation } from '@hotel/shell';
import { Card, CardContent, EmptyState, Icon } from '@hotel/ui';
import { isFrontOffice } from '../../hotel/front-desk-today/front-office-roles';
import { useHotelText } from '../../i18n/hotel-text';
import { PageHeader } from '../page-header';
import { welcomeLinks } from './welcome-links';

/** The front office's Today tile (issue 21), a chunk of its own, loaded for the front office's roles only. */
const TodayTile = lazy(() => import('../../hotel/front-desk-today/today-tile'));

/** The first page after sign-in: a greeting and the user's menu links as cards. */
function WelcomeView({ title }: { title: string }) {
  const { t } = useHotelText();
  const { user } = useAuth();
  const { visible } = useNavigation();
  const links = welcomeLinks(visible);
  return (
    <div data-slot="welcome-page">
      <PageHeader title={title} description={user ? t('Welcome back, {{name}}.', { name: user.name }) : undefined} />
      <div className="p-4 sm:p-8">
        {user && isFrontOffice(user.roles) ? (
          <Suspense fallback={null}>
            <TodayTile />
          </Suspense>
        ) : null}
        {links.length === 0 ? (
          <EmptyState
            icon="heroicons_outline:squares-2x2"
            level={2}
            title={t('Nothing to open yet')}
            description={t('Your role has no pages in the menu. Ask an administrator for access.')}
          />
        ) : (
          <section aria-labelledby="welcome-links">
            <h2 id="welcome-links" className="mb-3 text-lg font-semibold text-foreground">
              {t('Your pages')}
            </h2>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {links.map((item) => (
                <li key={item.id}>
                  <Card className="h-full transition-colors hover:bg-hover">
                    <CardContent className="p-0">
                      <Link to={item.link ?? '/'} className="flex items-center gap-3 rounded-lg p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring">
                        {item.icon ? <Icon name={item.icon} size="md" className="text-primary" /> : null}
                        <span className="font-medium text-foreground">{item.title}</span>
                      </Link>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}

export function WelcomePage() {
  const { t } = useHotelText();
  return <WelcomeView title={t('Welcome')} />;
}

export function StartPage() {
  const { t } = useHotelText();
  return <WelcomeView title={t('Start')} />;
}
