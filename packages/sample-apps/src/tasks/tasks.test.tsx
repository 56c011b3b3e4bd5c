import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '../api/tasks';
import { saveStatusText, useAutosave } from './use-autosave';
import { moveTask, remainingCount, remainingLabel } from './use-tasks';

const task = (id: string, extra: Partial<Task> = {}): Task => ({
  id,
  type: 'task',
  title: id,
  notes: '',
  completed: false,
  dueDate: null,
  priority: 1,
  tags: [],
  assignedTo: null,
  subTasks: [],
  order: 0,
  ...extra,
});

describe('remaining tasks', () => {
  it('counts open tasks only (not sections, not completed)', () => {
    expect(remainingCount([task('a'), task('b', { completed: true }), task('s', { type: 'section' })])).toBe(1);
  });
  it.each([
    [0, '0 remaining tasks'],
    [1, '1 remaining task'],
    [3, '3 remaining tasks'],
  ])('%i → %s', (n, text) => expect(remainingLabel(n)).toBe(text));
});

describe('moveTask', () => {
  const list = ['a', 'b', 'c', 'd'].map((id, order) => task(id, { order }));
  it.each([
    [0, 2, ['b', 'c', 'a', 'd']],
    [3, 0, ['d', 'a', 'b', 'c']],
    [1, 1, ['a', 'b', 'c', 'd']],
  ])('moves %i to %i', (from, to, ids) => {
    const moved = moveTask(list, from, to);
    expect(moved.map((t) => t.id)).toEqual(ids);
    expect(moved.map((t) => t.order)).toEqual([0, 1, 2, 3]);
  });
});

describe('useAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function Probe({ save }: { save: (v: string) => Promise<boolean> }) {
    const { status, schedule } = useAutosave(save, 300);
    return (
      <>
        <button type="button" onClick={() => schedule('a')}>a</button>
        <button type="button" onClick={() => schedule('ab')}>ab</button>
        <p>{`status:${saveStatusText(status)}`}</p>
      </>
    );
  }

  it('saves once, 300 ms after the last change, then says Saved', async () => {
    const save = vi.fn(async () => true);
    render(<Probe save={save} />);
    act(() => screen.getByText('a').click());
    await act(async () => vi.advanceTimersByTime(200));
    act(() => screen.getByText('ab').click());
    await act(async () => vi.advanceTimersByTime(299));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText('status:Saving…')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('ab');
    expect(screen.getByText('status:Saved')).toBeInTheDocument();
  });

  it('says Not saved when the save fails', async () => {
    render(<Probe save={async () => false} />);
    act(() => screen.getByText('a').click());
    await act(async () => vi.advanceTimersByTime(300));
    expect(screen.getByText('status:Not saved')).toBeInTheDocument();
  });

  it('flush() saves what is pending at once and answers whether everything is saved', async () => {
    let works = false;
    const save = vi.fn(async () => works);
    let flush: () => Promise<boolean> = async () => true;
    function Flusher() {
      const autosave = useAutosave(save, 300);
      flush = autosave.flush;
      return <button type="button" onClick={() => autosave.schedule('a')}>a</button>;
    }
    render(<Flusher />);
    await act(async () => expect(await flush()).toBe(true));
    act(() => screen.getByText('a').click());
    await act(async () => expect(await flush()).toBe(false));
    expect(save).toHaveBeenCalledTimes(1);
    // Nothing pending, but the last save failed: still not saved.
    await act(async () => expect(await flush()).toBe(false));
    works = true;
    act(() => screen.getByText('a').click());
    await act(async () => expect(await flush()).toBe(true));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('flushes a pending change on unmount', () => {
    const save = vi.fn(async () => true);
    const { unmount } = render(<Probe save={save} />);
    act(() => screen.getByText('a').click());
    unmount();
    expect(save).toHaveBeenCalledWith('a');
  });

  it('tells onSavedAfterUnmount when the save flushed on unmount worked, not when it failed', async () => {
    for (const works of [true, false]) {
      const savedAfterUnmount = vi.fn();
      function Form() {
        const autosave = useAutosave(async () => works, 300, { onSavedAfterUnmount: savedAfterUnmount });
        return <button type="button" onClick={() => autosave.schedule('a')}>a</button>;
      }
      const { unmount } = render(<Form />);
      act(() => screen.getByText('a').click());
      unmount();
      await act(async () => {});
      expect(savedAfterUnmount).toHaveBeenCalledTimes(works ? 1 : 0);
    }
  });

  it('does not call onSavedAfterUnmount for a save that lands while mounted', async () => {
    const savedAfterUnmount = vi.fn();
    function Form() {
      const autosave = useAutosave(async () => true, 300, { onSavedAfterUnmount: savedAfterUnmount });
      return <button type="button" onClick={() => autosave.schedule('a')}>a</button>;
    }
    render(<Form />);
    act(() => screen.getByText('a').click());
    await act(async () => vi.advanceTimersByTime(300));
    expect(savedAfterUnmount).not.toHaveBeenCalled();
  });
});
