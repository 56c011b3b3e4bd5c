import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

/**
 * Debounced autosave: `schedule(value)` saves `delay` ms after the last call; a pending save is
 * flushed on unmount so nothing typed is lost. `status` drives a 'Saving…' / 'Saved' line.
 */
export function useAutosave<T>(save: (value: T) => Promise<boolean>, delay: number) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<{ value: T } | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  const mounted = useRef(true);

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    if (mounted.current) setStatus('saving');
    const ok = await saveRef.current(next.value);
    if (mounted.current) setStatus(ok ? 'saved' : 'error');
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
