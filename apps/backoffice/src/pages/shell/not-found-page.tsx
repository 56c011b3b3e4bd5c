import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '@hotel/shell';
import { Button } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { keep, sentence } from '../../i18n/sentence';

/** An unknown path: says so, shows the path, and offers the way back. */
export function NotFoundPage() {
  const { t } = useHotelText();
  const { pathname } = useLocation();
  const { status } = useAuth();
  return (
    <section data-slot="not-found" aria-labelledby="not-found-title" className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 id="not-found-title" className="text-2xl font-semibold text-foreground">
        {t('Page not found')}
      </h1>
      <p className="text-muted-foreground [overflow-wrap:anywhere]">{sentence(t('There is no page at {{path}}.', keep('path')), { path: <code>{pathname}</code> })}</p>
      <Button asChild>
        <Link to={status === 'signed-in' ? '/welcome' : '/home'}>{t('Back to the start')}</Link>
      </Button>
    </section>
  );
}
