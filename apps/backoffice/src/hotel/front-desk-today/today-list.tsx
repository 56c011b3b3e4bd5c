import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney, fromCents, type TodayStay } from '@hotel/domain';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import type { StayActionState } from './use-today';

export interface TodayListProps {
  /** The list's heading (Arrivals, Departures, ...), in the user's language. */
  title: string;
  stays: readonly TodayStay[];
  /** What the list says when it has no stay, in the user's language. */
  empty: string;
  /** The one-click action of the list's stays, when the role may take it. */
  action?: { label: string; run: (stay: TodayStay) => void };
  /** The folio screen of a stay, when the role may open it. */
  folioOf: (id: string) => string | undefined;
  actions: Readonly<Record<string, StayActionState>>;
}

/** One list of the front desk's day: each stay with its guest, room, dates and balance, and its action (check in, check out) or its folio. */
export function TodayList({ title, stays, empty, action, folioOf, actions }: TodayListProps) {
  const { t, tm } = useHotelText();
  const id = useId();
  return (
    <Card data-slot="today-list" aria-labelledby={id} role="region" className="min-w-0">
      <CardHeader>
        <CardTitle level={2} id={id} className="flex items-baseline justify-between gap-2 text-base">
          <span>{title}</span>
          <span className="text-sm font-normal text-muted-foreground" data-slot="today-count">
            {stays.length}
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {stays.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="grid divide-y divide-border">
            {stays.map((stay) => {
              const folio = folioOf(stay.id);
              const state = actions[stay.id];
              return (
                <li key={stay.id} aria-label={stay.number} className="grid gap-1 py-2 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="min-w-0 break-words font-medium">
                      {stay.guest}
                      <span className="font-normal text-muted-foreground"> · {stay.room ? t('Room {{room}}', { room: stay.room }) : t('No room')}</span>
                    </span>
                    <span className="flex flex-wrap gap-2">
                      {action ? (
                        <Button size="sm" disabled={state?.status === 'pending'} aria-label={`${action.label}: ${stay.number}`} onClick={() => action.run(stay)}>
                          {action.label}
                        </Button>
                      ) : null}
                      {folio ? (
                        <Button size="sm" variant="outline" asChild>
                          <Link to={folio} aria-label={t('Open the folio: {{number}}', { number: stay.number })}>
                            {t('Folio')}
                          </Link>
                        </Button>
                      ) : null}
                    </span>
                  </div>
                  <span className="text-xs text-muted-foreground">
                    {stay.number} · {stay.arrivalDate} → {stay.departureDate}
                    {stay.balanceCents !== 0 ? ` · ${t('balance {{amount}}', { amount: formatMoney(fromCents(stay.balanceCents)) })}` : ''}
                  </span>
                  {state?.status === 'refused' ? (
                    <span role="alert" className="text-xs text-warn">
                      {tm(state.message)}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
