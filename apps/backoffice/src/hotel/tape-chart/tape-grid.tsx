import { useCallback, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ChartBlock, ChartStay } from '@hotel/domain';
import { useHotelText } from '../../i18n/hotel-text';
import { chartLocale, daysBetween, draftOf, moveDraft, resizeDraft, staysByRoom, type ChartRow, type Draft, type Selection } from './model';
import { cx } from './tape-bar';
import { TapeRow } from './tape-row';
import { useGridPointer, type GridGeometry } from './use-grid-pointer';

export interface TapeGridProps {
  /** Accessible name of the grid. */
  label: string;
  rows: readonly ChartRow[];
  /** Room ids in row order. */
  order: readonly string[];
  stays: readonly ChartStay[];
  blocks: readonly ChartBlock[];
  /** The days shown, in order. */
  days: readonly string[];
  businessDate?: string;
  geometry: GridGeometry;
  roomNumber: (id: string) => string;
  /** The stay being moved, drawn where it would go (its place kept as a ghost). */
  draft?: Draft | null;
  /** The id of the stay being written. */
  savingId?: string;
  /** Id of the keyboard instructions the bars point to. */
  describedBy?: string;
  /** The scroll area's size before it is measured (server rendering, benchmarks). */
  initialRect?: { width: number; height: number };
  onPreview?: (draft: Draft | null, announce?: boolean) => void;
  onCommit?: (draft: Draft) => void;
  onSelect?: (selection: Selection) => void;
  onAnnounce?: (text: string) => void;
}

/** The day headers' formatters in a language: 'Sat' and '12 Dec' in English, 'Cmt' and '12 Ara' in Turkish. */
function dayFormats(language: string) {
  const locale = chartLocale(language);
  return {
    weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
    monthDay: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  };
}
const at = (date: string) => new Date(`${date}T00:00:00Z`);
const NO_DRAFT = null;

