import { useMemo } from 'react';
import type { HousekeepingScreen as HousekeepingScreenDeclaration } from '@hotel/domain';
import { Alert, Button, EmptyState, Skeleton } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { ScreenHeader } from '../shared/screen-header';
import { messageOf } from '../shared/use-request';
import { floorsOf, summaryOf } from './board-model';
import { BoardFiltersBar } from './board-filters';
import { BoardView } from './board-view';
import { BulkBar } from './bulk-bar';
import { useHousekeepingBoard } from './use-housekeeping-board';

export interface HousekeepingScreenProps {
  /** The screen declaration (SCREENS entry of kind 'housekeeping'): its title and the states shown first. */
  screen: HousekeepingScreenDeclaration;
}

/**
 * The housekeeping board (Available Rooms, Rooms To Clean, Out Of Order Rooms): every room as a tile
 * by floor, with its housekeeping state and occupancy; filters by floor, state and occupancy (the
 * route's states preselected); a housekeeper's own rooms first; select tiles and mark them clean,
 * inspected or dirty, or assign them to a housekeeper, all or none.
 */
export function HousekeepingScreen({ screen }: HousekeepingScreenProps) {
  const { t, tm } = useHotelText();
  const board = useHousekeepingBoard(screen);
  const { request } = board;
  const data = request.data;
  const floors = useMemo(() => floorsOf(data?.rooms ?? []), [data]);
  const loaded = data !== undefined;
  return (
    <div data-slot="housekeeping-screen" data-state={request.error ? 'error' : loaded ? 'ready' : 'loading'} aria-busy={request.loading || undefined}>
      <ScreenHeader
        title={t(screen.title)}
        section={screen.group ? t(screen.group) : undefined}
        description={loaded ? <span role="status" data-slot="board-summary">{summaryOf(data.rooms, t)}</span> : undefined}
        actions={
          <Button variant="outline" onClick={request.reload}>
            {t('Refresh')}
          </Button>
        }
      />
      <div className="grid gap-4 p-4 sm:p-8">
        {request.error ? (
          <Alert
            variant="error"
            title={loaded ? t('The board could not be refreshed') : t('The board could not be loaded')}
            action={
              <Button size="sm" variant="outline" onClick={request.reload}>
                {t('Retry')}
              </Button>
            }
          >
            {tm(messageOf(request.error))}
          </Alert>
        ) : null}
        {!loaded && !request.error ? (
          <div role="status" aria-label={t('Loading rooms')} className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-6">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-28" />
            ))}
          </div>
        ) : null}
        {loaded && data.rooms.length === 0 ? (
          <EmptyState level={2} icon="heroicons_outline:home" title={t('No rooms yet')} description={t('Rooms added under Administration › Rooms appear here with their housekeeping state.')} />
        ) : null}
        {loaded && data.rooms.length > 0 ? (
          <>
            <BoardFiltersBar filters={board.filters} onChange={board.setFilters} floors={floors} />
            <BulkBar
              shown={board.shown}
              selected={board.selectedShown.length}
              onToggleAll={board.toggleAll}
              may={board.may}
              housekeepers={data.housekeepers}
              bulk={board.bulk}
              onAct={(action, housekeeper) => void board.act(action, housekeeper)}
            />
            {board.shown === 0 ? (
              <EmptyState level={2} icon="heroicons_outline:funnel" title={t('No room matches the filters')} description={t('Choose another floor, state or occupancy.')} />
            ) : (
              <BoardView groups={board.groups} businessDate={data.businessDate} selected={board.selected} onToggle={board.toggle} />
            )}
          </>
        ) : null}
      </div>
    </div>
  );
}
