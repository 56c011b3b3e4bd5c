import { Link } from 'react-router-dom';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { cn, formatLongDate, Icon } from '@hotel/ui';
import type { Task, TaskPriority } from '../api/tasks';

/** Name, icon and colour of each priority. */
export const PRIORITIES: Record<TaskPriority, { label: string; icon: string; className: string }> = {
  0: { label: 'Low', icon: 'heroicons-outline:arrow-small-down', className: 'text-success' },
  1: { label: 'Normal', icon: 'heroicons-outline:minus', className: 'text-hint' },
  2: { label: 'High', icon: 'heroicons-outline:arrow-small-up', className: 'text-warn' },
};

export interface TaskRowProps {
  task: Task;
  /** The open task. */
  selected: boolean;
  /** Kept on the row link (the search). */
  search: string;
  /** Toggles completion. */
  onToggle: () => void;
  /** Offset of the row in the virtual list (px). */
  top: number;
  /** Position in the list (for measuring). */
  index: number;
  /** Measures the row (virtual list). */
  measure: (node: HTMLElement | null) => void;
}

/** A sortable task or section row with a drag handle (mouse or keyboard: Space, arrows, Space). */
export function TaskRow({ task, selected, search, onToggle, top, index, measure }: TaskRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: task.id });
  const title = task.title || (task.type === 'section' ? 'Untitled section' : 'Untitled task');
  const priority = PRIORITIES[task.priority];
  return (
    <li
      ref={(node) => {
        setNodeRef(node);
        measure(node);
      }}
      data-index={index}
      data-slot="task-row"
      data-type={task.type}
      data-dragging={isDragging || undefined}
      style={{ top, transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'absolute inset-x-0 flex items-center gap-2 border-b border-border bg-card ps-2 pe-4',
        task.type === 'section' ? 'bg-background py-1' : 'py-0',
        selected && 'bg-primary-50 dark:bg-hover',
        isDragging && 'z-10 shadow-lg',
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        aria-label={`Reorder ${title}`}
        className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded text-hint outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring"
        {...attributes}
        {...listeners}
      >
        <Icon name="heroicons-outline:bars-3" size="sm" />
      </button>
      {task.type === 'task' ? (
        <button
          type="button"
          role="checkbox"
          aria-checked={task.completed}
          aria-label={`Completed: ${title}`}
          onClick={onToggle}
          className="flex size-8 shrink-0 items-center justify-center rounded-full outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Icon name={task.completed ? 'heroicons-solid:check-circle' : 'heroicons-outline:check-circle'} size="md" className={task.completed ? 'text-primary' : 'text-hint'} />
        </button>
      ) : null}
      <Link
        to={{ pathname: task.id, search }}
        aria-current={selected ? 'page' : undefined}
        className={cn(
          'flex min-h-12 min-w-0 flex-1 items-center gap-2 rounded py-2 outline-none focus-visible:ring-2 focus-visible:ring-ring',
          task.type === 'section' ? 'text-sm font-semibold tracking-wide text-foreground uppercase' : 'text-foreground',
        )}
      >
        <span className={cn('min-w-0 flex-1 break-words', task.type === 'task' && task.completed && 'text-muted-foreground line-through', !task.title && 'italic')}>{title}</span>
        {task.type === 'task' && task.priority !== 1 ? (
          <Icon name={priority.icon} size="sm" className={priority.className} title={`${priority.label} priority`} />
        ) : null}
        {task.type === 'task' && task.dueDate ? (
          <span className="shrink-0 text-sm text-muted-foreground">{formatLongDate(task.dueDate)}</span>
        ) : null}
      </Link>
    </li>
  );
}
