import { Link } from 'react-router-dom';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { cn, formatLongDate, Icon } from '@hotel/ui';
import type { ScrumboardCardView } from '../../api/scrumboard';

/** True when the due date is before today (local day). */
export function isOverdue(dueDate: string | null, now: Date = new Date()): boolean {
  if (!dueDate) return false;
  const due = new Date(dueDate);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return due.getTime() < today.getTime();
}

/** A card on the board: title, label chips and due date (red when overdue); a handle drags it. */
export function CardTile({ card }: { card: ScrumboardCardView }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: card.id, data: { type: 'card', listId: card.listId } });
  const overdue = isOverdue(card.dueDate);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-slot="scrumboard-card"
      data-state={isDragging ? 'dragging' : undefined}
      className={cn('group relative flex rounded-lg bg-card shadow-sm', isDragging && 'z-10 opacity-60 shadow-lg')}
    >
      <Link
        to={`card/${card.id}`}
        className="min-w-0 flex-1 rounded-lg p-4 pe-9 outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring"
      >
        {card.labels.length > 0 ? (
          <span className="mb-2 flex flex-wrap gap-1">
            {card.labels.map((label) => (
              <span key={label.id} className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground">
                {label.title}
              </span>
            ))}
          </span>
        ) : null}
        <span className="block font-medium break-words">{card.title}</span>
        {card.dueDate ? (
          <span className={cn('mt-2 flex items-center gap-1 text-sm', overdue ? 'text-warn' : 'text-muted-foreground')}>
            <Icon name="heroicons-outline:clock" size="sm" />
            <time dateTime={card.dueDate}>{formatLongDate(card.dueDate)}</time>
            {overdue ? <span className="sr-only"> (overdue)</span> : null}
          </span>
        ) : null}
      </Link>
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move card ${card.title}`}
        className="absolute end-1 top-1 flex size-7 cursor-grab items-center justify-center rounded text-hint outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Icon name="heroicons-outline:arrows-pointing-out" size="sm" />
      </button>
    </li>
  );
}
