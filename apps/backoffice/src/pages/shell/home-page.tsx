import { Link } from 'react-router-dom';
import { useAuth } from '@hotel/shell';
import { Button } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { PageHeader } from '../page-header';

/** The open home page (no guard): what the back-office is, and the way in. */
export function HomePage() {
  const { t } = useHotelText();
  const { status } = useAuth();
  return (
    <div data-slot="home-page">
      <PageHeader title={t('Home')} description={t('The hotel back-office: front office, point of sale, stores, housekeeping, procurement, finance and audit.')} />
      <div className="p-4 sm:p-8">
        <Button asChild>{status === 'signed-in' ? <Link to="/welcome">{t('Open the back-office')}</Link> : <Link to="/sign-in">{t('Sign in')}</Link>}</Button>
      </div>
    </div>
  );
}
