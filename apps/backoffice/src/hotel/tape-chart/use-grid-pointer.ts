import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import type { ChartStay } from '@hotel/domain';
import { addDays, draftOf, moveDraft, resizeDraft, selectionOf, type ChartRow, type Draft, type Selection } from './model';

/** The grid's geometry in pixels. */
export interface GridGeometry {
  /** Width of the room column. */
  roomWidth: number;
  /** Height of the date header. */
  headerHeight: number;
  rowHeight: number;
  dayWidth: number;
}

export interface GridPointerOptions {
  scroller: RefObject<HTMLDivElement | null>;
  geometry: GridGeometry;
  rows: readonly ChartRow[];
  /** Room ids in row order. */
  order: readonly string[];
  from: string;
  days: number;
  onPreview: (draft: Draft | null) => void;
  onCommit: (draft: Draft) => void;
  onSelect: (selection: Selection) => void;
}

type Gesture =
  | { kind: 'move' | 'resize'; pointer: number; stay: ChartStay; day: number; row: number; x: number; y: number; moved: boolean; draft: Draft }
  | { kind: 'select'; pointer: number; room: string; start: string; end: string }
  // A finger on a free cell, not yet held long enough to select: a drag now scrolls the chart.
  | { kind: 'hold'; pointer: number; room: string; start: string; x: number; y: number; timer: ReturnType<typeof setTimeout> };

/** Pixels a press must travel before it is a drag (a shorter one is a click or a tap). */
const SLOP = 4;
/**
 * How long a finger rests on a free cell before a drag selects nights rather than scrolling (the
 * long press of phone calendars). A gesture, not a wait: a tap selects its one night either way.
 */
export const TOUCH_HOLD_MS = 450;

/**
 * Pointer events (mouse, pen and touch alike) on the grid: a bar dragged moves the stay (days
 * across, rooms up and down), its end dragged changes the departure, a press across free cells of
 * a room selects nights for a new stay. The pointer is captured, so the drag follows it anywhere.
 * On touch a drag across free cells scrolls the chart, as a finger expects; a finger held still
 * on a cell for TOUCH_HOLD_MS, then dragged, selects nights, and a tap selects one.
 */
