import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage, isAbortError, useDataChanged, useHttpClient } from '@hotel/shell';
import { toast } from '@hotel/ui';
import { SAMPLE_DATA } from '../api/data-names';
import { notesEndpoints, type Note, type NoteLabel, type NoteWithLabels } from '../api/notes';

/** Which notes to show: the live ones, the archive, or one label's. */
export type NotesFilter = { kind: 'notes' } | { kind: 'archive' } | { kind: 'label'; id: string };

/** Notes of a filter whose title or content contains `query` (case-insensitive). */
export function filterNotes(notes: NoteWithLabels[], filter: NotesFilter, query: string): NoteWithLabels[] {
  const needle = query.trim().toLocaleLowerCase();
  return notes.filter((note) => {
    if (filter.kind === 'notes' && note.archived) return false;
    if (filter.kind === 'archive' && !note.archived) return false;
    if (filter.kind === 'label' && !note.labels.some((l) => l.id === filter.id)) return false;
    return !needle || note.title.toLocaleLowerCase().includes(needle) || note.content.toLocaleLowerCase().includes(needle);
  });
}

/** Items of column `column` of `count` (item i goes to column i mod count). */
export function masonryColumn<T>(items: T[], column: number, count: number): T[] {
  return items.filter((_, i) => i % count === column);
}

/** The stored shape of a note (label ids). */
export const toStored = (note: NoteWithLabels): Note => ({ ...note, labels: note.labels.map((l) => l.id) });

export type NoteDraft = Omit<NoteWithLabels, 'id' | 'createdAt' | 'updatedAt'> & { id?: string; createdAt?: string; updatedAt?: string | null };

/**
 * Notes and labels with their calls; failures roll back and toast. When the notes changed
 * elsewhere (another tab), they load again quietly (they stay on screen until the answer).
 */
export function useNotes() {
  const client = useHttpClient();
  const [notes, setNotes] = useState<NoteWithLabels[]>([]);
  const [labels, setLabels] = useState<NoteLabel[]>([]);
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const ref = useRef(notes);
  useEffect(() => {
    ref.current = notes;
  }, [notes]);

  useEffect(() => {
    let live = true;
    Promise.all([client.get<NoteWithLabels[]>(notesEndpoints.all), client.get<NoteLabel[]>(notesEndpoints.labels)]).then(
      ([n, l]) => {
        if (!live) return;
        setNotes(n);
        setLabels(l);
        setStatus('ready');
        setError(null);
      },
      (e: unknown) => {
        if (!live || isAbortError(e)) return;
        setError(errorMessage(e) ?? 'The notes could not be loaded.');
        setStatus('error');
      },
    );
    return () => {
      live = false;
    };
  }, [client, attempt]);

  const reload = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);
  useDataChanged(() => setAttempt((n) => n + 1), { domains: [SAMPLE_DATA.notes] });

  /** Creates (no id yet) or replaces a note; answers the saved note or null. */
  const save = useCallback(
    async (draft: NoteDraft): Promise<NoteWithLabels | null> => {
      const body = { ...draft, labels: draft.labels.map((l) => l.id) };
      if (!draft.id) {
        try {
          const created = await client.post<NoteWithLabels>(notesEndpoints.notes, { note: body });
          setNotes((list) => [created, ...list]);
          return created;
        } catch (e) {
          toast.error('The note could not be added.', { description: errorMessage(e) ?? undefined });
          return null;
        }
      }
      const before = ref.current;
      const id = draft.id;
      setNotes((list) => list.map((n) => (n.id === id ? ({ ...n, ...draft } as NoteWithLabels) : n)));
      try {
        const saved = await client.patch<NoteWithLabels>(notesEndpoints.notes, { updatedNote: body });
        setNotes((list) => list.map((n) => (n.id === id ? saved : n)));
        return saved;
      } catch (e) {
        setNotes(before);
        toast.error('The note could not be saved.', { description: errorMessage(e) ?? undefined });
        return null;
      }
    },
    [client],
  );

  const remove = useCallback(
    async (id: string) => {
      const before = ref.current;
      setNotes((list) => list.filter((n) => n.id !== id));
      try {
        await client.delete<boolean>(notesEndpoints.notes, { query: { id } });
        return true;
      } catch (e) {
        setNotes(before);
        toast.error('The note could not be deleted.', { description: errorMessage(e) ?? undefined });
        return false;
      }
    },
    [client],
  );

  const labelCall = useCallback(
    async (call: () => Promise<NoteLabel[]>, failure: string) => {
      try {
        const next = await call();
        setLabels(next);
        // Keep the notes' label objects in step (renamed or deleted labels).
        setNotes((list) => list.map((n) => ({ ...n, labels: n.labels.map((l) => next.find((x) => x.id === l.id)).filter((l): l is NoteLabel => Boolean(l)) })));
        return true;
      } catch (e) {
        toast.error(failure, { description: errorMessage(e) ?? undefined });
        return false;
      }
    },
    [],
  );
  const createLabel = useCallback((title: string) => labelCall(() => client.post<NoteLabel[]>(notesEndpoints.labels, { title }), 'The label could not be created.'), [client, labelCall]);
  const renameLabel = useCallback(
    (id: string, title: string) => labelCall(() => client.patch<NoteLabel[]>(notesEndpoints.labels, { label: { id, title } }), 'The label could not be renamed.'),
    [client, labelCall],
  );
  const deleteLabel = useCallback(
    (id: string) => labelCall(() => client.delete<NoteLabel[]>(notesEndpoints.labels, { query: { id } }), 'The label could not be deleted.'),
    [client, labelCall],
  );

  return useMemo(
    () => ({ notes, labels, status, error, reload, save, remove, createLabel, renameLabel, deleteLabel }),
    [notes, labels, status, error, reload, save, remove, createLabel, renameLabel, deleteLabel],
  );
}
