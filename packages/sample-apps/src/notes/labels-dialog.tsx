import { useState } from 'react';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, IconButton } from '@hotel/ui';
import type { NoteLabel } from '../api/notes';
import { LimitedInput, overLimit } from '../text-limit';

/** The most characters a label's name takes (the API's limit). */
const LABEL_MAX = 60;

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
  const over = overLimit(title, LABEL_MAX);
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
            if (!title.trim() || taken || over) return;
            void createLabel(title.trim()).then((ok) => ok && setTitle(''));
          }}
        >
          <LimitedInput label="New label" placeholder="Create a label" value={title} max={LABEL_MAX} onValueChange={setTitle} />
          <Button type="submit" disabled={!title.trim() || taken || over}>
            Add
          </Button>
        </form>
        {taken ? <p className="text-sm text-warn">A label with this name already exists.</p> : null}
        <ul className="grid max-h-80 gap-1 overflow-y-auto">
          {labels.map((label) => (
            <li key={label.id} className="flex items-start gap-2">
              <LimitedInput
                label={`Label ${label.title}`}
                value={names[label.id] ?? label.title}
                max={LABEL_MAX}
                onValueChange={(name) => setNames((n) => ({ ...n, [label.id]: name }))}
                onCommit={() => rename(label)}
              />
              <IconButton icon="heroicons-outline:trash" label={`Delete label ${label.title}`} onClick={() => void deleteLabel(label.id)} />
            </li>
          ))}
          {labels.length === 0 ? <li className="text-sm text-muted-foreground">No labels yet</li> : null}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
