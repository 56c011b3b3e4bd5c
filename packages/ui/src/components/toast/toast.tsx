import * as React from 'react';
import { useLoadOnIntent } from '../../hooks/use-load-on-intent';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { getToasts, subscribe, toast, type ToastFn, type ToastRecord } from './toast-store';
import { toastVariants } from './toast-variants';
import { useUiStrings } from '../ui-strings/ui-strings';

const region = lazyWithPreload(() => import('./toast-region').then((m) => m.ToastRegion));

const reportLoadFailure = (error: unknown) => console.error('The toasts could not be shown: their code did not load.', error);

type ToastContextValue = {
  /** Shows a toast; same as the global `toast()`. */
  toast: ToastFn;
  /** Closes one toast, or all. */
  dismiss: (id?: string) => void;
  /** The toasts currently known (open or closing). */
  toasts: ToastRecord[];
};

const ToastContext = React.createContext<ToastContextValue | null>(null);

function useToastRecords(): ToastRecord[] {
  return React.useSyncExternalStore(subscribe, getToasts, getToasts);
}

type ToasterProps = {
  /** Default milliseconds before a toast closes itself. */
  duration?: number;
  /** Corner of the viewport; on phones toasts always span the bottom edge. */
  position?: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
  /** Name of the notifications region, announced with the F8 hotkey hint. */
  label?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Parts of the app that may call `useToast()`. */
  children?: React.ReactNode;
};

/**
 * Hosts toasts: mount once near the root. F8 moves focus to the notifications region; toasts
 * pause while hovered or focused, close by swipe, by the × button or after `duration`. The region
 * (Radix Toast) is loaded and mounted when the first toast is queued, so an app that shows none
 * pays nothing for it.
 */
function Toaster({ duration = 5000, position = 'bottom-right', label: labelProp, closeLabel: closeLabelProp, children }: ToasterProps) {
  const strings = useUiStrings('toast');
  const label = labelProp ?? strings.label;
  const closeLabel = closeLabelProp ?? strings.close;
  const toasts = useToastRecords();
  const value = React.useMemo<ToastContextValue>(() => ({ toast, dismiss: toast.dismiss, toasts }), [toasts]);
  // The Radix region loads with the first toast and stays; a failed load is tried again by the next toast.
  const host = useLoadOnIntent(region, { active: toasts.length > 0, onError: reportLoadFailure });
  const newest = toasts.at(-1)?.id;
  React.useEffect(() => {
    if (newest !== undefined && region.getSnapshot().status === 'error') region.preload().catch(reportLoadFailure);
  }, [newest]);
  const Region = host.loaded;
  return (
    <ToastContext.Provider value={value}>
      {children}
      {Region ? <Region toasts={toasts} duration={duration} position={position} label={label} closeLabel={closeLabel} /> : null}
    </ToastContext.Provider>
  );
}

/** The toast API and the current toasts. Throws outside `<Toaster>`. */
function useToast(): ToastContextValue {
  const ctx = React.useContext(ToastContext);
  if (!ctx) throw new Error('`useToast` must be used within `<Toaster>`');
  return ctx;
}

export { Toaster, toastVariants, useToast, type ToasterProps };
