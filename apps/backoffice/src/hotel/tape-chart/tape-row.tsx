import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import type { ChartBlock, ChartRoom, ChartStay } from '@hotel/domain';
import type { HotelText } from '../../i18n/hotel-text';
import { blockSpan, draftChanged, draftSpan, spanOf, type Draft, type Selection, type Span } from './model';
import { cx, OutOfOrderBlock, StayBar } from './tape-bar';

export interface TapeRowProps {
  room: ChartRoom;
  /** 1-based row index in the grid (the header is 1). */
  rowIndex: number;
  /** The row's top in the grid and its height and width, px. */
  top: number;
  height: number;
  width: number;
  days: readonly string[];
  /** The first and last day columns rendered (the others are scrolled out of view). */
  firstColumn: number;
  lastColumn: number;
  roomWidth: number;
  dayWidth: number;
  businessDate?: string;
  /** The room's stays (the one being moved left out: it is drawn from `draft`). */
  stays: readonly ChartStay[];
  block?: ChartBlock;
  draft: Draft | null;
  selection: Selection | null;
  savingId?: string;
  tabStop: string | null;
  describedBy?: string;
  roomNumber: (id: string) => string;
  /** The chart's translator, for the bars' labels (the same object while the language stays). */
  text: Pick<HotelText, 't' | 'language'>;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, stay: ChartStay) => void;
  onFocus: (stay: ChartStay) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>, stay: ChartStay, mode: 'move' | 'resize') => void;
}

type Placed<T> = { item: T; span: Span };

/** The cell a span is drawn in: its first day, or the first rendered one; -1 when none of it is rendered. */
const cellOf = (span: Span, first: number, last: number) => {
  const cell = Math.max(span.start, first);
  return cell <= last && cell < span.start + span.length ? cell : -1;
};

/**
 * One room: its number (sticky), the cells of the rendered days that hold something, the bars and
 * the out-of-order block drawn in the cell they start in. Memoised: while the grid scrolls down, only the rows coming into view
 * render (every prop is a value or keeps its identity between the grid's renders).
 */
export const TapeRow = memo(function TapeRow({ room, rowIndex, top, height, width, days, firstColumn, lastColumn, roomWidth, dayWidth, businessDate, stays, block, draft, selection, savingId, tabStop, describedBy, roomNumber, text, onKeyDown, onFocus, onPointerDown }: TapeRowProps) {
  const from = days[0] ?? '';
  const byCell = new Map<number, Placed<ChartStay>[]>();
  for (const stay of stays) {
    const span = spanOf(stay.arrivalDate, stay.departureDate, from, days.length);
    const cell = span ? cellOf(span, firstColumn, lastColumn) : -1;
    if (!span || cell < 0) continue;
    const list = byCell.get(cell);
    if (list) list.push({ item: stay, span });
    else byCell.set(cell, [{ item: stay, span }]);
  }
  const blockAt = block ? blockSpan(block, from, days.length) : null;
  const blockCell = blockAt ? cellOf(blockAt, firstColumn, lastColumn) : -1;
  const moving = draft && draft.room === room.id ? draft : null;
  const movingSpan = moving ? draftSpan(moving, from, days.length) : null;
  const movingCell = movingSpan ? Math.min(lastColumn, Math.max(firstColumn, movingSpan.start)) : -1;
  const ghost = draft && draft.stay.room === room.id && draftChanged(draft) ? draft.stay : null;
  const ghostSpan = ghost ? spanOf(ghost.arrivalDate, ghost.departureDate, from, days.length) : null;
  const ghostCell = ghostSpan ? cellOf(ghostSpan, firstColumn, lastColumn) : -1;

  const cells = [];
  for (let i = firstColumn; i <= lastColumn; i++) {
    const day = days[i];
    if (day === undefined) continue;
    const chosen = selection !== null && selection.room === room.id && selection.arrivalDate <= day && day < selection.departureDate;
    // Only the cells with something in them are elements: a bar or block starting there, a selected
    // night, the business date. The free days are the grid's background (its day lines), found by
    // their place (aria-colindex on every cell says which column a cell is).
    const used = chosen || day === businessDate || byCell.has(i) || blockCell === i || ghostCell === i || movingCell === i;
    if (!used) continue;
    cells.push(
      <div
        key={day}
        role="gridcell"
        aria-colindex={i + 2}
        data-date={day}
        aria-selected={chosen || undefined}
        className={cx('absolute inset-y-0 border-s border-border', day === businessDate && 'bg-hover', chosen && 'bg-primary/20')}
        style={{ insetInlineStart: roomWidth + i * dayWidth, width: dayWidth }}
      >
        {blockAt && block && blockCell === i ? <OutOfOrderBlock block={block} span={blockAt} dayWidth={dayWidth} shift={i - blockAt.start} text={text} /> : null}
        {ghost && ghostSpan && ghostCell === i ? <StayBar stay={ghost} span={ghostSpan} dayWidth={dayWidth} shift={i - ghostSpan.start} roomNumber={room.number} text={text} state="ghost" tabbable={false} /> : null}
        {byCell.get(i)?.map(({ item: stay, span }) => (
          <StayBar
            key={stay.id}
            stay={stay}
            span={span}
            dayWidth={dayWidth}
            shift={i - span.start}
            roomNumber={room.number}
            text={text}
            state={stay.id === savingId ? 'saving' : 'idle'}
            tabbable={stay.id === tabStop}
            describedBy={describedBy}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
            onPointerDown={onPointerDown}
          />
        ))}
        {moving && movingSpan && movingCell === i ? (
          <StayBar
            stay={{ ...moving.stay, room: moving.room, arrivalDate: moving.arrivalDate, departureDate: moving.departureDate }}
            span={movingSpan}
            dayWidth={dayWidth}
            shift={i - movingSpan.start}
            roomNumber={roomNumber(moving.room)}
            text={text}
            state="picked"
            tabbable
            describedBy={describedBy}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
          />
        ) : null}
      </div>,
    );
  }
  return (
    <div role="row" aria-rowindex={rowIndex} data-room={room.id} className="absolute start-0 border-b border-border [contain:layout_style]" style={{ top, height, width }}>
      <div role="rowheader" aria-colindex={1} className="sticky start-0 z-20 flex h-full items-center truncate border-e border-border bg-card px-2 font-medium" style={{ width: roomWidth }} title={room.category ?? undefined}>
        {room.number}
      </div>
      {cells}
    </div>
  );
});
