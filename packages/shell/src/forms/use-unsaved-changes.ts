import { useConfirm } from '@hotel/ui';
import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction, type Location } from 'react-router-dom';
import type { AuthSession } from '../auth/auth-session';
import { useOptionalAuth } from '../auth/auth-provider';
import { useBeforeUnloadWarning } from './use-before-unload-warning';

export interface UseUnsavedChangesOptions {
  /** Called when the user chooses to leave (or discard) anyway, before leaving: forget the draft here. */
  onDiscard?: () => void;
  /** The question; the shell's translated "What you typed here has not been saved…" by default. */
  message?: string;
  /**
   * Whether a navigation from `current` to `next` takes the form away (asked only then). By
   * default a change of path or query; a form that stays while the query changes (a list's search
   * beside it) says `(current, next) => current.pathname !== next.pathname`.
   */
  leaves?: (current: Location, next: Location) => boolean;
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
  leaves?: (current: Location, next: Location) => boolean;
}

/** The forms mounted under one data router, and those the navigation being asked about would take away. */
interface RouterGuards {
  guards: Set<RefObject<Guard>>;
  leaving: RefObject<Guard>[];
}

/**
 * The guards of the forms mounted under each data router. A router consults only the blocker
 * registered last (React Router warns when there are several), so every form's blocker checks all
 * the forms: a clean form mounted later (a header panel's) must not let a dirty one's input go.
 */
const guardsByRouter = new WeakMap<object, RouterGuards>();

const changesPathOrQuery = (current: Location, next: Location) => current.pathname !== next.pathname || current.search !== next.search;

/**
 * Blocks a navigation that takes a dirty form away, unless the session just ended (the user chose
 * to sign in again from the unlock prompt: the draft keeps the input, and asking would trap them).
 */
const leavesScreen =
  (registry: RouterGuards, session: AuthSession | undefined): BlockerFunction =>
  ({ currentLocation, nextLocation }) => {
    if (session?.getSnapshot().status === 'signed-out') return false;
    registry.leaving = [...registry.guards].filter(({ current }) => current.dirty && (current.leaves ?? changesPathOrQuery)(currentLocation, nextLocation));
    return registry.leaving.length > 0;
  };

/** The guards of a data router's forms (one registry per router, made on first use). */
function guardsOf(router: object): RouterGuards {
  let registry = guardsByRouter.get(router);
  if (!registry) guardsByRouter.set(router, (registry = { guards: new Set(), leaving: [] }));
  return registry;
}

/** This form's guard, registered with its data router (null under a plain <MemoryRouter> or none). */
function useRouterGuards(guard: RefObject<Guard>): RouterGuards | null {
  const router = useContext(UNSAFE_DataRouterContext)?.router ?? null;
  const registry = useMemo(() => (router ? guardsOf(router) : null), [router]);
  useEffect(() => {
    if (!registry) return;
    registry.guards.add(guard);
    return () => {
      registry.guards.delete(guard);
    };
  }, [registry, guard]);
  return registry;
}

/** The router's blocker under a data router (createBrowserRouter); null under a plain <MemoryRouter> or none. */
function useOptionalBlocker(registry: RouterGuards | null, session: AuthSession | undefined) {
  const block = useMemo(() => (registry ? leavesScreen(registry, session) : null), [registry, session]);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the kind of router does not change during a component's life
  return block ? useBlocker(block) : null;
}

/**
 * Warns before unsaved input is lost: an in-app navigation to another screen asks first (under a
 * data router), closing or reloading the tab triggers the browser's own warning, and
 * `confirmDiscard()` asks before a dialog or drawer is closed. Needs the ConfirmProvider that
 * ShellProviders gives. Several forms on one screen may each use it: a navigation asks once, and
 * leaving calls the `onDiscard` of every dirty one it takes away.
 */
export function useUnsavedChanges(dirty: boolean, { onDiscard, message, leaves }: UseUnsavedChangesOptions = {}): UnsavedChanges {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const session = useOptionalAuth()?.session;
  const guard = useRef<Guard>({ dirty: false });
  const registry = useRouterGuards(guard);
  const blocker = useOptionalBlocker(registry, session);
  // Before any effect: a navigation right after a synchronous render (flushSync) sees the new state.
  useLayoutEffect(() => {
    guard.current = { dirty, onDiscard, leaves };
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
        for (const each of registry?.leaving ?? []) each.current.onDiscard?.();
        blocked.proceed();
      } else blocked.reset();
    });
  }, [blocked, ask, registry]);

  useBeforeUnloadWarning(dirty);

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
