import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { SessionLock } from '../session-lock';

const LazySessionLockDialog = lazy(() => import('./session-lock-dialog').then((m) => ({ default: m.SessionLockDialog })));

export interface SessionLockHostProps {
  /** The session lock (ShellServices.lock). */
  lock: SessionLock;
}

/**
 * Shows the unlock prompt while the session lock is locked. Mounting it is what lets expired
 * requests wait for an unlock (without a host they end the session at once). The prompt's code
 * loads the first time it opens. ShellProviders renders one; render it yourself only with your own
 * providers.
 */
export function SessionLockHost({ lock }: SessionLockHostProps) {
  const { locked } = useSyncExternalStore(lock.subscribe, lock.getSnapshot, lock.getSnapshot);
  useEffect(() => lock.attach(), [lock]);
  if (!locked) return null;
  return (
    <Suspense fallback={null}>
      <LazySessionLockDialog open onUnlocked={() => lock.settle(true)} onSignInAgain={() => lock.settle(false)} />
    </Suspense>
  );
}
