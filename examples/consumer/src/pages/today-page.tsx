import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth, useNavigation } from '@hotel/shell';
import { Card, CardDescription, CardHeader, CardTitle } from '@hotel/ui';
import { NAMESPACE } from '../i18n';
import { Page } from '../page';

/** The start page: a greeting and a card per screen the user's menu holds. */
export function TodayPage() {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useAuth();
  const { visible } = useNavigation();
  const screens = visible.filter((item) => item.link && item.link !== '/');
  return (
    <Page title={t('today.title')}>
      <p className="text-muted-foreground">
        {t('today.welcome', { name: user?.name ?? '' })} {t('today.intro')}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {screens.map((item) => (
          <li key={item.id}>
            <Card>
              <CardHeader>
                <CardTitle level={2}>
                  <Link to={item.link ?? '/'} className="text-primary underline-offset-4 hover:underline">
                    {item.title}
                  </Link>
                </CardTitle>
                {item.subtitle ? <CardDescription>{item.subtitle}</CardDescription> : null}
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </Page>
  );
}
