import { useId, useState } from 'react';
import { Badge, Button, Checkbox, Icon, IconButton, Input, Popover, PopoverContent, PopoverTrigger } from '@hotel/ui';
import type { ContactTag } from '../api/contacts';

export interface TagsLookups {
  tags: ContactTag[];
  createTag: (title: string) => Promise<ContactTag | null>;
  renameTag: (id: string, title: string) => Promise<boolean>;
  deleteTag: (id: string) => Promise<boolean>;
}

export interface TagsFieldProps {
  /** Selected tag ids. */
  value: string[];
  onChange: (value: string[]) => void;
  lookups: TagsLookups;
  /** Field label. Default 'Tags'. */
  label?: string;
}

/**
 * Tags of a record: the chosen ones as chips, and a popover with a filter, check boxes, inline
 * create ('Create “x”'), rename and delete.
 */
export function TagsField({ value, onChange, lookups, label = 'Tags' }: TagsFieldProps) {
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<{ id: string; title: string } | null>(null);
  const labelId = useId();
  const text = filter.trim();
  const shown = lookups.tags.filter((t) => t.title.toLocaleLowerCase().includes(text.toLocaleLowerCase()));
  const exact = lookups.tags.some((t) => t.title.toLocaleLowerCase() === text.toLocaleLowerCase());
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  const create = async () => {
    const tag = await lookups.createTag(text);
    if (tag) {
      onChange([...value, tag.id]);
      setFilter('');
    }
  };
  const saveRename = async () => {
    if (!editing || !editing.title.trim()) return;
    if (await lookups.renameTag(editing.id, editing.title.trim())) setEditing(null);
  };
  const chosen = value.map((id) => lookups.tags.find((t) => t.id === id)).filter((t): t is ContactTag => Boolean(t));

  return (
    <div className="grid gap-2" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-1">
        {chosen.map((t) => (
          <Badge key={t.id} variant="secondary">
            {t.title}
          </Badge>
        ))}
        <Popover onOpenChange={(open) => !open && (setFilter(''), setEditing(null))}>
          <PopoverTrigger asChild>
            <Button type="button" variant="outline" size="sm">
              <Icon name="heroicons-outline:tag" size="sm" />
              Edit tags
            </Button>
          </PopoverTrigger>
          <PopoverContent className="w-72 p-0" align="start" aria-label="Tags">
            <div className="border-b border-border p-2">
              <Input
                aria-label="Filter tags"
                placeholder="Filter or create tags"
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && text && !exact) {
                    e.preventDefault();
                    void create();
                  }
                }}
              />
            </div>
            <ul className="max-h-64 overflow-y-auto py-1">
              {shown.map((tag) => (
                <li key={tag.id} className="flex items-center gap-2 px-3 py-1 hover:bg-hover">
                  {editing?.id === tag.id ? (
                    <>
                      <Input
                        aria-label={`New name of ${tag.title}`}
                        value={editing.title}
                        ref={(el) => el?.focus()}
                        onChange={(e) => setEditing({ id: tag.id, title: e.target.value })}
                        onKeyDown={(e) => {
                          if (e.key === 'Enter') {
                            e.preventDefault();
                            void saveRename();
                          }
                          if (e.key === 'Escape') {
                            e.preventDefault();
                            e.stopPropagation();
                            setEditing(null);
                          }
                        }}
                      />
                      <IconButton size="sm" icon="heroicons-outline:check" label="Save tag name" onClick={() => void saveRename()} />
                    </>
                  ) : (
                    <>
                      <Checkbox id={`tag-${tag.id}`} checked={value.includes(tag.id)} onCheckedChange={() => toggle(tag.id)} />
                      <label htmlFor={`tag-${tag.id}`} className="min-w-0 flex-1 truncate text-sm">
                        {tag.title}
                      </label>
                      <IconButton size="sm" icon="heroicons-outline:pencil" label={`Rename ${tag.title}`} onClick={() => setEditing({ id: tag.id, title: tag.title })} />
                      <IconButton
                        size="sm"
                        icon="heroicons-outline:trash"
                        label={`Delete tag ${tag.title}`}
                        onClick={() => void lookups.deleteTag(tag.id).then((ok) => ok && value.includes(tag.id) && onChange(value.filter((v) => v !== tag.id)))}
                      />
                    </>
                  )}
                </li>
              ))}
              {shown.length === 0 && !text ? <li className="px-3 py-2 text-sm text-muted-foreground">No tags yet</li> : null}
            </ul>
            {text && !exact ? (
              <div className="border-t border-border p-2">
                <Button type="button" variant="ghost" className="w-full justify-start" onClick={() => void create()}>
                  <Icon name="heroicons-outline:plus-circle" size="sm" />
                  Create “{text}”
                </Button>
              </div>
            ) : null}
          </PopoverContent>
        </Popover>
      </div>
    </div>
  );
}
