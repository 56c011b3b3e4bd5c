import { useConfirm } from '@hotel/ui';
import { useCallback, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router-dom';
import type { AuthSession } from '../auth/auth-session';
import { useOptionalAuth } from '../auth/auth-provider';

export interface UseUnsavedChangesOptions {
  /** Called when the user chooses to leave (or discard) anyway, before leaving: forget the draft here. */
  onDiscard?: () => void;
  /** The question; the shell's translated "What you typed here has not been saved…" by default. */
  message?: string;
}

export interface UnsavedChanges {
  /**
   * Asks before something that would drop the input (closing a dialog, cancelling): resolves true
   * at once when there is nothing unsaved, otherwise true only if the user chose to discard.
   */
  confirmDiscard: () => Promise<boolean>;
}

/**
 * Blocks a move to another screen while dirty, unless the session just ended (the user chose to
 * sign in again from the unlock prompt: the draft keeps the input, and asking would trap them).
 */
const leavesScreen =
  (dirty: boolean, session: AuthSession | undefined): BlockerFunction =>
  ({ currentLocation, nextLocation }) =>
    dirty &&
    session?.getSnapshot().status !== 'signed-out' &&
    (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);

/** The router's blocker under a data router (createBrowserRouter); null under a plain <MemoryRouter> or none. */
function useOptionalBlocker(block: BlockerFunction) {
  const dataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the kind of router does not change during a component's life
  return dataRouter ? useBlocker(block) : null;
}

/**
 * Warns before unsaved input is lost: an in-app navigation to another screen asks first (under a
 * data router), closing or reloading the tab triggers the browser's own warning, and
 * `confirmDiscard()` asks before a dialog or drawer is closed. Needs the ConfirmProvider that
 * ShellProviders gives.
 */
export function useUnsavedChanges(dirty: boolean, { onDiscard, message }: UseUnsavedChangesOptions = {}): UnsavedChanges {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const session = useOptionalAuth()?.session;
  const blocker = useOptionalBlocker(leavesScreen(dirty, session));
  const onDiscardRef = useRef(onDiscard);
  useEffect(() => {
    onDiscardRef.current = onDiscard;
  });

  const ask = useCallback(
    async () =>
      (await confirm({
        title: t('unsaved.title'),
        message: message ?? t('unsaved.message'),
        confirmLabel: t('unsaved.leave'),
        cancelLabel: t('unsaved.stay'),
        tone: 'warn',
      })) === 'confirmed',
    [confirm, message, t],
  );

  const blocked = blocker?.state === 'blocked' ? blocker : null;
  useEffect(() => {
    if (!blocked) return;
    void ask().then((leave) => {
      if (leave) {
        onDiscardRef.current?.();
        blocked.proceed();
      } else blocked.reset();
    });
  }, [blocked, ask]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const confirmDiscard = useCallback(async () => {
    if (!dirty) return true;
    const leave = await ask();
    if (leave) onDiscardRef.current?.();
    return leave;
  }, [dirty, ask]);
  return { confirmDiscard };
}
