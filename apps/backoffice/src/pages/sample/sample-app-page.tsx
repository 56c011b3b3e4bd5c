import { EmptyState } from '@hotel/ui';
import { useRouteHandle } from '../../routes/route-handle';
import { PageHeader } from '../page-header';

/** A sample app's route (DESIGN decision 7) until its view is mounted: its title and breadcrumb. */
export function SampleAppPage() {
  const { title = 'Sample app' } = useRouteHandle();
  return (
    <div data-slot="sample-app-page">
      <PageHeader title={title} trail={[{ label: 'Sample apps' }]} />
      <div className="p-4 sm:p-8">
        <EmptyState icon="heroicons_outline:squares-2x2" title={title} description="This sample app of the template is not mounted in this build yet." />
      </div>
    </div>
  );
}
