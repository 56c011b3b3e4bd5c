import { useState } from 'react';
import { Button, ConfirmDialog, DrawerDescription, DrawerTitle, Icon } from '@hotel/ui';
import type { FileManagerItem } from '../../api/file-manager';
import { FileTypeBadge } from '../file-type';

/** Props of DetailsPanel. */
export interface DetailsPanelProps {
  /** The item shown. */
  item: FileManagerItem;
  /** Deletes it (after the confirmation). */
  onDelete: (item: FileManagerItem) => void;
}

/** A download file name: the item's name with its type as extension. */
export function downloadName(item: FileManagerItem): string {
  if (item.type === 'folder') return item.name;
  const ext = item.url?.startsWith('images/') ? (item.url.split('.').pop() ?? 'jpg') : item.type.toLowerCase();
  return `${item.name}.${ext}`;
}

/** The body of the details drawer: icon, name, type, information, description, download and delete. */
export function DetailsPanel({ item, onDelete }: DetailsPanelProps) {
  const [confirm, setConfirm] = useState(false);
  const folder = item.type === 'folder';
  const rows: [string, string][] = [
    ['Created By', item.createdBy],
    ['Created At', item.createdAt],
    ['Modified At', item.modifiedAt],
    ['Size', item.size],
    ...(folder && item.contents ? ([['Contents', item.contents]] as [string, string][]) : []),
  ];
  return (
    <div className="grid gap-6" data-slot="file-details">
      <div className="flex aspect-[9/6] items-center justify-center rounded-lg border border-border bg-background">
        {item.type === 'JPG' && item.url ? (
          <img src={item.url} alt={`Preview of ${item.name}`} className="max-h-full max-w-full object-contain" />
        ) : (
          <span className="relative">
            <Icon name={folder ? 'heroicons_outline:folder' : 'heroicons_outline:document'} size={96} className="text-hint" />
            {item.type !== 'folder' ? <FileTypeBadge type={item.type} className="absolute start-0 bottom-4" /> : null}
          </span>
        )}
      </div>
      <div className="grid gap-1">
        <DrawerTitle className="break-words text-xl font-semibold">{item.name}</DrawerTitle>
        <DrawerDescription className="text-sm text-muted-foreground">{folder ? 'Folder' : `${item.type} file`}</DrawerDescription>
      </div>
      <section aria-labelledby={`info-${item.id}`} className="grid gap-2">
        <h3 id={`info-${item.id}`} className="text-base font-semibold">
          Information
        </h3>
        <dl className="divide-y divide-border border-y border-border text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="flex justify-between gap-4 py-3">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="text-end font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {item.description ? (
        <section aria-labelledby={`desc-${item.id}`} className="grid gap-2">
          <h3 id={`desc-${item.id}`} className="text-base font-semibold">
            Description
          </h3>
          <p className="text-sm">{item.description}</p>
        </section>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        {item.url ? (
          <Button asChild>
            <a href={item.url} download={downloadName(item)}>
              Download
            </a>
          </Button>
        ) : (
          <Button disabled title="This item has no downloadable content">
            Download
          </Button>
        )}
        <Button variant="outline" onClick={() => setConfirm(true)}>
          Delete
        </Button>
      </div>
      {!item.url && !folder ? <p className="text-xs text-muted-foreground">This demo file has no stored content to download.</p> : null}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={folder ? 'Delete folder' : 'Delete file'}
        message={`Are you sure you want to delete “${item.name}”? This action cannot be undone!`}
        confirmLabel="Delete"
        tone="warn"
        dismissible
        onResult={(result) => {
          if (result === 'confirmed') onDelete(item);
        }}
      />
    </div>
  );
}
