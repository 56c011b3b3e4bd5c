import { useEffect, useRef, useState } from 'react';
import { DraftNotice, useBeforeUnloadWarning, useFormDraft } from '@hotel/shell';
import {
  Button,
  Checkbox,
  cn,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  Icon,
  Input,
  Label,
  Popover,
  PopoverContent,
  PopoverTrigger,
  Textarea,
} from '@hotel/ui';
import type { ScrumboardCardView, ScrumboardLabel } from '../../api/scrumboard';
import { isOverdue } from './card-tile';
import { overLimit, tooLongMessage, useTextLimit } from '../../text-limit';

/** The API's limits of a card's title and description, and of a label's name. */
const LIMITS = { title: 500, description: 20_000, label: 60 } as const;

type CardChanges = Partial<Pick<ScrumboardCardView, 'title' | 'description' | 'dueDate' | 'labels'>>;

export interface CardDialogProps {
  /** The card, or undefined when the id in the URL is unknown. */
  card: ScrumboardCardView | undefined;
  /** The board's labels. */
  labels: ScrumboardLabel[];
  onClose: () => void;
  /** Saves changed fields; resolves whether they were saved. */
  onChange: (changes: CardChanges) => Promise<boolean>;
  /** Creates a board label; resolves it (or null when it failed). */
  onAddLabel: (title: string) => Promise<ScrumboardLabel | null>;
  onDelete: () => void;
}

const toDateInput = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The form draft id of a card's unsaved title and description. */
export const cardDraftId = (id: string) => `card-${id}`;

/** What a card's form draft keeps. */
type KeptCard = Partial<Record<'title' | 'description', unknown>>;

/**
 * The title and description typed but not saved yet. An empty title, or a text over its limit, is
 * never saved: the card keeps its own and the field says why (the draft keeps what was typed).
 */
function unsavedChanges(card: ScrumboardCardView | undefined, title: string, description: string): CardChanges {
  if (!card) return {};
  const changes: CardChanges = {};
  if (title.trim() && title.trim() !== card.title && !overLimit(title.trim(), LIMITS.title)) changes.title = title.trim();
  if (description !== (card.description ?? '') && !overLimit(description, LIMITS.description)) changes.description = description;
  return changes;
}

/** Why the title cannot be saved, if it cannot. */
const titleError = (title: string) =>
  !title.trim() ? 'The title is required.' : overLimit(title.trim(), LIMITS.title) ? tooLongMessage('The title', LIMITS.title) : undefined;

/**
 * The card details at `card/:cardId`: title and description (saved on blur), labels, due date,
 * delete. Nothing typed is lost: closing the card (Escape straight from a field, or any way that
 * takes the card out of the URL) saves what its fields hold, a reload first asks the browser's
 * question, and what was typed is kept as a draft until it is saved (restored when the card opens
 * again after a new sign-in).
 */
