import { useCallback, useEffect, useRef, useState } from 'react';
import { useBeforeUnloadWarning } from '@hotel/shell';

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface UseAutosaveOptions {
  /**
   * Called when the save flushed on unmount succeeded after the form was gone: forget the form's
   * draft here (the form cannot, being gone).
   */
  onSavedAfterUnmount?: () => void;
}

/**
 * Debounced autosave: `schedule(value)` saves `delay` ms after the last call; a pending save is
 * flushed on unmount so nothing typed is lost. `status` drives a 'Saving…' / 'Saved' line.
 * `flush()` saves what is pending now and answers whether everything is saved (false after a
 * failed save, until a later one works). While a save is pending or on its way, closing or
 * reloading the tab triggers the browser's warning.
 */
export function useAutosave<T>(save: (value: T) => Promise<boolean>, delay: number, options: UseAutosaveOptions = {}) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<{ value: T } | null>(null);
  const running = useRef<Promise<boolean> | null>(null);
  const failed = useRef(false);
  const saveRef = useRef(save);
  const savedAfterUnmount = useRef(options.onSavedAfterUnmount);
  useEffect(() => {
    saveRef.current = save;
    savedAfterUnmount.current = options.onSavedAfterUnmount;
  });
  const mounted = useRef(true);

  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (!next) return running.current ?? !failed.current;
    if (mounted.current) setStatus('saving');
    const run = saveRef.current(next.value).then(
      (ok) => ok,
      () => false,
    );
    running.current = run;
    const ok = await run;
    if (running.current === run) running.current = null;
    failed.current = !ok;
    if (mounted.current) setStatus(ok ? 'saved' : 'error');
    else if (ok) savedAfterUnmount.current?.();
    return ok;
  }, []);

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value };
      setStatus('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delay);
    },
    [delay, flush],
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      void flush();
    };
  }, [flush]);

  // A reload would drop what is pending or on its way: the browser asks first.
  const unsettled = status === 'pending' || status === 'saving';
  useBeforeUnloadWarning(unsettled);

  return { status, schedule, flush };
}

/** The words of a save status. */
export function saveStatusText(status: SaveStatus): string {
  switch (status) {
    case 'pending':
    case 'saving':
      return 'Saving…';
    case 'saved':
      return 'Saved';
    case 'error':
      return 'Not saved';
    default:
      return '';
  }
}
