import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ChartBlock, ChartStay } from '@hotel/domain';
import { blockSpan, draftOf, draftSpan, moveDraft, resizeDraft, spanOf, staysByRoom, type ChartRow, type Draft, type Selection, type Span } from './model';
import { cx, OutOfOrderBlock, StayBar } from './tape-bar';
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

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
const monthDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const at = (date: string) => new Date(`${date}T00:00:00Z`);
const NO_DRAFT = null;

/** The rooms × days grid: sticky dates and rooms, rows virtualised, bars over the day cells. */
export function TapeGrid(props: TapeGridProps) {
  const { label, rows, order, stays, blocks, days, businessDate, geometry, roomNumber, draft = NO_DRAFT, savingId, describedBy, initialRect } = props;
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
    overscan: 6,
    scrollPaddingStart: geometry.headerHeight,
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
    const room = draft?.room ?? stays.find((s) => s.id === id)?.room;
    const index = room === undefined ? undefined : rowOf.get(room);
    if (index !== undefined) virtual.scrollToIndex(index, { align: 'auto' });
  }, [draft, wantFocus, stays, rowOf, virtual, items]);

  const onBarKey = (event: KeyboardEvent<HTMLButtonElement>, stay: ChartStay) => {
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
        props.onAnnounce?.(`Move cancelled: ${stay.number} stays where it was.`);
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
        props.onAnnounce?.(`${stay.number} has checked out; it cannot be moved.`);
        return;
      }
      latest.current = draftOf(stay);
      props.onPreview?.(latest.current);
      props.onAnnounce?.(`Picked up ${stay.number}. Arrows move it, Shift with left or right changes the departure, Enter drops it, Escape cancels.`);
      return;
    }
    const index = ordered.findIndex((s) => s.id === stay.id);
    const target = key === 'ArrowLeft' || key === 'ArrowUp' ? ordered[index - 1] : key === 'ArrowRight' || key === 'ArrowDown' ? ordered[index + 1] : key === 'Home' ? ordered[0] : key === 'End' ? ordered.at(-1) : undefined;
    if (!target) return;
    event.preventDefault();
    setFocused(target.id);
    setWantFocus(target.id);
  };

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
      <div style={{ width, height: geometry.headerHeight + virtual.getTotalSize() }} className="relative">
        <div role="rowgroup" className="sticky top-0 z-40 bg-card">
          <div role="row" aria-rowindex={1} className="flex border-b border-border" style={{ height: geometry.headerHeight }}>
            <div role="columnheader" className="sticky start-0 z-10 flex shrink-0 items-end bg-card px-2 pb-1 font-medium text-muted-foreground" style={{ width: geometry.roomWidth }}>
              Room
            </div>
            {days.map((day, i) => (
              <div
                key={day}
                role="columnheader"
                aria-label={`${weekday.format(at(day))} ${monthDay.format(at(day))}: ${counts.arrivals[i]} arriving, ${counts.departures[i]} departing`}
                aria-current={day === businessDate ? 'date' : undefined}
                className={cx('flex shrink-0 flex-col justify-end border-s border-border px-1 pb-1 leading-tight', day === businessDate ? 'bg-primary text-primary-foreground' : 'text-muted-foreground')}
                style={{ width: geometry.dayWidth }}
              >
                <span className="truncate">{weekday.format(at(day))} {at(day).getUTCDate()}</span>
                <span aria-hidden="true" className="truncate">↓{counts.arrivals[i]} ↑{counts.departures[i]}</span>
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup">
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const style = { top: geometry.headerHeight + item.start, height: geometry.rowHeight, width };
            if (row.kind === 'group') {
              return (
                <div key={row.key} role="row" aria-rowindex={item.index + 2} className="absolute start-0 flex border-b border-border bg-background" style={style}>
                  <div role="rowheader" aria-colspan={days.length + 1} className="sticky start-0 flex items-center px-2 font-semibold">
                    {row.label} <span className="ms-1 font-normal text-muted-foreground">({row.rooms})</span>
                  </div>
                </div>
              );
            }
            const room = row.room;
            const own = (byRoom.get(room.id) ?? []).filter((s) => s.id !== draft?.stay.id);
            const block = blocksByRoom.get(room.id);
            const blockAt = block ? blockSpan(block, from, days.length) : null;
            const moving = draft && draft.room === room.id ? draft : null;
            const movingSpan = moving ? draftSpan(moving, from, days.length) : null;
            // The stays of the row by the column they start in, each span worked out once.
            const starts = new Map<number, { stay: ChartStay; span: Span }[]>();
            for (const stay of own) {
              const span = spanOf(stay.arrivalDate, stay.departureDate, from, days.length);
              if (!span) continue;
              const list = starts.get(span.start);
              if (list) list.push({ stay, span });
              else starts.set(span.start, [{ stay, span }]);
            }
            const ghost = draft && draft.stay.room === room.id && (draft.room !== room.id || draft.arrivalDate !== draft.stay.arrivalDate || draft.departureDate !== draft.stay.departureDate) ? draft.stay : null;
            return (
              <div key={row.key} role="row" aria-rowindex={item.index + 2} data-room={room.id} className="absolute start-0 flex border-b border-border" style={style}>
                <div role="rowheader" className="sticky start-0 z-20 flex shrink-0 items-center truncate border-e border-border bg-card px-2 font-medium" style={{ width: geometry.roomWidth }} title={room.category ?? undefined}>
                  {room.number}
                </div>
                {days.map((day, i) => {
                  const starting = starts.get(i);
                  const picked = moving && movingSpan?.start === i ? moving : null;
                  const chosen = selection && selection.room === room.id && selection.arrivalDate <= day && day < selection.departureDate;
                  return (
                    <div key={day} role="gridcell" data-date={day} aria-selected={chosen || undefined} className={cx('relative shrink-0 border-s border-border', day === businessDate && 'bg-hover', chosen && 'bg-primary/20')} style={{ width: geometry.dayWidth }}>
                      {blockAt && blockAt.start === i && block ? <OutOfOrderBlock block={block} span={blockAt} dayWidth={geometry.dayWidth} /> : null}
                      {ghost && spanStart(ghost, from, days.length) === i ? <StayBar stay={ghost} span={spanOfStay(ghost, from, days.length)} dayWidth={geometry.dayWidth} roomNumber={room.number} state="ghost" tabbable={false} /> : null}
                      {starting?.map(({ stay, span }) => (
                        <StayBar
                          key={stay.id}
                          stay={stay}
                          span={span}
                          dayWidth={geometry.dayWidth}
                          roomNumber={room.number}
                          state={stay.id === savingId ? 'saving' : 'idle'}
                          tabbable={stay.id === tabStop}
                          describedBy={describedBy}
                          onKeyDown={onBarKey}
                          onFocus={(s) => setFocused(s.id)}
                          onPointerDown={pointer.startBar}
                        />
                      ))}
                      {picked ? (
                        <StayBar
                          stay={{ ...picked.stay, room: picked.room, arrivalDate: picked.arrivalDate, departureDate: picked.departureDate }}
                          span={movingSpan ?? draftSpan(picked, from, days.length)}
                          dayWidth={geometry.dayWidth}
                          roomNumber={roomNumber(picked.room)}
                          state="picked"
                          tabbable
                          describedBy={describedBy}
                          onKeyDown={onBarKey}
                          onPointerDown={pointer.startBar}
                        />
                      ) : null}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

type Dated = { arrivalDate: string; departureDate: string };
const spanOfStay = (stay: Dated, from: string, days: number) => spanOf(stay.arrivalDate, stay.departureDate, from, days) ?? { start: 0, length: 1, clippedStart: true, clippedEnd: true };
const spanStart = (stay: Dated, from: string, days: number) => spanOf(stay.arrivalDate, stay.departureDate, from, days)?.start ?? -1;

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
