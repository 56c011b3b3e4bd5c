import * as z from 'zod/mini';
import type { Domain } from '../../../core/db';
import { bool, nullableStr, rows, str, strs } from '../../../core/stored';
import type { Note, NoteLabel } from '../contracts';

export interface NotesState {
  notes: Note[];
  labels: NoteLabel[];
}

/** 15 notes (3 archived, 2 with an image, 4 with a checklist), 6 labels; dates relative to now. */
export const notesDomain: Domain<NotesState> = {
  name: 'apps.notes',
  schema: z.object({
    notes: rows({ title: str, content: str, tasks: z.nullable(rows({ content: str, completed: bool })), image: nullableStr, reminder: nullableStr, labels: strs, archived: bool, createdAt: str, updatedAt: nullableStr }),
    labels: rows({ title: str }),
  }),
  seed: async (tools) => (await import('./data')).buildNotes(tools),
};
