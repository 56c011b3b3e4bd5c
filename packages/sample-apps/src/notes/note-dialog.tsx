import { useRef, useState } from 'react';
import { DraftNotice, useFormDraft, useUnsavedChanges } from '@hotel/shell';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
  Icon,
  IconButton,
  Input,
  Textarea,
} from '@hotel/ui';
import type { NoteLabel, NoteTask, NoteWithLabels } from '../api/notes';
import { assetUrl } from '../contacts/asset-url';
import { saveStatusText, useAutosave } from '../tasks/use-autosave';
import type { NoteDraft } from './use-notes';

/** Autosave delay of the note dialog (ms). */
export const NOTE_AUTOSAVE_MS = 500;
/** Largest image kept in a note. */
export const NOTE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A blank note. */
export const blankNote = (archived = false, labels: NoteLabel[] = []): NoteDraft => ({
  title: '',
  content: '',
  tasks: null,
  image: null,
  reminder: null,
  labels,
  archived,
});

const newTaskId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `t-${Date.now()}-${Math.random().toString(36).slice(2)}`);

export interface NoteDialogProps {
  /** The note, or a draft without id (created on the first save). */
  note: NoteDraft;
  labels: NoteLabel[];
  /** Creates or replaces the note; answers the saved note. */
  onSave: (draft: NoteDraft) => Promise<NoteWithLabels | null>;
  onDelete: (id: string) => Promise<boolean>;
  onClose: () => void;
}

/** True when a draft holds nothing worth saving. */
const isBlank = (d: NoteDraft) => !d.title.trim() && !d.content.trim() && !d.tasks?.length && !d.image && !d.reminder;

/** The form draft id of a note's unsaved input (`note-<id>`, or `note-new` for a note not created yet). */
export const noteDraftId = (id?: string) => `note-${id ?? 'new'}`;

/** What a note's form draft keeps: everything but the image (a data URL of up to 2 MB). */
type KeptNote = Partial<Record<keyof NoteDraft, unknown>>;

const isTask = (value: unknown): value is NoteTask =>
  typeof value === 'object' && value !== null && typeof (value as NoteTask).id === 'string' && typeof (value as NoteTask).content === 'string' && typeof (value as NoteTask).completed === 'boolean';

/** A kept draft over the note (a draft is read back from storage: fields of the wrong type and unknown labels are dropped). */
function restoredNote(note: NoteDraft, kept: KeptNote, labels: NoteLabel[]): NoteDraft {
  const keptLabels = Array.isArray(kept.labels) ? new Set(kept.labels.map((l: unknown) => (l as NoteLabel | null)?.id)) : null;
  const tasks = Array.isArray(kept.tasks) ? kept.tasks.filter(isTask) : kept.tasks === null ? null : note.tasks;
  return {
    ...note,
    title: typeof kept.title === 'string' ? kept.title : note.title,
    content: typeof kept.content === 'string' ? kept.content : note.content,
    tasks: tasks?.length ? tasks : null,
    reminder: typeof kept.reminder === 'string' || kept.reminder === null ? kept.reminder : note.reminder,
    labels: keptLabels ? labels.filter((l) => keptLabels.has(l.id)) : note.labels,
    archived: typeof kept.archived === 'boolean' ? kept.archived : note.archived,
  };
}

/**
 * The note editor: everything autosaves 500 ms after the last change; a blank new note is never
 * created. Closing saves what is pending first; when a save failed, closing asks before the input
 * is lost. Input not yet saved is kept as a draft (restored, and saved, when the note opens again
 * after a new sign-in or a reload).
 */
