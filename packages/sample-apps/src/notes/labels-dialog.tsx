import { useState } from 'react';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, IconButton, Input } from '@hotel/ui';
import type { NoteLabel } from '../api/notes';
import { useTextLimit } from '../text-limit';

/** The most characters a label's name takes (the API's limit). */
const LABEL_MAX = 60;

interface LabelRowProps {
  label: NoteLabel;
  /** The name being typed; undefined while unchanged. */
  name: string | undefined;
  onNameChange: (name: string) => void;
  /** Saves the typed name (Enter or leaving the field). */
  onCommit: () => void;
  onDelete: () => void;
}

/** One label: its name, renamed in place (a name over the limit is not saved), and Delete. */
function LabelRow({ label, name, onNameChange, onCommit, onDelete }: LabelRowProps) {
  const value = name ?? label.title;
  const limit = useTextLimit(value, LABEL_MAX);
  return (
    <li className="flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <Input
          aria-label={`Label ${label.title}`}
          value={value}
          aria-invalid={limit.over || undefined}
          aria-describedby={limit.describedBy}
          onChange={(e) => onNameChange(e.target.value)}
          onBlur={onCommit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onCommit();
            }
          }}
        />
        {limit.view}
      </div>
      <IconButton icon="heroicons-outline:trash" label={`Delete label ${label.title}`} onClick={onDelete} />
    </li>
  );
}

export interface LabelsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  labels: NoteLabel[];
  createLabel: (title: string) => Promise<boolean>;
  renameLabel: (id: string, title: string) => Promise<boolean>;
  deleteLabel: (id: string) => Promise<boolean>;
}

/** 'Edit labels': create, rename (saved on Enter or leaving the field) and delete labels. */
export function LabelsDialog({ open, onOpenChange, labels, createLabel, renameLabel, deleteLabel }: LabelsDialogProps) {
  const [title, setTitle] = useState('');
  const [names, setNames] = useState<Record<string, string>>({});
  const taken = labels.some((l) => l.title.toLocaleLowerCase() === title.trim().toLocaleLowerCase());
  const limit = useTextLimit(title, LABEL_MAX);
  const rename = (label: NoteLabel) => {
    const next = (names[label.id] ?? label.title).trim();
    // A name over the limit stays in the field, marked, until it is shortened (nothing is cut).
    if (next.length > LABEL_MAX) return;
    if (next && next !== label.title) void renameLabel(label.id, next);
    setNames(({ [label.id]: _, ...rest }) => rest);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>Edit labels</DialogTitle>
          <DialogDescription>Create, rename or delete the labels of your notes.</DialogDescription>
        </DialogHeader>
        <form
          className="flex items-start gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!title.trim() || taken || limit.over) return;
            void createLabel(title.trim()).then((ok) => ok && setTitle(''));
          }}
        >
          <div className="min-w-0 flex-1">
            <Input
              aria-label="New label"
              placeholder="Create a label"
              value={title}
              aria-invalid={limit.over || undefined}
              aria-describedby={limit.describedBy}
              onChange={(e) => setTitle(e.target.value)}
            />
            {limit.view}
          </div>
          <Button type="submit" disabled={!title.trim() || taken || limit.over}>
            Add
          </Button>
        </form>
        {taken ? <p className="text-sm text-warn">A label with this name already exists.</p> : null}
        <ul className="grid max-h-80 gap-1 overflow-y-auto">
          {labels.map((label) => (
            <LabelRow
              key={label.id}
              label={label}
              name={names[label.id]}
              onNameChange={(name) => setNames((n) => ({ ...n, [label.id]: name }))}
              onCommit={() => rename(label)}
              onDelete={() => void deleteLabel(label.id)}
            />
          ))}
          {labels.length === 0 ? <li className="text-sm text-muted-foreground">No labels yet</li> : null}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
