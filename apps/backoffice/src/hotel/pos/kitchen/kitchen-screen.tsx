import type { PosScreen } from '@hotel/domain';
import { EmptyState } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { LiveScreen } from '../../shared/live-screen';
import { queueSummary } from './kitchen-tickets';
import { KitchenView } from './kitchen-view';
import { useKitchen } from './use-kitchen';

export interface KitchenScreenProps {
  /** The screen declaration (SCREENS entry of kind 'pos', view 'kitchen'); its channel, when set, narrows the queue. */
  screen: PosScreen;
}

/**
 * The kitchen display: every docket sent to the kitchen as a ticket, oldest first, with its age
 * (late from 10 minutes, overdue from 20); Bump marks one served. Loads again every 15 s while
 * visible and when another tab changes the data.
 */
export function KitchenScreen({ screen }: KitchenScreenProps) {
  const { t } = useHotelText();
  const { request, tickets, now, bumps, canBump, bump, reload } = useKitchen(screen.channel);
  return (
    <LiveScreen
      slot="kitchen-screen"
      title={t(screen.title)}
      section={t(screen.group)}
      what="queue"
      loadingLabel={t('Loading tickets')}
      request={request}
      onReload={reload}
      summary={
        <>
          <span data-slot="kitchen-summary">{queueSummary(tickets, now, t)}</span>
          {/* Announces the count only: the oldest age changes every minute. */}
          <span role="status" className="sr-only">
            {tickets.length === 1 ? t('1 ticket in the queue') : t('{{count}} tickets in the queue', { count: tickets.length })}
          </span>
        </>
      }
      isEmpty={tickets.length === 0}
      empty={
        <EmptyState level={2} icon="heroicons_outline:fire" title={t('No tickets in the queue')} description={t('Dockets appear here as soon as a till sends them to the kitchen, oldest first.')} />
      }
    >
      {canBump ? <p className="text-xs text-muted-foreground">{t('Arrow keys move between tickets; Enter, Space or B bumps the focused one.')}</p> : null}
      <KitchenView tickets={tickets} now={now} bumps={bumps} canBump={canBump} onBump={bump} />
    </LiveScreen>
  );
}