export function NoteDialog({ note, labels, onSave, onDelete, onClose }: NoteDialogProps) {
  const [draft, setDraft] = useState<NoteDraft>(note);
  const [newTask, setNewTask] = useState('');
  const [imageError, setImageError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const idRef = useRef(note.id);
  const [savedId, setSavedId] = useState(note.id);
  const closing = useRef(false);
  const autosave = useAutosave<NoteDraft>(
    async (value) => {
      if (!idRef.current && isBlank(value)) return true;
      const saved = await onSave({ ...value, id: idRef.current });
      if (saved) {
        idRef.current = saved.id;
        setSavedId(saved.id);
      }
      return Boolean(saved);
    },
    NOTE_AUTOSAVE_MS,
    // A save flushed on unmount lands after the dialog is gone: the draft is forgotten then.
    { onSavedAfterUnmount: () => kept.clear() },
  );
  const { status } = autosave;
  const kept = useFormDraft<KeptNote>({
    id: noteDraftId(note.id),
    values: { ...draft, image: undefined },
    dirty: status === 'pending' || status === 'saving' || status === 'error',
    onRestore: (values) => {
      const next = restoredNote(note, values, labels);
      setDraft(next);
      autosave.schedule(next);
    },
  });
  // What is pending is saved on unmount; only a failed save loses input.
  const { confirmDiscard } = useUnsavedChanges(status === 'error', { onDiscard: kept.clear });

  const change = (patch: Partial<NoteDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    autosave.schedule(next);
  };
  const requestClose = async () => {
    if (closing.current) return;
    closing.current = true;
    try {
      if (await autosave.flush()) kept.clear();
      else if (!(await confirmDiscard(true))) return;
      onClose();
    } finally {
      closing.current = false;
    }
  };
  /** 'Discard draft': the note as it was opened, saved again (a new note created from the draft is removed). */
  const discardRestored = () => {
    kept.clear();
    setDraft(note);
    const created = !note.id ? idRef.current : undefined;
    if (!created) return autosave.schedule(note);
    idRef.current = undefined;
    setSavedId(undefined);
    void onDelete(created);
  };
  const tasks = draft.tasks ?? [];
  const setTasks = (next: NoteTask[]) => change({ tasks: next.length ? next : null });
  const pickImage = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return setImageError(`“${file.name}” is not an image.`);
    if (file.size > NOTE_IMAGE_MAX_BYTES) return setImageError('The image must be at most 2 MB.');
    setImageError(null);
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === 'string' && change({ image: reader.result });
    reader.readAsDataURL(file);
  };
  const image = assetUrl(draft.image);

  return (
    <Dialog open onOpenChange={(open) => !open && void requestClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto p-0 sm:max-w-xl" closeLabel="Close note">
        <DialogTitle className="sr-only">{note.id ? 'Edit note' : 'New note'}</DialogTitle>
        <DialogDescription className="sr-only">Changes are saved automatically.</DialogDescription>
        {image ? (
          <div className="relative">
            <img src={image} alt="Attached to the note" className="max-h-80 w-full object-cover" />
            <IconButton className="absolute end-2 top-2" variant="outline" icon="heroicons-outline:trash" label="Remove image" onClick={() => change({ image: null })} />
          </div>
        ) : null}
        <div className="grid gap-3 p-5 pt-10">
          <DraftNotice restoredAt={kept.restoredAt} onDiscard={discardRestored} />
          <Input aria-label="Title" placeholder="Title" value={draft.title} onChange={(e) => change({ title: e.target.value })} className="text-lg font-semibold" />
          <Textarea aria-label="Note" placeholder="Note" rows={4} value={draft.content} onChange={(e) => change({ content: e.target.value })} />
          {tasks.length ? (
            <ul className="grid gap-1" aria-label="Checklist">
              {tasks.map((task) => (
                <li key={task.id} className="flex items-center gap-2">
                  <Checkbox
                    id={`note-task-${task.id}`}
                    checked={task.completed}
                    onCheckedChange={(checked) => setTasks(tasks.map((t) => (t.id === task.id ? { ...t, completed: checked === true } : t)))}
                  />
                  <label htmlFor={`note-task-${task.id}`} className={task.completed ? 'flex-1 break-words text-muted-foreground line-through' : 'flex-1 break-words'}>
                    {task.content}
                  </label>
                  <IconButton size="sm" icon="heroicons-outline:x-mark" label={`Remove ${task.content}`} onClick={() => setTasks(tasks.filter((t) => t.id !== task.id))} />
                </li>
              ))}
            </ul>
          ) : null}
          <form
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (!newTask.trim()) return;
              setTasks([...tasks, { id: newTaskId(), content: newTask.trim(), completed: false }]);
              setNewTask('');
            }}
          >
            <Input aria-label="New checklist item" placeholder="Add a checklist item" value={newTask} onChange={(e) => setNewTask(e.target.value)} wrapperClassName="flex-1" />
            <Button type="submit" variant="outline" disabled={!newTask.trim()}>
              Add
            </Button>
          </form>
          {draft.labels.length || draft.reminder ? (
            <p className="text-sm text-muted-foreground">
              {[draft.reminder ? `Reminder: ${draft.reminder.slice(0, 10)}` : '', ...draft.labels.map((l) => l.title)].filter(Boolean).join(' · ')}
            </p>
          ) : null}
          {imageError ? (
            <p role="alert" className="text-sm text-warn">
              {imageError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-1 border-t border-border px-3 py-2">
          <input ref={fileRef} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-label="Image file" onChange={(e) => { pickImage(e.target.files?.[0]); e.target.value = ''; }} />
          <IconButton icon="heroicons-outline:photo" label="Add image" onClick={() => fileRef.current?.click()} />
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <IconButton icon="heroicons-outline:tag" label="Labels" />
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuLabel>Labels</DropdownMenuLabel>
              {labels.map((label) => (
                <DropdownMenuCheckboxItem
                  key={label.id}
                  checked={draft.labels.some((l) => l.id === label.id)}
                  onSelect={(e) => e.preventDefault()}
                  onCheckedChange={(checked) => change({ labels: checked ? [...draft.labels, label] : draft.labels.filter((l) => l.id !== label.id) })}
                >
                  {label.title}
                </DropdownMenuCheckboxItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
          <span className="flex items-center gap-1 text-sm">
            <Icon name="heroicons-outline:clock" size="sm" className="text-muted-foreground" />
            <Input type="date" aria-label="Reminder" className="h-8" value={draft.reminder ? draft.reminder.slice(0, 10) : ''} onChange={(e) => change({ reminder: e.target.value ? `${e.target.value}T09:00:00.000Z` : null })} />
          </span>
          <IconButton
            icon={draft.archived ? 'heroicons-outline:arrow-up-tray' : 'heroicons-outline:archive-box'}
            label={draft.archived ? 'Unarchive' : 'Archive'}
            onClick={() => change({ archived: !draft.archived })}
          />
          {savedId ? <IconButton icon="heroicons-outline:trash" label="Delete note" onClick={() => setConfirm(true)} /> : null}
          <span role="status" className="ms-auto text-sm text-muted-foreground">
            {saveStatusText(autosave.status)}
          </span>
          <Button variant="ghost" onClick={() => void requestClose()}>
            Close
          </Button>
        </div>
        <ConfirmDialog
          open={confirm}
          onOpenChange={setConfirm}
          title="Delete note"
          message="Are you sure you want to delete this note? This action cannot be undone!"
          confirmLabel="Delete"
          onResult={(result) => {
            setConfirm(false);
            const id = idRef.current;
            if (result === 'confirmed' && id) void onDelete(id).then((ok) => ok && onClose());
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
