import { useState } from 'react';
import { Button, cn, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, IconButton, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@hotel/ui';
import { MAIL_LABEL_COLORS, type MailLabel, type MailLabelColor } from '../api/mailbox';
import { LABEL_COLOR_CLASSES } from './mail-model';
import type { MailboxMeta } from './use-mailbox';
import { LimitedInput, overLimit } from '../text-limit';

/** The most characters a label's name takes (the API's limit). */
const LABEL_MAX = 60;

export interface LabelsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  labels: MailLabel[];
  createLabel: MailboxMeta['createLabel'];
  /** Renames or recolours; the mock recomputes the slug from a new title. */
  updateLabel: (label: MailLabel, changes: { title?: string; color?: MailLabelColor }) => Promise<unknown>;
  deleteLabel: (label: MailLabel) => Promise<unknown>;
}

function ColorSelect({ value, onChange, label }: { value: MailLabelColor; onChange: (color: MailLabelColor) => void; label: string }) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as MailLabelColor)}>
      <SelectTrigger aria-label={label} className="w-32">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {MAIL_LABEL_COLORS.map((color) => (
          <SelectItem key={color} value={color}>
            <span aria-hidden="true" className={cn('size-3 rounded-full', LABEL_COLOR_CLASSES[color].dot)} />
            {color[0]?.toUpperCase()}
            {color.slice(1)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * Label management: create a label with a colour, rename it (saved on Enter or leaving the field),
 * recolour or delete it. The slug shown is the one the API made (its rule, not ours).
 */
export function LabelsDialog({ open, onOpenChange, labels, createLabel, updateLabel, deleteLabel }: LabelsDialogProps) {
  const [title, setTitle] = useState('');
  const [color, setColor] = useState<MailLabelColor>('blue');
  const [names, setNames] = useState<Record<string, string>>({});
  const over = overLimit(title, LABEL_MAX);
  const rename = (label: MailLabel) => {
    const next = (names[label.id] ?? label.title).trim();
    // A name over the limit stays in the field, marked, until it is shortened (nothing is cut).
    if (next.length > LABEL_MAX) return;
    if (next && next !== label.title) void updateLabel(label, { title: next });
    setNames(({ [label.id]: _, ...rest }) => rest);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Manage labels</DialogTitle>
          <DialogDescription>Create, rename, recolour or delete the labels of your mail.</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-wrap items-start gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!title.trim() || over) return;
            void createLabel(title.trim(), color).then((created) => created && setTitle(''));
          }}
        >
          <LimitedInput label="New label" placeholder="Label name" value={title} max={LABEL_MAX} onValueChange={setTitle} />
          <ColorSelect value={color} onChange={setColor} label="New label colour" />
          <Button type="submit" disabled={!title.trim() || over}>
            Add
          </Button>
        </form>
        <ul className="grid max-h-96 gap-3 overflow-y-auto">
          {labels.map((label) => (
            <li key={label.id} className="flex flex-wrap items-center gap-2">
              <LimitedInput
                label={`Label ${label.title}`}
                value={names[label.id] ?? label.title}
                max={LABEL_MAX}
                onValueChange={(name) => setNames((n) => ({ ...n, [label.id]: name }))}
                onCommit={() => rename(label)}
              >
                <p className="mt-0.5 truncate text-xs text-muted-foreground">/label/{label.slug}</p>
              </LimitedInput>
              <ColorSelect value={label.color} onChange={(c) => void updateLabel(label, { color: c })} label={`Colour of ${label.title}`} />
              <IconButton icon="heroicons-outline:trash" variant="destructive" label={`Delete label ${label.title}`} onClick={() => void deleteLabel(label)} />
            </li>
          ))}
          {labels.length === 0 ? <li className="text-sm text-muted-foreground">No labels yet</li> : null}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
