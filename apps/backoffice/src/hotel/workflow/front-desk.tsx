import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { EARLY_CHECK_IN_ROLES, formatMoney, ledgerPaths, type FolioListResponse, type FolioResponse, type HotelRecord, type Resource, type StageScreen } from '@hotel/domain';
import { useAuth, useHttpClient } from '@hotel/shell';
import { Alert, Badge, Button } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { CheckOutDialog } from '../folio/check-out-dialog';
import { balanceState, folioPath } from '../folio/folio-lines';
import { dueState, formatBusinessDate, useBusinessDate, type DueState } from '../shared/use-business-date';
import { TransitionDialog, type TransitionActionsProps } from '../shared/transition-actions';
import { useRequest } from '../shared/use-request';

/*
 * The front desk's stage screens (Check In, Check Out): each row says whether it is due on the
 * business date, late or early; Check Out shows each stay's folio balance; every row links its
 * folio; checking out opens the folio's check-out flow, and an early check-in says what it needs.
 */

/** Roles that may check a guest in before the arrival date, with a note (the API's rule). */

/** A due state's label in the user's language. */
const dueLabel = (state: DueState, t: (text: string) => string) => (state === 'today' ? t('Due today') : state === 'late' ? t('Late') : t('Early'));
const DUE_VARIANTS = { today: 'default', late: 'destructive', early: 'secondary' } as const;

/** A row's due state on the business date, as a badge. */
export function DueBadge({ date, businessDate }: { date: string; businessDate: string }) {
  const { t } = useHotelText();
  const state = dueState(date, businessDate);
  return (
    <Badge data-slot="due-badge" data-state={state} variant={DUE_VARIANTS[state]} title={formatBusinessDate(date)}>
      {dueLabel(state, t)}
    </Badge>
  );
}

/** A stay's balance from the folio list, or from its own folio when the list did not hold it. */
function BalanceCell({ id, known }: { id: string; known: number | undefined }) {
  const client = useHttpClient();
  const { t } = useHotelText();
  const own = useRequest(known === undefined ? `balance:${id}` : null, (signal) => client.get<FolioResponse>(ledgerPaths.folio({ kind: 'stay', id }), { signal, skipLoading: true }));
  const balance = known ?? own.data?.balance;
  if (balance === undefined) return <span className="block text-end text-muted-foreground">{own.error ? t('Unknown') : '…'}</span>;
  return (
    <span data-slot="stay-balance" data-state={balanceState(balance)} className="block text-end font-medium tabular-nums">
      {formatMoney(balance)}
    </span>
  );
}

/** What a room-reservation stage screen adds to the generic one. */
export interface FrontDesk {
  /** Due badge and (departures) balance columns. */
  columns: ColumnDef<HotelRecord>[];
  /** The row's folio link. */
  folioLink: (record: HotelRecord) => ReactNode;
  /** Check-out and early check-in dialogs. */
  dialogFor: NonNullable<TransitionActionsProps['dialogFor']>;
}

/**
 * The front desk's additions to a stage screen of room reservations; undefined for other screens.
 * `version` changes when the list moved a row, so the balances are read again.
 */
export function useFrontDesk(screen: StageScreen, resource: Resource, version: number): FrontDesk | undefined {
  const client = useHttpClient();
  const { t } = useHotelText();
  const { user } = useAuth();
  const roles = useMemo(() => user?.roles ?? [], [user]);
  const { date: businessDate } = useBusinessDate();
  const applies = resource.name === 'room-reservations';
  const departures = applies && screen.due === 'departures';
  // One call for the balances of every stay in the stage (the largest first), not one per row.
  const balances = useRequest(departures ? `balances:${screen.stage}#${version}` : null, (signal) =>
    client.get<FolioListResponse>(ledgerPaths.folios, { query: { kind: 'stay', stage: screen.stage, size: 1000 }, signal, skipLoading: true }),
  );
  const answer = balances.data;
  const columns = useMemo<ColumnDef<HotelRecord>[]>(() => {
    if (!applies) return [];
    const field = screen.due === 'departures' ? 'departureDate' : 'arrivalDate';
    const out: ColumnDef<HotelRecord>[] = [];
    if (screen.due && businessDate) {
      out.push({
        id: '__due',
        header: t('Due'),
        enableSorting: false,
        cell: ({ row }) => (typeof row.original[field] === 'string' ? <DueBadge date={row.original[field]} businessDate={businessDate} /> : null),
      });
    }
    if (departures) {
      const known = new Map((answer?.items ?? []).map((item) => [item.folio.id, item.balance]));
      const complete = answer !== undefined && answer.items.length >= answer.total;
      out.push({
        id: '__balance',
        header: () => <span className="block text-end">{t('Balance')}</span>,
        enableSorting: false,
        cell: ({ row }) =>
          answer === undefined ? <span className="block text-end text-muted-foreground">…</span> : <BalanceCell id={row.original.id} known={known.get(row.original.id) ?? (complete ? 0 : undefined)} />,
      });
    }
    return out;
  }, [applies, departures, screen.due, businessDate, answer, t]);

  if (!applies) return undefined;
  return {
    columns,
    folioLink: (record) => {
      const path = folioPath({ kind: 'stay', id: record.id }, roles);
      return path ? (
        <Button asChild size="sm" variant="ghost">
          <Link to={path} aria-label={t('Folio of {{name}}', { name: String(record.number ?? record.id) })} onClick={(event) => event.stopPropagation()}>
            {t('Folio')}
          </Link>
        </Button>
      ) : null;
    },
    dialogFor: (transition, { record, onClose, onDone }) => {
      if (transition.action === 'check-out') return <CheckOutDialog reservation={record} onClose={onClose} onDone={onDone} />;
      const arrival = typeof record.arrivalDate === 'string' ? record.arrivalDate : undefined;
      if (transition.action !== 'check-in' || !businessDate || !arrival || arrival <= businessDate) return undefined;
      const may = roles.some((role) => EARLY_CHECK_IN_ROLES.includes(role));
      const early = { name: String(record.number ?? record.id), arrival: formatBusinessDate(arrival), businessDate: formatBusinessDate(businessDate) };
      return (
        <TransitionDialog
          resource={resource}
          record={record}
          transition={transition}
          onClose={onClose}
          onDone={onDone}
          noteRequired
          blocked={!may}
          notice={
            <Alert variant={may ? 'info' : 'warning'} title={t('Early check-in')}>
              {may
                ? t(
                    '{{name}} arrives on {{arrival}}, after the business date {{businessDate}}. An early check-in needs a note saying why and a front-office supervisor, manager or admin; the arrival moves to today.',
                    early,
                  )
                : t(
                    '{{name}} arrives on {{arrival}}, after the business date {{businessDate}}. An early check-in needs a note saying why and a front-office supervisor, manager or admin. Ask one of them to check the guest in, or wait for the arrival date.',
                    early,
                  )}
            </Alert>
          }
        />
      );
    },
  };
}
