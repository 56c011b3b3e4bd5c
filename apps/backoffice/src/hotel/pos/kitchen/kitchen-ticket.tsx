import { memo, type KeyboardEvent } from 'react';
import { Badge, Button, cn } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { around, SLOT } from '../shared/translate';
import { formatAge, urgencyOf, type KitchenTicket as Ticket, type TicketUrgency } from './kitchen-tickets';
import type { BumpState } from './use-kitchen';

export interface KitchenTicketProps {
  ticket: Ticket;
  /** Whole minutes since it reached the kitchen. */
  age: number;
  /** The one ticket whose Bump button is in the tab order (roving focus). */
  active: boolean;
  /** A bump on its way, or the server's refusal. */
  bump?: BumpState;
  /** Offers the Bump button (the role may mark dockets served). */
  canBump: boolean;
  /** Marks it served. */
  onBump: (id: string) => void;
  /** Its Bump button took focus (by click or Tab). */
  onFocusTicket: (id: string) => void;
  /** Keys on its Bump button (the view moves focus between tickets). */
  onTicketKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

const URGENCY_TEXT: Record<TicketUrgency, string> = { 'on-time': 'On time', late: 'Late', overdue: 'Overdue' };
const URGENCY_BADGE = { 'on-time': 'muted', late: 'warning', overdue: 'destructive' } as const;
const URGENCY_CARD: Record<TicketUrgency, string> = {
  'on-time': 'border-border',
  late: 'border-warning',
  overdue: 'border-warn',
};

/** One kitchen ticket: docket, outlet, table, waiter, age with how late it is (in words), the lines, and Bump. */
export const KitchenTicket = memo(function KitchenTicket({ ticket, age, active, bump, canBump, onBump, onFocusTicket, onTicketKeyDown }: KitchenTicketProps) {
  const { t, tm } = useHotelText();
  const [tableBefore, tableAfter] = around(t('Table {{table}}', { table: SLOT }));
  const urgency = urgencyOf(age);
  const ageText = formatAge(age, t);
  const headingId = `ticket-${ticket.id}`;
  const pending = bump?.status === 'pending';
  return (
    <li className="min-w-0">
      <article
        data-slot="kitchen-ticket"
        data-ticket={ticket.id}
        data-state={urgency}
        aria-labelledby={headingId}
        aria-describedby={`${headingId}-age`}
        aria-busy={pending || undefined}
        className={cn(
          'flex h-full flex-col gap-3 rounded-lg border border-l-8 bg-card p-3 text-foreground shadow-sm has-[[data-slot=bump]:focus-visible]:ring-2 has-[[data-slot=bump]:focus-visible]:ring-ring',
          URGENCY_CARD[urgency],
          pending && 'opacity-60',
        )}
      >
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-bold tabular-nums">
              {ticket.docketNo}
              {ticket.table ? <span className="sr-only">, {t('table {{table}}', { table: ticket.table })}</span> : null}
            </h2>
            <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
              {ticket.outlet}
              {ticket.table ? (
                <>
                  {' · '}
                  {tableBefore}
                  <span className="font-semibold text-foreground">{ticket.table}</span>
                  {tableAfter}
                </>
              ) : null}
            </p>
            <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{ticket.waiter}</p>
          </div>
          <Badge id={`${headingId}-age`} data-slot="ticket-age" variant={URGENCY_BADGE[urgency]}>
            <span className="tabular-nums">{ageText}</span>
            {urgency === 'on-time' ? <span className="sr-only">, {t(URGENCY_TEXT[urgency])}</span> : <span>· {t(URGENCY_TEXT[urgency])}</span>}
          </Badge>
        </header>
        <ul id={`${headingId}-lines`} aria-label={t('Lines of {{number}}', { number: ticket.docketNo })} className="grid flex-1 gap-1 text-sm">
          {ticket.lines.map((line) => (
            <li key={line.id} className="flex gap-2">
              <span className="min-w-8 font-bold tabular-nums">{line.quantity} ×</span>
              <span className="min-w-0 [overflow-wrap:anywhere]">{line.name}</span>
            </li>
          ))}
        </ul>
        {bump?.status === 'failed' ? (
          <p role="alert" data-slot="bump-error" className="rounded-md border border-warn/40 bg-warn/5 p-2 text-sm text-foreground">
            {t('Not bumped: {{reason}}', { reason: tm(bump.message) })}
          </p>
        ) : null}
        {canBump ? (
          <Button
            data-slot="bump"
            data-ticket={ticket.id}
            className="w-full"
            tabIndex={active ? 0 : -1}
            aria-disabled={pending || undefined}
            aria-label={t('Bump {{number}}', { number: ticket.docketNo })}
            aria-describedby={`${headingId}-age ${headingId}-lines`}
            onClick={() => (pending ? undefined : onBump(ticket.id))}
            onFocus={() => onFocusTicket(ticket.id)}
            onKeyDown={onTicketKeyDown}
          >
            {pending ? t('Bumping…') : t('Bump')}
          </Button>
        ) : null}
      </article>
    </li>
  );
});