/** The rooms × days grid: sticky dates and rooms, rows virtualised, bars over the day cells. */
export function TapeGrid(props: TapeGridProps) {
  const { label, rows, order, stays, blocks, days, businessDate, geometry, roomNumber, draft = NO_DRAFT, savingId, describedBy, initialRect } = props;
  // One translator for every bar: the same object while the language stays (the rows are memoised).
  const text = useHotelText();
  const { t, language } = text;
  const { weekday, monthDay } = useMemo(() => dayFormats(language), [language]);
  const scroller = useRef<HTMLDivElement>(null);
  const from = days[0] ?? '';
  const byRoom = useMemo(() => staysByRoom(stays), [stays]);
  const blocksByRoom = useMemo(() => new Map(blocks.map((block) => [block.room, block])), [blocks]);
  const counts = useMemo(() => dayCounts(stays, days), [stays, days]);
  const ordered = useMemo(() => order.flatMap((room) => [...(byRoom.get(room) ?? [])].sort((a, b) => a.arrivalDate.localeCompare(b.arrivalDate))), [order, byRoom]);
  const rowOf = useMemo(() => new Map(rows.flatMap((row, index) => (row.kind === 'room' ? [[row.room.id, index] as const] : []))), [rows]);
  // The latest draft for the next key, even before React draws the last one (keys can come fast).
  const latest = useRef(draft);
  useLayoutEffect(() => {
    latest.current = draft;
  }, [draft]);
  const [focused, setFocused] = useState<string | null>(null);
  const [wantFocus, setWantFocus] = useState<string | null>(null);
  const tabStop = focused && ordered.some((s) => s.id === focused) ? focused : (ordered[0]?.id ?? null);

  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => geometry.rowHeight,
    overscan: 3,
    scrollPaddingStart: geometry.headerHeight,
    initialRect,
  });
  const columnsVirtual = useVirtualizer({
    horizontal: true,
    count: days.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => geometry.dayWidth,
    paddingStart: geometry.roomWidth,
    scrollPaddingStart: geometry.roomWidth,
    overscan: 1,
    initialRect,
  });
  const pointer = useGridPointer({
    scroller,
    geometry,
    rows,
    order,
    from,
    days: days.length,
    onPreview: (next) => props.onPreview?.(next, true),
    onCommit: (next) => props.onCommit?.(next),
    onSelect: (selection) => props.onSelect?.(selection),
  });

  const items = virtual.getVirtualItems();
  const columnItems = columnsVirtual.getVirtualItems();
  const firstColumn = columnItems[0]?.index ?? 0;
  const lastColumn = columnItems.at(-1)?.index ?? -1;
  /** A room's stays (the one being moved left out: its row draws it from the draft); the same array between renders while nothing moves. */
  const roomStays = (room: string) => {
    const list = byRoom.get(room) ?? NO_STAYS;
    return draft && list.some((s) => s.id === draft.stay.id) ? list.filter((s) => s.id !== draft.stay.id) : list;
  };
  // Focus follows the keyboard: onto the moved bar in its new row, or a bar scrolled into view first.
  useLayoutEffect(() => {
    const id = draft?.stay.id ?? wantFocus;
    if (!id) return;
    const element = scroller.current?.querySelector<HTMLElement>(`[data-stay-id="${CSS.escape(id)}"]`);
    if (element) {
      if (document.activeElement !== element) element.focus({ preventScroll: false });
      if (!draft) setWantFocus(null);
      return;
    }
    const target = draft ?? stays.find((s) => s.id === id);
    const index = target === undefined ? undefined : rowOf.get(target.room);
    if (index !== undefined) virtual.scrollToIndex(index, { align: 'auto' });
    if (target) columnsVirtual.scrollToIndex(Math.min(days.length - 1, Math.max(0, daysBetween(from, target.arrivalDate))), { align: 'auto' });
  }, [draft, wantFocus, stays, rowOf, virtual, columnsVirtual, items, columnItems, days.length, from]);

  const onBarFocus = useCallback((stay: ChartStay) => setFocused(stay.id), []);
  const onBarKey = useLatest((event: KeyboardEvent<HTMLButtonElement>, stay: ChartStay) => {
    const current = latest.current;
    const picked = current?.stay.id === stay.id ? current : null;
    const key = event.key;
    if (picked) {
      const step = key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 1;
      let next: Draft | null = null;
      if ((key === 'ArrowLeft' || key === 'ArrowRight') && event.shiftKey) next = resizeDraft(picked, step);
      else if (key === 'ArrowLeft' || key === 'ArrowRight') next = moveDraft(picked, step, 0, order);
      else if (key === 'ArrowUp' || key === 'ArrowDown') next = moveDraft(picked, 0, step, order);
      else if (key === 'Enter' || key === ' ') props.onCommit?.(picked);
      else if (key === 'Escape') {
        props.onPreview?.(null);
        props.onAnnounce?.(t('Move cancelled: {{number}} stays where it was.', { number: stay.number }));
      } else return;
      event.preventDefault();
      latest.current = next;
      if (next) props.onPreview?.(next, true);
      if (key === 'Enter' || key === ' ' || key === 'Escape') setWantFocus(stay.id);
      return;
    }
    if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      if (stay.stage === 'checked-out') {
        props.onAnnounce?.(t('{{number}} has checked out; it cannot be moved.', { number: stay.number }));
        return;
      }
      latest.current = draftOf(stay);
      props.onPreview?.(latest.current);
      props.onAnnounce?.(t('Picked up {{number}}. Arrows move it, Shift with left or right changes the departure, Enter drops it, Escape cancels.', { number: stay.number }));
      return;
    }
    const index = ordered.findIndex((s) => s.id === stay.id);
    const target = key === 'ArrowLeft' || key === 'ArrowUp' ? ordered[index - 1] : key === 'ArrowRight' || key === 'ArrowDown' ? ordered[index + 1] : key === 'Home' ? ordered[0] : key === 'End' ? ordered.at(-1) : undefined;
    if (!target) return;
    event.preventDefault();
    setFocused(target.id);
    setWantFocus(target.id);
  });
  const onBarPointerDown = useLatest(pointer.startBar);

  const width = geometry.roomWidth + days.length * geometry.dayWidth;
  const selection = pointer.selection;
  return (
    <div
      ref={scroller}
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={days.length + 1}
      // With no bar to focus, the grid itself takes focus so it can be scrolled with the keyboard.
      tabIndex={ordered.length === 0 ? 0 : undefined}
      data-slot="tape-grid"
      className="relative max-h-[70vh] overflow-auto overscroll-contain rounded-md border border-border bg-card text-xs text-foreground"
      {...pointer.handlers}
    >
      <div style={{ width, height: geometry.headerHeight + virtual.getTotalSize(), ...dayLines(geometry) }} className="relative">
        <div role="rowgroup" className="sticky top-0 z-40 bg-card">
          <div role="row" aria-rowindex={1} className="relative border-b border-border" style={{ height: geometry.headerHeight, width }}>
            <div role="columnheader" aria-colindex={1} className="sticky start-0 z-10 flex h-full items-end bg-card px-2 pb-1 font-medium text-muted-foreground" style={{ width: geometry.roomWidth }}>
              {t('Room')}
            </div>
            {columnItems.map(({ index: i }) => {
              const day = days[i] ?? '';
              return (
                <div
                  key={day}
                  role="columnheader"
                  aria-colindex={i + 2}
                  data-date={day}
                  aria-label={t('{{day}}: {{arrivals}} arriving, {{departures}} departing', { day: `${weekday.format(at(day))} ${monthDay.format(at(day))}`, arrivals: counts.arrivals[i] ?? 0, departures: counts.departures[i] ?? 0 })}
                  aria-current={day === businessDate ? 'date' : undefined}
                  className={cx('absolute inset-y-0 flex flex-col justify-end border-s border-border px-1 pb-1 leading-tight', day === businessDate ? 'bg-primary text-primary-foreground' : 'bg-card text-muted-foreground')}
                  style={{ insetInlineStart: geometry.roomWidth + i * geometry.dayWidth, width: geometry.dayWidth }}
                >
                  <span className="truncate">{weekday.format(at(day))} {at(day).getUTCDate()}</span>
                  <span aria-hidden="true" className="truncate">↓{counts.arrivals[i]} ↑{counts.departures[i]}</span>
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup">
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const top = geometry.headerHeight + item.start;
            if (row.kind === 'group') {
              return (
                <div key={row.key} role="row" aria-rowindex={item.index + 2} className="absolute start-0 flex border-b border-border bg-background" style={{ top, height: geometry.rowHeight, width }}>
                  <div role="rowheader" aria-colindex={1} aria-colspan={days.length + 1} className="sticky start-0 flex items-center px-2 font-semibold">
                    {row.label} <span className="ms-1 font-normal text-muted-foreground">({row.rooms})</span>
                  </div>
                </div>
              );
            }
            return (
              <TapeRow
                key={row.key}
                room={row.room}
                rowIndex={item.index + 2}
                top={top}
                height={geometry.rowHeight}
                width={width}
                days={days}
                firstColumn={firstColumn}
                lastColumn={lastColumn}
                roomWidth={geometry.roomWidth}
                dayWidth={geometry.dayWidth}
                businessDate={businessDate}
                stays={roomStays(row.room.id)}
                block={blocksByRoom.get(row.room.id)}
                draft={draft}
                selection={selection}
                savingId={savingId}
                tabStop={tabStop}
                describedBy={describedBy}
                roomNumber={roomNumber}
                text={text}
                onKeyDown={onBarKey}
                onFocus={onBarFocus}
                onPointerDown={onBarPointerDown}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

const NO_STAYS: readonly ChartStay[] = [];

/** The day lines, drawn once as the grid's background (a row draws only the cells that hold something). */
const dayLines = ({ roomWidth, dayWidth }: GridGeometry): CSSProperties => ({
  backgroundImage: 'linear-gradient(to right, var(--color-border) 0 1px, transparent 1px)',
  backgroundSize: `${dayWidth}px 100%`,
  backgroundPosition: `${roomWidth}px 0`,
});

/**
 * A function of stable identity that calls the latest `fn` given (so the memoised rows keep their
 * props while the grid scrolls, and still call what the grid's last render meant).
 */
function useLatest<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

/** Arrivals and departures per day shown (departed stays included: they left that day). */
function dayCounts(stays: readonly ChartStay[], days: readonly string[]) {
  const index = new Map(days.map((day, i) => [day, i]));
  const arrivals = days.map(() => 0);
  const departures = days.map(() => 0);
  for (const stay of stays) {
    const a = index.get(stay.arrivalDate);
    const d = index.get(stay.departureDate);
    if (a !== undefined) arrivals[a] = (arrivals[a] ?? 0) + 1;
    if (d !== undefined) departures[d] = (departures[d] ?? 0) + 1;
  }
  return { arrivals, departures };
}
