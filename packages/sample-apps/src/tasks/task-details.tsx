import { useState } from 'react';
import { DraftNotice, useFormDraft, useUnsavedChanges } from '@hotel/shell';
import {
  Button,
  ConfirmDialog,
  DrawerTitle,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  FormField,
  Icon,
  IconButton,
  Input,
  Textarea,
} from '@hotel/ui';
import type { Task, TaskPriority } from '../api/tasks';
import { TagsField, type TagsLookups } from '../contacts/tags-field';
import { PRIORITIES } from './task-row';
import { saveStatusText, useAutosave } from './use-autosave';

export interface TaskDetailsProps {
  task: Task;
  tags: TagsLookups;
  /** Saves changes; answers whether it worked. */
  onChange: (changes: Partial<Omit<Task, 'id'>>) => Promise<boolean>;
  /** Deletes (after the confirmation). */
  onDelete: () => void;
  onClose: () => void;
}

/** Autosave delay of the title and notes (ms). */
export const TASK_AUTOSAVE_MS = 300;

/** The form draft id of a task's unsaved title and notes. */
export const taskDraftId = (id: string) => `task-${id}`;

/** What a task's form draft keeps. */
interface KeptTask {
  title: string;
  notes: string;
}

/**
 * The task drawer: title and notes autosave, completion, priority, due date, tags, delete. Title
 * and notes not yet saved are kept as a draft (restored, and saved, when the task opens again
 * after a new sign-in or a reload); leaving after a failed save asks first (the URL closes the
 * drawer, so the shell's navigation guard asks).
 */
export function TaskDetails({ task, tags, onChange, onDelete, onClose }: TaskDetailsProps) {
  const [title, setTitle] = useState(task.title);
  const [notes, setNotes] = useState(task.notes);
  const [opened] = useState<KeptTask>({ title: task.title, notes: task.notes });
  const [confirm, setConfirm] = useState(false);
  const autosave = useAutosave<Partial<Pick<Task, 'title' | 'notes'>>>(onChange, TASK_AUTOSAVE_MS, {
    // A save flushed on unmount lands after the drawer is gone: the draft is forgotten then.
    onSavedAfterUnmount: () => kept.clear(),
  });
  const { status } = autosave;
  const kept = useFormDraft<Partial<Record<keyof KeptTask, unknown>>>({
    id: taskDraftId(task.id),
    values: { title, notes },
    dirty: status === 'pending' || status === 'saving' || status === 'error',
    onRestore: (values) => {
      const next = { title: typeof values.title === 'string' ? values.title : task.title, notes: typeof values.notes === 'string' ? values.notes : task.notes };
      setTitle(next.title);
      setNotes(next.notes);
      autosave.schedule(next);
    },
  });
  // What is pending is saved on unmount; only a failed save loses input.
  useUnsavedChanges(status === 'error', { onDiscard: kept.clear });
  /** 'Discard draft': the title and notes as the task was opened, saved again. */
  const discardRestored = () => {
    kept.clear();
    setTitle(opened.title);
    setNotes(opened.notes);
    autosave.schedule(opened);
  };
  const isTask = task.type === 'task';
  const kind = isTask ? 'task' : 'section';
  const priority = PRIORITIES[task.priority];

  return (
    <div className="flex h-full flex-col" data-slot="task-details">
      <div className="flex flex-wrap items-center gap-1 border-b border-border p-3">
        {isTask ? (
          <Button variant="outline" size="sm" aria-pressed={task.completed} onClick={() => void onChange({ completed: !task.completed })}>
            <Icon name={task.completed ? 'heroicons-solid:check-circle' : 'heroicons-outline:check-circle'} size="sm" className={task.completed ? 'text-primary' : undefined} />
            {task.completed ? 'Completed' : 'Mark as complete'}
          </Button>
        ) : null}
        <span className="ms-2 text-sm text-muted-foreground" role="status" aria-live="polite">
          {saveStatusText(autosave.status)}
        </span>
        <div className="ms-auto flex items-center gap-1">
          {isTask ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="sm" aria-label={`Priority: ${priority.label}`}>
                  <Icon name={priority.icon} size="sm" className={priority.className} />
                  {priority.label}
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuRadioGroup value={String(task.priority)} onValueChange={(v) => void onChange({ priority: Number(v) as TaskPriority })}>
                  {([0, 1, 2] as const).map((p) => (
                    <DropdownMenuRadioItem key={p} value={String(p)}>
                      <Icon name={PRIORITIES[p].icon} size="sm" className={PRIORITIES[p].className} />
                      {PRIORITIES[p].label}
                    </DropdownMenuRadioItem>
                  ))}
                </DropdownMenuRadioGroup>
              </DropdownMenuContent>
            </DropdownMenu>
          ) : null}
          <IconButton icon="heroicons-outline:trash" label={`Delete ${kind}`} onClick={() => setConfirm(true)} />
          <IconButton icon="heroicons-outline:x-mark" label="Close details" onClick={onClose} />
        </div>
      </div>
      <div className="grid min-h-0 flex-1 content-start gap-6 overflow-y-auto p-6">
        <DrawerTitle className="sr-only">{task.title || `Untitled ${kind}`}</DrawerTitle>
        <DraftNotice restoredAt={kept.restoredAt} onDiscard={discardRestored} />
        <FormField label="Title">
          <Textarea
            rows={2}
            value={title}
            placeholder={isTask ? 'Task title' : 'Section title'}
            ref={(el) => {
              if (el && !task.title && document.activeElement?.tagName !== 'TEXTAREA') el.focus();
            }}
            onChange={(e) => {
              setTitle(e.target.value);
              autosave.schedule({ title: e.target.value, notes });
            }}
          />
        </FormField>
        {isTask ? (
          <>
            <FormField label="Notes">
              <Textarea
                rows={6}
                value={notes}
                onChange={(e) => {
                  setNotes(e.target.value);
                  autosave.schedule({ title, notes: e.target.value });
                }}
              />
            </FormField>
            <FormField label="Due date">
              <Input
                type="date"
                value={task.dueDate ? task.dueDate.slice(0, 10) : ''}
                onChange={(e) => void onChange({ dueDate: e.target.value ? `${e.target.value}T00:00:00.000Z` : null })}
              />
            </FormField>
            <TagsField value={task.tags} onChange={(next) => void onChange({ tags: next })} lookups={tags} />
          </>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={isTask ? 'Delete task' : 'Delete section'}
        message={`Are you sure you want to delete this ${kind}? This action cannot be undone!`}
        confirmLabel="Delete"
        onResult={(result) => {
          setConfirm(false);
          if (result === 'confirmed') onDelete();
        }}
      />
    </div>
  );
}
