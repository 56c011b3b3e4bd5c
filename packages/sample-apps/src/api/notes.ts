/** Notes sample app: the contract of `api/apps/notes/*` (spec 001 sections 3 and 7). */

export interface NoteLabel {
  id: string;
  title: string;
}

export interface NoteTask {
  id: string;
  content: string;
  completed: boolean;
}

/** A note as stored and sent: `labels` are label ids. */
export interface Note {
  id: string;
  title: string;
  /** Plain text with line breaks. */
  content: string;
  /** A checklist, or null. */
  tasks: NoteTask[] | null;
  /** Image path or data URL, or null. */
  image: string | null;
  /** ISO date-time or null. */
  reminder: string | null;
  /** Label ids (POST and PATCH also accept label objects and store their ids). */
  labels: string[];
  archived: boolean;
  /** ISO date-time. */
  createdAt: string;
  /** ISO date-time or null. */
  updatedAt: string | null;
}

/** A note as `GET all` answers it: full label objects. */
export interface NoteWithLabels extends Omit<Note, 'labels'> {
  labels: NoteLabel[];
}

export const notesEndpoints = {
  /** GET: notes with label objects, newest first. */
  all: 'api/apps/notes/all',
  /** POST {note} → note with a new id / PATCH {updatedNote} → replaced note / DELETE ?id → true. */
  notes: 'api/apps/notes',
  /** POST {note, task}: adds an uncompleted task; answers the note. */
  tasks: 'api/apps/notes/tasks',
  /** GET / POST {title} / PATCH {label} / DELETE ?id: each answers the label list. */
  labels: 'api/apps/notes/labels',
} as const;
