import { act, renderHook } from '@testing-library/react';
import type { PointerEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartRoom } from '@hotel/domain';
import { TOUCH_HOLD_MS, useGridPointer } from './use-grid-pointer';

/*
 * The pointer gestures on free cells, with the clock faked: a mouse press selects at once; a
 * finger scrolls when it moves before TOUCH_HOLD_MS, selects nights when held first, and a tap
 * selects its one night.
 */

const geometry = { roomWidth: 72, headerHeight: 40, rowHeight: 36, dayWidth: 32 };
const room = { id: 'room-1', number: '101' } as ChartRoom;
const FROM = '2026-12-01';

function grid() {
  const scroller = document.createElement('div');
  scroller.getBoundingClientRect = () => ({ left: 0, top: 0, right: 800, bottom: 600, width: 800, height: 600, x: 0, y: 0, toJSON: () => ({}) });
  scroller.setPointerCapture = vi.fn();
  const row = document.createElement('div');
  row.dataset.room = room.id;
  const cells = Array.from({ length: 10 }, (_, i) => {
    const cell = document.createElement('div');
    cell.dataset.date = `2026-12-${String(i + 1).padStart(2, '0')}`;
    row.append(cell);
    return cell;
  });
  scroller.append(row);
  document.body.append(scroller);
  return { scroller, cells };
}

/** A pointer event on cell `day` of the one row (the hook reads the target, the point and the pointer). */
const at = (cells: HTMLElement[], day: number, pointerType: 'mouse' | 'touch', extra: { dx?: number } = {}) =>
  ({
    button: 0,
    pointerId: 1,
    pointerType,
    target: cells[day],
    clientX: geometry.roomWidth + day * geometry.dayWidth + 10 + (extra.dx ?? 0),
    clientY: geometry.headerHeight + 10,
  }) as unknown as PointerEvent<HTMLElement>;

function setup() {
  const { scroller, cells } = grid();
  const onSelect = vi.fn();
  const { result } = renderHook(() =>
    useGridPointer({ scroller: { current: scroller }, geometry, rows: [{ kind: 'room', key: room.id, room }], order: [room.id], from: FROM, days: 10, onPreview: vi.fn(), onCommit: vi.fn(), onSelect }),
  );
  return { result, cells, onSelect, scroller };
}

describe('useGridPointer on free cells', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('a mouse press selects at once; dragged across three cells it selects three nights', () => {
    const { result, cells, onSelect, scroller } = setup();
    act(() => result.current.handlers.onPointerDown(at(cells, 2, 'mouse')));
    expect(result.current.selection).toEqual({ room: room.id, arrivalDate: '2026-12-03', departureDate: '2026-12-04' });
    expect(scroller.setPointerCapture).toHaveBeenCalledWith(1);
    act(() => result.current.handlers.onPointerMove(at(cells, 4, 'mouse')));
    act(() => result.current.handlers.onPointerUp(at(cells, 4, 'mouse')));
    expect(onSelect).toHaveBeenCalledWith({ room: room.id, arrivalDate: '2026-12-03', departureDate: '2026-12-06' });
    expect(result.current.selection).toBeNull();
  });

  it('a finger that moves before the hold scrolls: nothing is selected, now or later', () => {
    const { result, cells, onSelect, scroller } = setup();
    act(() => result.current.handlers.onPointerDown(at(cells, 2, 'touch')));
    expect(result.current.selection).toBeNull();
    act(() => result.current.handlers.onPointerMove(at(cells, 2, 'touch', { dx: 12 })));
    act(() => void vi.advanceTimersByTime(TOUCH_HOLD_MS * 2));
    expect(result.current.selection).toBeNull();
    act(() => result.current.handlers.onPointerUp(at(cells, 3, 'touch')));
    expect(onSelect).not.toHaveBeenCalled();
    expect(scroller.setPointerCapture).not.toHaveBeenCalled();
  });

  it('a finger held still selects from its cell, and dragged then selects the nights it crosses', () => {
    const { result, cells, onSelect, scroller } = setup();
    act(() => result.current.handlers.onPointerDown(at(cells, 2, 'touch')));
    act(() => void vi.advanceTimersByTime(TOUCH_HOLD_MS - 1));
    expect(result.current.selection).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.selection).toEqual({ room: room.id, arrivalDate: '2026-12-03', departureDate: '2026-12-04' });
    expect(scroller.setPointerCapture).toHaveBeenCalledWith(1);
    act(() => result.current.handlers.onPointerMove(at(cells, 5, 'touch')));
    act(() => result.current.handlers.onPointerUp(at(cells, 5, 'touch')));
    expect(onSelect).toHaveBeenCalledWith({ room: room.id, arrivalDate: '2026-12-03', departureDate: '2026-12-07' });
  });

  it('while a finger selects, its touchmove is cancelled (the chart does not scroll); before the hold it is not', () => {
    const { result, cells, scroller } = setup();
    const move = () => {
      const event = new Event('touchmove', { cancelable: true, bubbles: true });
      scroller.dispatchEvent(event);
      return event.defaultPrevented;
    };
    act(() => result.current.handlers.onPointerDown(at(cells, 2, 'touch')));
    expect(move()).toBe(false);
    act(() => void vi.advanceTimersByTime(TOUCH_HOLD_MS));
    expect(move()).toBe(true);
  });

  it('a tap selects its one night; a cancelled touch selects nothing', () => {
    const { result, cells, onSelect } = setup();
    act(() => result.current.handlers.onPointerDown(at(cells, 6, 'touch')));
    act(() => result.current.handlers.onPointerUp(at(cells, 6, 'touch')));
    expect(onSelect).toHaveBeenCalledWith({ room: room.id, arrivalDate: '2026-12-07', departureDate: '2026-12-08' });
    onSelect.mockClear();
    act(() => result.current.handlers.onPointerDown(at(cells, 6, 'touch')));
    act(() => result.current.handlers.onPointerCancel(at(cells, 6, 'touch')));
    act(() => void vi.advanceTimersByTime(TOUCH_HOLD_MS * 2));
    expect(result.current.selection).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
