import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '@hotel/shell';
import { Badge, DataTable, toTitleCase, type DataTableProps } from '@hotel/ui';
import type { HotelRecord } from '@hotel/domain';
import { NAMESPACE } from '../i18n';
import { Page } from '../page';
import { useHotelList } from '../use-hotel-list';

/** The fields of a room this page shows (`@hotel/domain`'s `rooms` resource has more). */
interface Room extends HotelRecord {
  number: string;
  /** Id of its room category; the list answers its label in `labels.category`. */
  category: string;
  /** Id of its floor (`labels.floor`). */
  floor: string;
}

const QUERY = { sort: 'number', order: 'asc', size: 100 };
const STAGE_BADGE = { available: 'success', occupied: 'default', cleaning: 'warning', 'out-of-order': 'destructive' } as const;
const badgeOf = (stage: string | undefined) => (stage && Object.hasOwn(STAGE_BADGE, stage) ? STAGE_BADGE[stage as keyof typeof STAGE_BADGE] : 'muted');

/** The rooms board: every room with its housekeeping status. */
export function RoomsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [list, retry] = useHotelList<Room>('rooms', QUERY);
  const labels = list.page?.labels ?? {};
  const columns: DataTableProps<Room>['columns'] = [
    { accessorKey: 'number', header: t('rooms.number') },
    {
      accessorKey: 'stage',
      header: t('rooms.stage'),
      cell: ({ row }) => <Badge variant={badgeOf(row.original.stage)}>{t(`rooms.stages.${row.original.stage}`, { defaultValue: toTitleCase(row.original.stage ?? '') })}</Badge>,
    },
    { id: 'category', header: t('rooms.category'), accessorFn: (room) => labels.category?.[room.category] ?? room.category },
    { id: 'floor', header: t('rooms.floor'), accessorFn: (room) => labels.floor?.[room.floor] ?? room.floor },
  ];
  return (
    <Page title={t('rooms.title')}>
      {list.status === 'failed' ? (
        <ErrorPanel error={list.error} onRetry={retry} />
      ) : (
        <DataTable
          aria-label={t('rooms.table')}
          columns={columns}
          data={list.page?.items ?? []}
          getRowId={(room) => room.id}
          loading={list.status === 'loading'}
          emptyState={t('list.empty')}
        />
      )}
    </Page>
  );
}
