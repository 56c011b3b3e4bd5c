import { useConfirm } from '@hotel/ui';
import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
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
   * `unsaved` overrides the last render's `dirty` when the caller knows better (for example after
   * awaiting a save that failed). After a 'leave' answer, a navigation that closes the form (its
   * URL changes) goes without asking again.
   */
  confirmDiscard: (unsaved?: boolean) => Promise<boolean>;
}

/** One form's guard, as the router's blocker reads it when a navigation starts. */
interface Guard {
  dirty: boolean;
  onDiscard?: () => void;
}

/**
 * The guards of the forms mounted under each data router. A router consults only the blocker
 * registered last (React Router warns when there are several), so every form's blocker checks all
 * the forms: a clean form mounted later (a header panel's) must not let a dirty one's input go.
 */
const guardsByRouter = new WeakMap<object, Set<RefObject<Guard>>>();

const anyDirty = (guards: Set<RefObject<Guard>>) => [...guards].some((guard) => guard.current.dirty);

/**
 * Blocks a move to another screen while some form is dirty, unless the session just ended (the
 * user chose to sign in again from the unlock prompt: the draft keeps the input, and asking would
 * trap them).
 */
const leavesScreen =
  (guards: Set<RefObject<Guard>>, session: AuthSession | undefined): BlockerFunction =>
  ({ currentLocation, nextLocation }) =>
    anyDirty(guards) &&
    session?.getSnapshot().status !== 'signed-out' &&
    (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);

/** The guards of a data router's forms (one set per router, made on first use). */
function guardsOf(router: object): Set<RefObject<Guard>> {
  let guards = guardsByRouter.get(router);
  if (!guards) guardsByRouter.set(router, (guards = new Set()));
  return guards;
}

/** This form's guard, registered with its data router (null under a plain <MemoryRouter> or none). */
function useRouterGuards(guard: RefObject<Guard>): Set<RefObject<Guard>> | null {
  const router = useContext(UNSAFE_DataRouterContext)?.router ?? null;
  const guards = useMemo(() => (router ? guardsOf(router) : null), [router]);
  useEffect(() => {
    if (!guards) return;
    guards.add(guard);
    return () => {
      guards.delete(guard);
    };
  }, [guards, guard]);
  return guards;
}

/** The router's blocker under a data router (createBrowserRouter); null under a plain <MemoryRouter> or none. */
function useOptionalBlocker(guards: Set<RefObject<Guard>> | null, session: AuthSession | undefined) {
  const block = useMemo(() => (guards ? leavesScreen(guards, session) : null), [guards, session]);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the kind of router does not change during a component's life
  return block ? useBlocker(block) : null;
}

/**
 * Warns before unsaved input is lost: an in-app navigation to another screen asks first (under a
 * data router), closing or reloading the tab triggers the browser's own warning, and
 * `confirmDiscard()` asks before a dialog or drawer is closed. Needs the ConfirmProvider that
 * ShellProviders gives. Several forms on one screen may each use it: a navigation asks once, and
 * leaving calls the `onDiscard` of every dirty one.
 */
export function useUnsavedChanges(dirty: boolean, { onDiscard, message }: UseUnsavedChangesOptions = {}): UnsavedChanges {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const session = useOptionalAuth()?.session;
  const guard = useRef<Guard>({ dirty: false });
  const guards = useRouterGuards(guard);
  const blocker = useOptionalBlocker(guards, session);
  // Before any effect: a navigation right after a synchronous render (flushSync) sees the new state.
  useLayoutEffect(() => {
    guard.current = { dirty, onDiscard };
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
        for (const each of guards ?? [guard]) if (each.current.dirty) each.current.onDiscard?.();
        blocked.proceed();
      } else blocked.reset();
    });
  }, [blocked, ask, guards, guard]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const confirmDiscard = useCallback(
    async (unsaved = dirty) => {
      if (!unsaved) return true;
      const leave = await ask();
      if (leave) {
        guard.current.onDiscard?.();
        // The user let the input go: the navigation that closes the form (a URL without it) must not ask again.
        guard.current = { ...guard.current, dirty: false };
      }
      return leave;
    },
    [dirty, ask, guard],
  );
  return { confirmDiscard };
}
