import { useCallback, useEffect, useRef, useState } from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { useOptionalAuth } from '../auth/auth-provider';
import { clearDraft, draftKey, loadDraft, saveDraft } from './form-drafts';

export interface UseFormDraftOptions<T> {
  /** Names the form on its screen, e.g. 'new-guest' or `edit-${id}`; the screen's path and the user are added. */
  id: string;
  /** The form's current values (JSON-serialisable); kept as the draft while `dirty`. */
  values: T;
  /** Whether the values differ from what is saved. A clean form keeps no draft. */
  dirty: boolean;
  /** Called once, on mount, with the draft kept for this user, screen and form (then `restoredAt` is set). */
  onRestore: (values: T) => void;
  /** False: no draft is read or kept (for example while the form's record is still loading). Default true. */
  enabled?: boolean;
  /**
   * Where the draft belongs, instead of the current screen's path: give one when the same form
   * opens from several paths (a mailbox's folders) or from every screen (a header panel).
   */
  scope?: string;
}

export interface FormDraft {
  /** When the restored draft was last changed (ms since the epoch); null when nothing was restored. */
  restoredAt: number | null;
  /** Forgets the draft (after a successful save, or when the user discards the input). */
  clear: () => void;
  /** Hides the restored-draft notice without touching the draft. */
  dismiss: () => void;
}

const currentPath = (routerPath: string | null) =>
  routerPath ?? (typeof location === 'undefined' ? '/' : location.pathname);

function useOptionalPathname(): string | null {
  const inRouter = useInRouterContext();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- being inside a router does not change during a component's life
  return inRouter ? useLocation().pathname : null;
}

/**
 * Keeps a form's unsaved input as a draft (sessionStorage, per user, screen and form) and restores
 * it when the form mounts again: after the session expired and the user signed in again, or after
 * a reload. Clear it once the input is saved or deliberately discarded.
 */
export function useFormDraft<T>({ id, values, dirty, onRestore, enabled = true, scope }: UseFormDraftOptions<T>): FormDraft {
  const userId = useOptionalAuth()?.user?.id ?? null;
  const pathname = useOptionalPathname();
  const path = scope ?? currentPath(pathname);
  const key = enabled && userId ? draftKey(userId, path, id) : null;
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const onRestoreRef = useRef(onRestore);
  useEffect(() => {
    onRestoreRef.current = onRestore;
  });
  const restoredKey = useRef<string | null>(null);
  const serialized = dirty ? JSON.stringify(values) : null;

  useEffect(() => {
    if (!key || restoredKey.current === key) return;
    restoredKey.current = key;
    const draft = loadDraft<T>(key);
    if (!draft) return;
    onRestoreRef.current(draft.values);
    // The draft is read from sessionStorage (outside React) once per form, user and screen.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestoredAt(draft.savedAt);
  }, [key]);

  useEffect(() => {
    // Until this key's draft was read, a clean first render must not erase it.
    if (!key || restoredKey.current !== key) return;
    if (serialized === null) clearDraft(key);
    else saveDraft(key, JSON.parse(serialized) as T);
  }, [key, serialized]);

  const clear = useCallback(() => {
    if (key) clearDraft(key);
    setRestoredAt(null);
  }, [key]);
  const dismiss = useCallback(() => setRestoredAt(null), []);
  return { restoredAt, clear, dismiss };
}
