import * as React from 'react';
import type { ConfirmOptions, ConfirmResult } from './confirm-dialog';

const LazyConfirmDialog = React.lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

type ConfirmFn = (options?: ConfirmOptions) => Promise<ConfirmResult>;
const ConfirmContext = React.createContext<ConfirmFn | null>(null);

type Pending = { options: ConfirmOptions; resolve: (result: ConfirmResult) => void };

type ConfirmProviderProps = {
  /** The app (or the part of it) that may call `useConfirm()`. */
  children: React.ReactNode;
  /** Defaults applied to every confirmation (e.g. translated labels). */
  defaults?: ConfirmOptions;
};

/**
 * Hosts one ConfirmDialog for imperative `await confirm()` calls below it. The dialog's code (Radix
 * alert dialog, focus trap, scroll lock) loads on the first confirmation, so an app that wraps
 * everything in this provider keeps it out of its first screen.
 */
function ConfirmProvider({ children, defaults }: ConfirmProviderProps) {
  const [pending, setPending] = React.useState<Pending | null>(null);
  const [open, setOpen] = React.useState(false);
  const pendingRef = React.useRef<Pending | null>(null);
  const confirm = React.useCallback<ConfirmFn>(
    (options = {}) =>
      new Promise<ConfirmResult>((resolve) => {
        // A second request supersedes the first, which counts as cancelled.
        pendingRef.current?.resolve('cancelled');
        const next = { options, resolve };
        pendingRef.current = next;
        setPending(next);
        setOpen(true);
      }),
    [],
  );
  const onResult = (result: ConfirmResult) => {
    pendingRef.current?.resolve(result);
    pendingRef.current = null;
    setOpen(false);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending ? (
        <React.Suspense fallback={null}>
          <LazyConfirmDialog {...defaults} {...pending.options} open={open} onResult={onResult} />
        </React.Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

/** Returns `confirm(options?)`, which opens the dialog and resolves 'confirmed' or 'cancelled'. Throws outside ConfirmProvider. */
function useConfirm(): ConfirmFn {
  const ctx = React.useContext(ConfirmContext);
  if (!ctx) throw new Error('`useConfirm` must be used within `<ConfirmProvider>`');
  return ctx;
}

export { ConfirmProvider, useConfirm, type ConfirmProviderProps };