export function CardDialog({ card, labels, onClose, onChange, onAddLabel, onDelete }: CardDialogProps) {
  const [title, setTitle] = useState(card?.title ?? '');
  const [description, setDescription] = useState(card?.description ?? '');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const overdue = card ? isOverdue(card.dueDate) : false;
  // Typed and not saved, a text over its limit too (the draft keeps it until it is shortened).
  const dirty = card !== undefined && ((title.trim() !== '' && title.trim() !== card.title) || description !== (card.description ?? ''));
  const kept = useFormDraft<KeptCard>({
    id: cardDraftId(card?.id ?? ''),
    enabled: card !== undefined,
    values: { title, description },
    dirty,
    onRestore: (values) => {
      if (typeof values.title === 'string') setTitle(values.title);
      if (typeof values.description === 'string') setDescription(values.description);
    },
  });
  const discardRestored = () => {
    kept.clear();
    setTitle(card?.title ?? '');
    setDescription(card?.description ?? '');
  };

  // When the card closes, what its fields hold is saved (as leaving a field would), and once
  // saved the draft is forgotten.
  const latest = useRef({ card, title, description, onChange, forget: kept.clear });
  useEffect(() => {
    latest.current = { card, title, description, onChange, forget: kept.clear };
  });
  useEffect(
    () => () => {
      const { card: last, title: typed, description: written, onChange: save, forget } = latest.current;
      const changes = unsavedChanges(last, typed, written);
      if (Object.keys(changes).length) void save(changes).then((ok) => ok && forget());
    },
    [],
  );
  useBeforeUnloadWarning(dirty);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" closeLabel="Close card">
        {!card ? (
          <DialogHeader>
            <DialogTitle>Card not found</DialogTitle>
            <DialogDescription>This card does not exist on the board any more.</DialogDescription>
          </DialogHeader>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Card</DialogTitle>
              <DialogDescription>Changes are saved as you make them.</DialogDescription>
            </DialogHeader>
            <div className="grid gap-5">
              <DraftNotice restoredAt={kept.restoredAt} onDiscard={discardRestored} />
              <FormField label="Title" controlId="card-title" error={titleError(title)} count={{ length: title.length, max: LIMITS.title }}>
                <Input
                  value={title}
                  onChange={(e) => setTitle(e.target.value)}
                  onBlur={() => {
                    const changes = unsavedChanges(card, title, card.description ?? '');
                    if (changes.title) void onChange({ title: changes.title });
                  }}
                />
              </FormField>
              <FormField
                label="Description"
                controlId="card-description"
                error={overLimit(description, LIMITS.description) ? tooLongMessage('The description', LIMITS.description) : undefined}
                count={{ length: description.length, max: LIMITS.description }}
              >
                <Textarea
                  value={description}
                  rows={4}
                  onChange={(e) => setDescription(e.target.value)}
                  onBlur={() => {
                    const changes = unsavedChanges(card, card.title, description);
                    if (changes.description !== undefined) void onChange({ description: changes.description });
                  }}
                />
              </FormField>
              <div className="grid gap-1.5 sm:grid-cols-2 sm:gap-6">
                <div className="grid content-start gap-1.5">
                  <Label htmlFor="card-due">Due date</Label>
                  <Input
                    id="card-due"
                    type="date"
                    value={toDateInput(card.dueDate)}
                    className={cn(overdue && 'text-warn')}
                    aria-describedby={overdue ? 'card-due-overdue' : undefined}
                    onChange={(e) => void onChange({ dueDate: e.target.value ? new Date(`${e.target.value}T12:00:00`).toISOString() : null })}
                  />
                  {overdue ? (
                    <p id="card-due-overdue" className="flex items-center gap-1 text-sm text-warn">
                      <Icon name="heroicons-outline:clock" size="sm" /> Overdue
                    </p>
                  ) : null}
                </div>
                <div className="grid content-start gap-1.5">
                  <span className="text-sm font-medium">Labels</span>
                  <LabelsEditor labels={labels} selected={card.labels} onChange={(next) => void onChange({ labels: next })} onAddLabel={onAddLabel} />
                </div>
              </div>
              <div className="flex justify-between gap-2 border-t border-border pt-4">
                <Button variant="destructive" onClick={() => setConfirmDelete(true)}>
                  <Icon name="heroicons-outline:trash" size="sm" />
                  Delete card
                </Button>
                <Button variant="outline" onClick={onClose}>
                  Close
                </Button>
              </div>
            </div>
            <ConfirmDialog
              open={confirmDelete}
              onOpenChange={setConfirmDelete}
              title="Delete card"
              message="Are you sure you want to delete this card? This action cannot be undone!"
              confirmLabel="Delete"
              onResult={(result) => result === 'confirmed' && onDelete()}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

export interface LabelsEditorProps {
  labels: ScrumboardLabel[];
  selected: ScrumboardLabel[];
  onChange: (labels: ScrumboardLabel[]) => void;
  onAddLabel: (title: string) => Promise<ScrumboardLabel | null>;
}

/** The card's labels as chips, and a popover to toggle, filter and create board labels. */
export function LabelsEditor({ labels, selected, onChange, onAddLabel }: LabelsEditorProps) {
  const [filter, setFilter] = useState('');
  const [creating, setCreating] = useState(false);
  const has = (id: string) => selected.some((l) => l.id === id);
  const needle = filter.trim().toLocaleLowerCase();
  const shown = labels.filter((l) => !needle || l.title.toLocaleLowerCase().includes(needle));
  const exact = labels.some((l) => l.title.toLocaleLowerCase() === needle);
  const limit = useTextLimit(filter.trim(), LIMITS.label);
  const toggle = (label: ScrumboardLabel) => onChange(has(label.id) ? selected.filter((l) => l.id !== label.id) : [...selected, label]);
  const create = async () => {
    if (limit.over) return;
    setCreating(true);
    const label = await onAddLabel(filter.trim());
    setCreating(false);
    if (label) {
      onChange([...selected, label]);
      setFilter('');
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {selected.map((label) => (
        <span key={label.id} className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground">
          {label.title}
        </span>
      ))}
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="outline" size="sm">
            <Icon name="heroicons-outline:tag" size="sm" />
            Edit labels
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-64 p-0">
          <div className="border-b border-border p-2">
            <Input
              aria-label="Filter or create a label"
              placeholder="Filter or create"
              value={filter}
              aria-invalid={limit.over || undefined}
              aria-describedby={limit.describedBy}
              onChange={(e) => setFilter(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && needle && !exact) {
                  e.preventDefault();
                  void create();
                }
              }}
            />
            {limit.view}
          </div>
          <ul aria-label="Board labels" className="max-h-60 overflow-y-auto p-1">
            {shown.map((label) => (
              <li key={label.id} className="flex items-center gap-2 rounded px-2 py-1.5 hover:bg-hover">
                <Checkbox id={`label-${label.id}`} checked={has(label.id)} onCheckedChange={() => toggle(label)} />
                <Label htmlFor={`label-${label.id}`} className="flex-1 cursor-pointer font-normal">
                  {label.title}
                </Label>
              </li>
            ))}
            {shown.length === 0 && !needle ? <li className="px-2 py-1.5 text-sm text-muted-foreground">This board has no labels.</li> : null}
          </ul>
          {needle && !exact ? (
            <div className="border-t border-border p-1">
              <Button variant="ghost" size="sm" className="w-full justify-start" loading={creating} disabled={limit.over} onClick={() => void create()}>
                <Icon name="heroicons-outline:plus" size="sm" />
                Create “{filter.trim()}”
              </Button>
            </div>
          ) : null}
        </PopoverContent>
      </Popover>
    </div>
  );
}
