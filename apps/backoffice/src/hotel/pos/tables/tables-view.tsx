import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney, fromCents, getResource, type DocketStage } from '@hotel/domain';
import { Badge, Button } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { ageMinutes, formatAge } from '../kitchen/kitchen-tickets';
import { around, SLOT } from '../shared/translate';
import type { OutletGroup, TableDocket, TableGroup } from './live-tables';
import type { DocketActions, SendState } from './use-live-tables';

export interface TablesViewProps {
  /** Outlets, then tables, with their unsettled dockets. */
  outlets: readonly OutletGroup[];
  /** The current time (ms): time open is counted to it. */
  now: number;
  /** Sends on their way or refused, by docket id. */
  sends: Readonly<Record<string, SendState>>;
  /** What the role may do on a docket. */
  actionsOf: (docket: TableDocket) => DocketActions;
  /** Sends an open docket to the kitchen. */
  onSend: (id: string) => void;
  /** Asks for the reason to cancel a docket. */
  onCancel: (docket: TableDocket) => void;
}

const STAGES = getResource('pos-sales').workflow?.stages ?? [];
const stageLabel = (stage: DocketStage) => STAGES.find((s) => s.id === stage)?.label ?? stage;
const STAGE_BADGE = { open: 'outline', sent: 'warning', served: 'success' } as const;
const money = (cents: number) => formatMoney(fromCents(cents));

interface DocketRowProps {
  docket: TableDocket;
  now: number;
  actions: DocketActions;
  sending?: SendState;
  onSend: (id: string) => void;
  onCancel: (docket: TableDocket) => void;
}

/** One docket of a table: number, stage, waiter, items, total, time open, and what the role may do. */
const DocketRow = memo(function DocketRow({ docket, now, actions, sending, onSend, onCancel }: DocketRowProps) {
  const { t, tm } = useHotelText();
  const pending = sending?.status === 'pending';
  return (
    <li data-slot="table-docket" data-docket={docket.id} data-state={docket.stage} aria-label={docket.docketNo} aria-busy={pending || undefined} className="grid gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold tabular-nums">{docket.docketNo}</span>
        <Badge variant={STAGE_BADGE[docket.stage as keyof typeof STAGE_BADGE] ?? 'muted'} data-slot="docket-stage">
          {t(stageLabel(docket.stage))}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-4">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">{t('Waiter')}</dt>
          <dd className="[overflow-wrap:anywhere]">{docket.waiter}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('Items')}</dt>
          <dd className="tabular-nums">{docket.items}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('Total')}</dt>
          <dd className="tabular-nums" data-slot="docket-total">{money(docket.totalCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('Open')}</dt>
          <dd className="tabular-nums">{formatAge(ageMinutes(docket.openedAt, now), t)}</dd>
        </div>
      </dl>
      {sending?.status === 'failed' ? (
        <p role="alert" className="rounded-md border border-warn/40 bg-warn/5 p-2 text-sm text-foreground">
          {t('Not sent: {{reason}}', { reason: tm(sending.message) })}
        </p>
      ) : null}
      {actions.send || actions.till || actions.cancel ? (
        <div className="flex flex-wrap gap-2">
          {actions.send ? (
            <Button size="sm" aria-disabled={pending || undefined} aria-label={t('Send to kitchen: {{number}}', { number: docket.docketNo })} onClick={() => (pending ? undefined : onSend(docket.id))}>
              {pending ? t('Sending…') : t('Send to kitchen')}
            </Button>
          ) : null}
          {actions.till ? (
            <Button size="sm" variant="outline" asChild>
              <Link to={actions.till} aria-label={t('Open in till: {{number}}', { number: docket.docketNo })}>
                {t('Open in till')}
              </Link>
            </Button>
          ) : null}
          {actions.cancel ? (
            <Button size="sm" variant="outline" aria-label={t('Cancel docket: {{number}}', { number: docket.docketNo })} onClick={() => onCancel(docket)}>
              {t('Cancel docket')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
});

interface TableCardProps extends Omit<TablesViewProps, 'outlets'> {
  table: TableGroup;
}

const TableCard = memo(function TableCard({ table, now, sends, actionsOf, onSend, onCancel }: TableCardProps) {
  const { t } = useHotelText();
  const headingId = useId();
  const label = table.table ? t('Table {{table}}', { table: table.table }) : t('Counter');
  const dockets = table.dockets.length === 1 ? t('1 docket') : t('{{count}} dockets', { count: table.dockets.length });
  return (
    <article data-slot="live-table" data-table={table.table ?? ''} aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-3 text-foreground shadow-sm">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-bold [overflow-wrap:anywhere]">
          {label}
        </h3>
        <span className="text-sm text-muted-foreground tabular-nums">
          {dockets} · {money(table.totalCents)}
        </span>
      </header>
      <ul className="grid divide-y divide-border" aria-label={t('Dockets of {{table}}', { table: label })}>
        {table.dockets.map((docket) => (
          <DocketRow key={docket.id} docket={docket} now={now} actions={actionsOf(docket)} sending={sends[docket.id]} onSend={onSend} onCancel={onCancel} />
        ))}
      </ul>
    </article>
  );
});

/** The live tables: one section per outlet (its total), a card per table (the counter last), a row per docket. Pure. */
export const TablesView = memo(function TablesView({ outlets, ...rest }: TablesViewProps) {
  const { t } = useHotelText();
  const [totalBefore, totalAfter] = around(t('Total {{amount}}', { amount: SLOT }));
  return (
    <div data-slot="live-tables" className="grid gap-6">
      {outlets.map((outlet) => (
        <section key={outlet.id} data-slot="live-outlet" aria-labelledby={`outlet-${outlet.id}`} className="grid gap-3">
          <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border pb-2">
            <h2 id={`outlet-${outlet.id}`} className="text-lg font-bold [overflow-wrap:anywhere]">
              {outlet.name}
            </h2>
            <p data-slot="outlet-total" className="text-sm text-muted-foreground tabular-nums">
              {outlet.tables.length === 1 ? t('1 table') : t('{{count}} tables', { count: outlet.tables.length })}, {outlet.dockets === 1 ? t('1 docket') : t('{{count}} dockets', { count: outlet.dockets })} · {totalBefore}
              <span className="font-semibold text-foreground">{money(outlet.totalCents)}</span>
              {totalAfter}
            </p>
          </header>
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
            {outlet.tables.map((table) => (
              <TableCard key={table.table ?? ''} table={table} {...rest} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
});
