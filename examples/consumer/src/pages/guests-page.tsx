import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '@hotel/shell';
import { DataTable, toTitleCase, type DataTableProps } from '@hotel/ui';
import type { HotelRecord } from '@hotel/domain';
import { NAMESPACE } from '../i18n';
import { Page } from '../page';
import { useHotelList } from '../use-hotel-list';

/** The fields of a guest this page shows. */
interface Guest extends HotelRecord {
  name: string;
  phone: string;
  nationality?: string;
  guestType: string;
}

const QUERY = { sort: 'name', order: 'asc', size: 100 };

/** The guest list, searchable. */
export function GuestsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [list, retry] = useHotelList<Guest>('guests', QUERY);
  const columns: DataTableProps<Guest>['columns'] = [
    { accessorKey: 'name', header: t('guests.name') },
    { accessorKey: 'phone', header: t('guests.phone') },
    { id: 'nationality', header: t('guests.nationality'), accessorFn: (guest) => guest.nationality ?? '' },
    { id: 'type', header: t('guests.type'), accessorFn: (guest) => toTitleCase(guest.guestType) },
  ];
  return (
    <Page title={t('guests.title')}>
      {list.status === 'failed' ? (
        <ErrorPanel error={list.error} onRetry={retry} />
      ) : (
        <DataTable
          aria-label={t('guests.table')}
          columns={columns}
          data={list.page?.items ?? []}
          getRowId={(guest) => guest.id}
          loading={list.status === 'loading'}
          emptyState={t('list.empty')}
          labels={{ search: t('list.search'), retry: t('list.retry'), noMatches: (query) => t('list.noMatches', { query }) }}
          searchable
        />
      )}
    </Page>
  );
}