export function useGridPointer({ scroller, geometry, rows, order, from, days, onPreview, onCommit, onSelect }: GridPointerOptions) {
  const gesture = useRef<Gesture | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);

  /** The day and row under a point of the viewport. */
  const cellAt = (clientX: number, clientY: number) => {
    const element = scroller.current;
    const rect = element?.getBoundingClientRect();
    const x = clientX - (rect?.left ?? 0) + (element?.scrollLeft ?? 0) - geometry.roomWidth;
    const y = clientY - (rect?.top ?? 0) + (element?.scrollTop ?? 0) - geometry.headerHeight;
    return {
      day: Math.min(days - 1, Math.max(0, Math.floor(x / geometry.dayWidth))),
      row: Math.min(rows.length - 1, Math.max(0, Math.floor(y / geometry.rowHeight))),
    };
  };

  /** Keeps the pointer's events on the grid wherever it goes (none when the pointer has already gone). */
  const capture = (pointer: number) => {
    try {
      scroller.current?.setPointerCapture?.(pointer);
    } catch {
      // No active pointer of that id (lifted already, or a synthetic event): its events still bubble here.
    }
  };

  /** A press on a bar (move) or its end (resize). */
  const startBar = (event: PointerEvent<HTMLElement>, stay: ChartStay, kind: 'move' | 'resize') => {
    if (event.button !== 0) return;
    const { day, row } = cellAt(event.clientX, event.clientY);
    gesture.current = { kind, pointer: event.pointerId, stay, day, row, x: event.clientX, y: event.clientY, moved: false, draft: draftOf(stay) };
    capture(event.pointerId);
  };

  /** Starts selecting nights from a free cell (a mouse press at once, a finger once held). */
  const startSelect = (pointer: number, room: string, date: string) => {
    gesture.current = { kind: 'select', pointer, room, start: date, end: date };
    setSelection(selectionOf(room, date, date));
  };

  const endHold = () => {
    const current = gesture.current;
    if (current?.kind === 'hold') clearTimeout(current.timer);
  };
  useEffect(() => endHold, []);

  // While a finger selects nights, its moves must not scroll the chart: touchmove is cancelled
  // (React's touch listeners are passive, so the listener is the element's own).
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const hold = (event: TouchEvent) => {
      if (gesture.current?.kind === 'select' && event.cancelable) event.preventDefault();
    };
    element.addEventListener('touchmove', hold, { passive: false });
    return () => element.removeEventListener('touchmove', hold);
  }, [scroller]);

  /** A press on the grid outside the bars: a free cell starts a selection (a finger, once held there). */
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || gesture.current) return;
    // A free day has no element of its own (it is the row's background): its day comes from the point.
    const target = event.target as HTMLElement;
    const room = target.closest<HTMLElement>('[data-room]')?.dataset.room;
    if (!room || target.closest('[role="rowheader"], [data-slot="stay-bar"]')) return;
    const date = addDays(from, cellAt(event.clientX, event.clientY).day);
    if (event.pointerType !== 'touch') {
      capture(event.pointerId);
      startSelect(event.pointerId, room, date);
      return;
    }
    // Touch: a drag scrolls the chart; a finger held still on the cell selects from there.
    const pointer = event.pointerId;
    const timer = setTimeout(() => {
      if (gesture.current?.kind !== 'hold' || gesture.current.pointer !== pointer) return;
      startSelect(pointer, room, date);
      capture(pointer);
    }, TOUCH_HOLD_MS);
    gesture.current = { kind: 'hold', pointer, room, start: date, x: event.clientX, y: event.clientY, timer };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current || current.pointer !== event.pointerId) return;
    if (current.kind === 'hold') {
      // Moved before the hold: the finger scrolls the chart.
      if (Math.hypot(event.clientX - current.x, event.clientY - current.y) >= SLOP) {
        endHold();
        gesture.current = null;
      }
      return;
    }
    const { day, row } = cellAt(event.clientX, event.clientY);
    if (current.kind === 'select') {
      const end = addDays(from, day);
      if (end !== current.end) {
        current.end = end;
        setSelection(selectionOf(current.room, current.start, end));
      }
      return;
    }
    if (!current.moved && Math.hypot(event.clientX - current.x, event.clientY - current.y) < SLOP) return;
    current.moved = true;
    const target = rows[row];
    const rooms = target?.kind === 'room' ? order.indexOf(target.room.id) - order.indexOf(current.stay.room) : order.indexOf(current.draft.room) - order.indexOf(current.stay.room);
    const base = draftOf(current.stay);
    const next = current.kind === 'move' ? moveDraft(base, day - current.day, rooms, order) : resizeDraft(base, day - current.day);
    if (next.room !== current.draft.room || next.arrivalDate !== current.draft.arrivalDate || next.departureDate !== current.draft.departureDate) {
      current.draft = next;
      onPreview(next);
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current || current.pointer !== event.pointerId) return;
    endHold();
    gesture.current = null;
    if (current.kind === 'hold') {
      // A tap: its one night.
      onSelect(selectionOf(current.room, current.start, current.start));
      return;
    }
    if (current.kind === 'select') {
      setSelection(null);
      onSelect(selectionOf(current.room, current.start, current.end));
      return;
    }
    if (current.moved) onCommit(current.draft);
  };

  const onPointerCancel = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current || current.pointer !== event.pointerId) return;
    endHold();
    gesture.current = null;
    setSelection(null);
    if ((current.kind === 'move' || current.kind === 'resize') && current.moved) onPreview(null);
  };

  return { selection, startBar, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } };
}
