import { useLocation } from 'react-router-dom';
import { EmptyState } from '@hotel/ui';
import { useRouteHandle } from '../../routes/route-handle';
import { PageHeader } from '../page-header';

/**
 * A hotel route until its screen lands: the title and breadcrumb of the route, never an error.
 * The screen declaration of @hotel/domain (SCREENS) decides what it will show.
 */
export function HotelPage() {
  const { title = 'Page', section } = useRouteHandle();
  const { pathname } = useLocation();
  return (
    <div data-slot="hotel-page" data-path={pathname}>
      <PageHeader title={title} trail={[{ label: 'Hotel', href: '/welcome' }, ...(section ? [{ label: section }] : [])]} />
      <div className="p-4 sm:p-8">
        <EmptyState icon="heroicons_outline:building-office" title={title} description="This screen is being prepared. Its data is available from the hotel API." />
      </div>
    </div>
  );
}
