import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useHotelText } from '../../../i18n/hotel-text';
import { ageMinutes, type KitchenTicket as Ticket } from './kitchen-tickets';
import { KitchenTicket } from './kitchen-ticket';
import type { BumpState } from './use-kitchen';

export interface KitchenViewProps {
  /** The queue, oldest first. */
  tickets: readonly Ticket[];
  /** The current time (ms): ages are counted to it. */
  now: number;
  /** Bumps on their way or refused, by ticket id. */
  bumps: Readonly<Record<string, BumpState>>;
  /** Offers Bump (the role may mark dockets served). */
  canBump: boolean;
  /** Marks a ticket served; answers whether it was. */
  onBump: (id: string) => Promise<boolean>;
}

const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp']);
const BUMP = new Set(['b', 'B']);

/**
 * The tickets as cards, oldest first. One ticket's Bump button is in the tab order (roving focus):
 * the arrow keys (and Home, End) move between tickets, Enter, Space or B bumps the focused one,
 * and focus then goes to the ticket that takes its place. Pure: it renders what it is given; each
 * card is memoised (stable handlers), so a clock tick re-renders only cards whose age changed.
 */
export const KitchenView = memo(function KitchenView({ tickets, now, bumps, canBump, onBump }: KitchenViewProps) {
  const { t } = useHotelText();
  const listRef = useRef<HTMLOListElement>(null);
  const [activeId, setActiveId] = useState<string>();
  const refocus = useRef<{ id: string; index: number } | null>(null);
  const activeIndex = Math.max(0, tickets.findIndex((ticket) => ticket.id === activeId));
  const active = tickets[activeIndex]?.id;

  const focusTicket = useCallback((id: string | undefined) => {
    if (id === undefined) return;
    setActiveId(id);
    listRef.current?.querySelector<HTMLElement>(`[data-slot="bump"][data-ticket="${CSS.escape(id)}"]`)?.focus();
  }, []);

  // After a bump from the keyboard, focus goes to the ticket now at the bumped one's place.
  useEffect(() => {
    const bumped = refocus.current;
    if (bumped === null || tickets.some((ticket) => ticket.id === bumped.id)) return;
    refocus.current = null;
    focusTicket(tickets[Math.min(bumped.index, tickets.length - 1)]?.id);
  }, [tickets, focusTicket]);

  // The latest props for the stable handlers below (cards are memoised on them).
  const latest = useRef({ tickets, bumps, onBump });
  useEffect(() => {
    latest.current = { tickets, bumps, onBump };
  });

  const bump = useCallback((id: string) => {
    const { tickets: queue, bumps: busy, onBump: send } = latest.current;
    if (busy[id]?.status === 'pending') return;
    const index = queue.findIndex((ticket) => ticket.id === id);
    refocus.current = { id, index };
    void send(id).then((done) => {
      if (!done && refocus.current?.id === id) refocus.current = null;
    });
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const { tickets: queue } = latest.current;
      const index = queue.findIndex((ticket) => ticket.id === event.currentTarget.dataset.ticket);
      if (index < 0) return;
      let next: number | undefined;
      if (NEXT.has(event.key)) next = Math.min(index + 1, queue.length - 1);
      else if (PREVIOUS.has(event.key)) next = Math.max(index - 1, 0);
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = queue.length - 1;
      else if (BUMP.has(event.key)) {
        event.preventDefault();
        const id = queue[index]?.id;
        if (id !== undefined) bump(id);
        return;
      }
      if (next === undefined) return;
      event.preventDefault();
      focusTicket(queue[next]?.id);
    },
    [bump, focusTicket],
  );

  return (
    <ol
      ref={listRef}
      data-slot="kitchen-tickets"
      aria-label={t('Kitchen tickets, oldest first')}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
    >
      {tickets.map((ticket) => (
        <KitchenTicket
          key={ticket.id}
          ticket={ticket}
          age={ageMinutes(ticket.sentAt, now)}
          active={ticket.id === active}
          bump={bumps[ticket.id]}
          canBump={canBump}
          onBump={bump}
          onFocusTicket={setActiveId}
          onTicketKeyDown={onKeyDown}
        />
      ))}
    </ol>
  );
});
