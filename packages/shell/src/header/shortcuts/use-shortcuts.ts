import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@hotel/ui';
import type { Shortcut } from '../../api';
import { useShellDataSources } from '../../data-sources/use-shell-data-sources';
import type { ShortcutInput } from '../../data-sources/types';
import { errorMessage } from '../../errors/error-panel';
import { isAbortError } from '../../http/http-error';

/** The panel's modes (000 section 4). */
export type ShortcutsMode = 'view' | 'modify' | 'add' | 'edit';

/** What the shortcut form edits (the id is kept by the hook). */
export type { ShortcutInput };

export interface UseShortcutsOptions {
  /** Shortcuts already loaded (e.g. by the route loader); skips the first fetch. */
  initialItems?: Shortcut[];
}

export interface ShortcutsState {
  status: 'loading' | 'error' | 'ready';
  items: Shortcut[];
  error: string | null;
  mode: ShortcutsMode;
  /** The shortcut open in the edit form (mode 'edit'). */
  editing: Shortcut | null;
  /** Whether a save or delete is in flight. */
  saving: boolean;
  reload: () => Promise<void>;
  /** Opening the panel always starts in view. */
  resetMode: () => void;
  /** view → modify (the pencil). */
  enterModify: () => void;
  /** modify → view (the check). */
  exitModify: () => void;
  /** view → add (the plus), with an empty form. */
  startAdd: () => void;
  /** modify → edit: a shortcut chosen in modify mode. */
  startEdit: (id: string) => void;
  /** add → view, edit → modify. */
  cancel: () => void;
  /** Add (POST) or Update (PATCH); back to modify. Shown at once, rolled back with a toast on failure. */
  save: (input: ShortcutInput) => Promise<void>;
  /** Delete the shortcut being edited (DELETE ?id=); back to modify. */
  remove: (id: string) => Promise<void>;
}

let tempCounter = 0;

/**
 * State of the shortcuts panel: the list (the `shortcuts` data source; by default GET
 * api/common/shortcuts), the modes view / modify /
 * add / edit with exactly the transitions of 000 section 4, and optimistic create, update and
 * delete with rollback and an error toast.
 */
export function useShortcuts({ initialItems }: UseShortcutsOptions = {}): ShortcutsState {
  const { shortcuts: source } = useShellDataSources();
  const { t } = useTranslation();
  const [items, setItems] = useState<Shortcut[]>(initialItems ?? []);
  const [status, setStatus] = useState<ShortcutsState['status']>(initialItems ? 'ready' : 'loading');
  const [error, setError] = useState<string | null>(null);
  const [mode, setMode] = useState<ShortcutsMode>('view');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    try {
      const list = await source.list({ signal: abort.signal });
      if (abort.signal.aborted) return;
      setItems(list);
      setError(null);
      setStatus('ready');
    } catch (cause) {
      if (isAbortError(cause) || abort.signal.aborted) return;
      setError(errorMessage(cause) ?? t('errors.unknown'));
      setStatus('error');
    }
  }, [source, t]);

  useEffect(() => {
    // load() sets state only once the request has answered (after an await).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!initialItems) void load();
    return () => controller.current?.abort();
    // initialItems only seeds the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);

  const fail = useCallback(
    (cause: unknown) =>
      toast.error(t('panel.saveFailed', { defaultValue: 'The change could not be saved and was undone.' }), {
        description: errorMessage(cause),
      }),
    [t],
  );

  const save = useCallback(
    async (input: ShortcutInput) => {
      const editing = mode === 'edit' ? items.find((item) => item.id === editingId) : undefined;
      setSaving(true);
      if (editing) {
        const optimistic = { ...editing, ...input };
        setItems((list) => list.map((item) => (item.id === editing.id ? optimistic : item)));
        setMode('modify');
        setEditingId(null);
        try {
          const saved = await source.update(editing.id, input);
          setItems((list) => list.map((item) => (item.id === editing.id ? saved : item)));
        } catch (cause) {
          setItems((list) => list.map((item) => (item.id === editing.id ? editing : item)));
          fail(cause);
        } finally {
          setSaving(false);
        }
        return;
      }
      const tempId = `pending-shortcut-${++tempCounter}`;
      setItems((list) => [{ id: tempId, ...input }, ...list]);
      setMode('modify');
      setEditingId(null);
      try {
        const created = await source.create(input);
        setItems((list) => list.map((item) => (item.id === tempId ? created : item)));
      } catch (cause) {
        setItems((list) => list.filter((item) => item.id !== tempId));
        fail(cause);
      } finally {
        setSaving(false);
      }
    },
    [mode, items, editingId, source, fail],
  );

  const remove = useCallback(
    async (id: string) => {
      const index = items.findIndex((item) => item.id === id);
      const removed = items[index];
      if (!removed) return;
      setSaving(true);
      setItems((list) => list.filter((item) => item.id !== id));
      setMode('modify');
      setEditingId(null);
      try {
        await source.remove(id);
      } catch (cause) {
        setItems((list) => {
          const next = [...list];
          next.splice(Math.min(index, next.length), 0, removed);
          return next;
        });
        fail(cause);
      } finally {
        setSaving(false);
      }
    },
    [items, source, fail],
  );

  const editing = mode === 'edit' ? (items.find((item) => item.id === editingId) ?? null) : null;

  return {
    status,
    items,
    error,
    mode,
    editing,
    saving,
    reload: useCallback(async () => {
      setStatus('loading');
      await load();
    }, [load]),
    resetMode: useCallback(() => {
      setMode('view');
      setEditingId(null);
    }, []),
    enterModify: useCallback(() => setMode((m) => (m === 'view' ? 'modify' : m)), []),
    exitModify: useCallback(() => setMode((m) => (m === 'modify' ? 'view' : m)), []),
    startAdd: useCallback(() => {
      setEditingId(null);
      setMode((m) => (m === 'view' ? 'add' : m));
    }, []),
    startEdit: useCallback(
      (id: string) => {
        if (mode !== 'modify' || !items.some((item) => item.id === id)) return;
        setEditingId(id);
        setMode('edit');
      },
      [mode, items],
    ),
    cancel: useCallback(() => {
      setEditingId(null);
      setMode((m) => (m === 'add' ? 'view' : m === 'edit' ? 'modify' : m));
    }, []),
    save,
    remove,
  };
}
