import { cn } from '@hotel/ui';
import { useEffect } from 'react';
import { defaultLoadingStore, type LoadingStore } from './loading-store';
import { useLoadingBar } from './use-loading-bar';

export interface LoadingBarProps {
  /** The store to follow; the shell's default store when omitted. */
  store?: LoadingStore;
  /** Show and hide automatically with tracked requests. Default true. */
  autoMode?: boolean;
  /** Accessible name of the progress bar. Default 'Loading'. */
  label?: string;
  className?: string;
}

const KEYFRAMES =
  '@keyframes hotel-loading-bar{0%{inset-inline-start:-40%;width:40%}60%{inset-inline-start:60%;width:50%}100%{inset-inline-start:100%;width:10%}}' +
  '.hotel-loading-bar-indeterminate{animation:hotel-loading-bar 1.4s cubic-bezier(.65,.05,.36,1) infinite}' +
  '@media (prefers-reduced-motion: reduce){.hotel-loading-bar-indeterminate{animation:none;inset-inline-start:0;width:100%;opacity:.7}}';

/**
 * The top loading bar: fixed at the top, full width, 6 px high, above everything (z-index 999).
 * Rendered only while shown. Indeterminate mode animates (a static bar with reduced motion).
 */
export function LoadingBar({ store = defaultLoadingStore, autoMode = true, label = 'Loading', className }: LoadingBarProps) {
  const state = useLoadingBar(store);
  useEffect(() => store.setAutoMode(autoMode), [store, autoMode]);
  if (!state.show) return null;
  const determinate = state.mode === 'determinate';
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      aria-valuenow={determinate ? state.progress : undefined}
      data-slot="loading-bar"
      data-state={state.mode}
      className={cn('fixed inset-x-0 top-0 z-[999] h-1.5 w-full overflow-hidden bg-primary/20', className)}
    >
      {determinate ? (
        <div
          data-slot="loading-bar-indicator"
          className="h-full bg-primary transition-[width] duration-200 ease-out motion-reduce:transition-none"
          style={{ width: `${state.progress}%` }}
        />
      ) : (
        <>
          <style href="hotel-loading-bar" precedence="default">
            {KEYFRAMES}
          </style>
          <div data-slot="loading-bar-indicator" className="hotel-loading-bar-indeterminate absolute inset-y-0 bg-primary" />
        </>
      )}
    </div>
  );
}
