import type { Domain } from '../../../core/db';
import type { Note, NoteLabel } from '../contracts';

export interface NotesState {
  notes: Note[];
  labels: NoteLabel[];
}

/** 15 notes (3 archived, 2 with an image, 4 with a checklist), 6 labels; dates relative to now. */
export const notesDomain: Domain<NotesState> = {
  name: 'apps.notes',
  seed: async (tools) => (await import('./data')).buildNotes(tools),
};
