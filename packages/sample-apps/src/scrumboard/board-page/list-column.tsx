import { useState, type FormEvent } from 'react';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  Button,
  cn,
  ConfirmDialog,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Icon,
  IconButton,
  Input,
} from '@hotel/ui';
import type { BoardList } from '../use-board';
import { CardTile } from './card-tile';
import { useTextLimit } from '../../text-limit';

/** The API's limits of a list's and a card's title. */
export const TITLE_LIMITS = { list: 200, card: 500 } as const;

export interface ListColumnProps {
  list: BoardList;
  onRename: (title: string) => void;
  onDelete: () => void;
  /** Adds a card at the end; resolves true when added. */
  onAddCard: (title: string) => Promise<boolean>;
}

/** One list: title (inline rename), menu (rename, delete with confirmation), cards and 'Add a card'. */
export function ListColumn({ list, onRename, onDelete, onAddCard }: ListColumnProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: list.id, data: { type: 'list' } });
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(list.title);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [adding, setAdding] = useState(false);
  const [cardTitle, setCardTitle] = useState('');
  const [saving, setSaving] = useState(false);
  const titleLimit = useTextLimit(title.trim(), TITLE_LIMITS.list);
  const cardLimit = useTextLimit(cardTitle.trim(), TITLE_LIMITS.card);

  const commitRename = () => {
    const next = title.trim();
    // A title over the limit keeps the field open, its count in the warn colour, until it is shortened.
    if (titleLimit.over) return;
    setRenaming(false);
    if (next && next !== list.title) onRename(next);
    else setTitle(list.title);
  };

  const addCard = async (event: FormEvent) => {
    event.preventDefault();
    const next = cardTitle.trim();
    if (!next || cardLimit.over) return;
    setSaving(true);
    const added = await onAddCard(next);
    setSaving(false);
    if (added) setCardTitle('');
  };

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-slot="scrumboard-list"
      data-state={isDragging ? 'dragging' : undefined}
      aria-label={list.title}
      className={cn('flex max-h-full w-72 shrink-0 flex-col rounded-2xl bg-hover p-2 sm:w-80', isDragging && 'z-10 opacity-60')}
    >
      <div className="flex items-center gap-1 p-1">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Move list ${list.title}`}
          className="flex size-7 shrink-0 cursor-grab items-center justify-center rounded text-hint outline-none hover:bg-card focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Icon name="heroicons-outline:bars-3" size="sm" />
        </button>
        {renaming ? (
          <form
            className="min-w-0 flex-1"
            onSubmit={(e) => {
              e.preventDefault();
              commitRename();
            }}
          >
            <Input
              aria-label="List title"
              value={title}
              aria-invalid={titleLimit.over || undefined}
              aria-describedby={titleLimit.describedBy}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the rename field replaces the title the user just chose to edit
              autoFocus
              onChange={(e) => setTitle(e.target.value)}
              onBlur={commitRename}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  e.preventDefault();
                  setTitle(list.title);
                  setRenaming(false);
                }
              }}
            />
            {titleLimit.view}
          </form>
        ) : (
          <h2 className="min-w-0 flex-1">
            <button type="button" className="w-full truncate rounded px-2 py-1 text-start font-medium outline-none hover:bg-card focus-visible:ring-2 focus-visible:ring-ring" onClick={() => setRenaming(true)} title="Rename list">
              {list.title}
            </button>
          </h2>
        )}
        <span className="rounded-full bg-card px-2 text-xs font-medium text-muted-foreground" aria-label={`${list.cards.length} cards`}>
          {list.cards.length}
        </span>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <IconButton size="sm" label={`List menu: ${list.title}`} icon="heroicons-outline:ellipsis-vertical" tooltip={false} />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => setRenaming(true)}>
              <Icon name="heroicons-outline:pencil-square" size="sm" />
              Rename list
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={() => setConfirmDelete(true)}>
              <Icon name="heroicons-outline:trash" size="sm" />
              Delete list
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <SortableContext items={list.cards.map((c) => c.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={`Cards in ${list.title}`} className="flex min-h-4 flex-col gap-3 overflow-y-auto p-1">
          {list.cards.map((card) => (
            <CardTile key={card.id} card={card} />
          ))}
        </ul>
      </SortableContext>
      {adding ? (
        <form className="grid gap-2 p-1" onSubmit={(e) => void addCard(e)}>
          <Input
            aria-label="Card title"
            placeholder="Card title"
            value={cardTitle}
            aria-invalid={cardLimit.over || undefined}
            aria-describedby={cardLimit.describedBy}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field appears because the user asked to add a card
            autoFocus
            onChange={(e) => setCardTitle(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                setAdding(false);
                setCardTitle('');
              }
            }}
          />
          {cardLimit.view}
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={saving} disabled={!cardTitle.trim() || cardLimit.over}>
              Add card
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setAdding(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="ghost" className="mt-1 justify-start" onClick={() => setAdding(true)}>
          <Icon name="heroicons-outline:plus-circle" size="sm" />
          {list.cards.length ? 'Add another card' : 'Add a card'}
        </Button>
      )}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete list"
        message="Are you sure you want to delete this list and its cards? This action cannot be undone!"
        confirmLabel="Delete"
        onResult={(result) => {
          if (result === 'confirmed') onDelete();
        }}
      />
    </li>
  );
}
