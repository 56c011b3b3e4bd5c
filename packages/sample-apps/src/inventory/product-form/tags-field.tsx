import { useId, useState } from 'react';
import { Button, Checkbox, IconButton, Input } from '@hotel/ui';
import type { InventoryTag } from '../../api/inventory';

/** Props of TagsField. */
export interface TagsFieldProps {
  /** Every tag that exists. */
  tags: InventoryTag[];
  /** Ids of the product's tags. */
  value: string[];
  /** Called with the new tag ids. */
  onChange: (value: string[]) => void;
  /** Creates a tag; answers it so it can be selected. */
  onCreate: (title: string) => Promise<InventoryTag>;
  /** Deletes a tag everywhere. */
  onDelete: (id: string) => void;
}

/** The product's tags: a filterable checklist with inline create ('Create "x"') and delete. */
export function TagsField({ tags, value, onChange, onCreate, onDelete }: TagsFieldProps) {
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle ? tags.filter((t) => t.title.toLocaleLowerCase().includes(needle)) : tags;
  const exact = tags.some((t) => t.title.toLocaleLowerCase() === needle);

  const toggle = (tagId: string, on: boolean) => onChange(on ? [...value, tagId] : value.filter((v) => v !== tagId));

  const create = async () => {
    const title = filter.trim();
    if (!title || exact) return;
    setBusy(true);
    setError(null);
    try {
      const tag = await onCreate(title);
      onChange([...value, tag.id]);
      setFilter('');
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : 'Could not create the tag');
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="grid gap-2 rounded-md border border-border p-3" data-slot="tags-field">
      <legend className="px-1 text-sm font-medium">Tags</legend>
      <Input
        aria-label="Filter or create tags"
        placeholder="Enter tag name"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void create();
          }
        }}
      />
      <ul className="grid max-h-48 gap-1 overflow-y-auto" aria-label="Tags">
        {shown.map((tag) => (
          <li key={tag.id} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${tag.id}`}
              checked={value.includes(tag.id)}
              onCheckedChange={(checked) => toggle(tag.id, checked === true)}
            />
            <label htmlFor={`${id}-${tag.id}`} className="min-w-0 flex-1 truncate text-sm">
              {tag.title}
            </label>
            <IconButton
              icon="heroicons_outline:trash"
              label={`Delete tag ${tag.title}`}
              size="sm"
              variant="ghost"
              onClick={() => onDelete(tag.id)}
            />
          </li>
        ))}
        {shown.length === 0 && !needle ? <li className="text-sm text-muted-foreground">No tags yet</li> : null}
      </ul>
      {needle && !exact ? (
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => void create()}>
          Create &quot;{filter.trim()}&quot;
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs text-warn">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
