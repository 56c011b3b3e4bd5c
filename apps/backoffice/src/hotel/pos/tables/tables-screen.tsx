import { useCallback, useState } from 'react';
import { formatMoney, fromCents, type PosScreen } from '@hotel/domain';
import { EmptyState, toast } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { LiveScreen } from '../../shared/live-screen';
import { CancelDocketDialog } from './cancel-docket-dialog';
import type { TableDocket } from './live-tables';
import { TablesView } from './tables-view';
import { useLiveTables } from './use-live-tables';

export interface TablesScreenProps {
  /** The screen declaration (SCREENS entry of kind 'pos', view 'tables'); its channel, when set, narrows the tables. */
  screen: PosScreen;
}

/**
 * The live tables: every unsettled docket (open, sent to the kitchen, served) by outlet and table,
 * with its items, total, stage, waiter and time open; send an open one to the kitchen, open one in
 * its till, or (auditor, manager, admin) cancel one with a reason. Loads again every 15 s while
 * visible and when another tab changes the data.
 */
export function TablesScreen({ screen }: TablesScreenProps) {
  const { t } = useHotelText();
  const { request, outlets, now, sends, actionsOf, send, reload } = useLiveTables(screen.channel);
  const [cancelling, setCancelling] = useState<TableDocket>();
  const onSend = useCallback((id: string) => void send(id), [send]);
  const dockets = outlets.reduce((sum, outlet) => sum + outlet.dockets, 0);
  const total = outlets.reduce((sum, outlet) => sum + outlet.totalCents, 0);
  return (
    <LiveScreen
      slot="tables-screen"
      title={t(screen.title)}
      section={t(screen.group)}
      what="tables"
      loadingLabel={t('Loading tables')}
      skeletonClassName="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3"
      request={request}
      onReload={reload}
      summary={
        <span role="status" data-slot="tables-summary">
          {dockets === 0
            ? t('No open dockets')
            : t('{{dockets}} at {{outlets}}, {{total}} in all', {
                dockets: dockets === 1 ? t('1 open docket') : t('{{count}} open dockets', { count: dockets }),
                outlets: outlets.length === 1 ? t('1 outlet') : t('{{count}} outlets', { count: outlets.length }),
                total: formatMoney(fromCents(total)),
              })}
        </span>
      }
      isEmpty={outlets.length === 0}
      empty={<EmptyState level={2} icon="heroicons_outline:inbox" title={t('No open tables')} description={t('Dockets opened at a till appear here, by outlet and table, until they are settled or cancelled.')} />}
      overlays={
        cancelling ? (
          <CancelDocketDialog
            docket={cancelling}
            onClose={() => setCancelling(undefined)}
            onDone={(docket) => {
              toast({ title: t('Cancelled: {{number}}', { number: docket.docketNo }), variant: 'success' });
              setCancelling(undefined);
              reload();
            }}
          />
        ) : null
      }
    >
      <TablesView outlets={outlets} now={now} sends={sends} actionsOf={actionsOf} onSend={onSend} onCancel={setCancelling} />
    </LiveScreen>
  );
}
