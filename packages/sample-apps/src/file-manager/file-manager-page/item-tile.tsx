import { Link } from 'react-router-dom';
import { cn, Icon } from '@hotel/ui';
import type { FileManagerItem } from '../../api/file-manager';
import { FileTypeBadge } from '../file-type';

/** Props of ItemTile. */
export interface ItemTileProps {
  /** A folder or a file. */
  item: FileManagerItem;
  /** Where the tile leads: into the folder, or the item's details. */
  to: string;
  /** Whether its details are open. */
  selected?: boolean;
}

/** A folder or file card: a large icon (with a type badge for files), the name and contents. */
export function ItemTile({ item, to, selected = false }: ItemTileProps) {
  const folder = item.type === 'folder';
  return (
    <Link
      to={to}
      data-slot="item-tile"
      data-state={selected ? 'selected' : undefined}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex h-40 w-full flex-col items-center justify-center gap-2 rounded-2xl bg-card p-4 text-center shadow-sm outline-none transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring',
        selected && 'ring-2 ring-primary',
      )}
    >
      <span className="relative">
        <Icon name={folder ? 'heroicons_outline:folder' : 'heroicons_outline:document'} size={56} className={folder ? 'text-hint' : 'text-muted-foreground'} />
        {item.type !== 'folder' ? <FileTypeBadge type={item.type} className="absolute start-0 bottom-2" /> : null}
      </span>
      <span className="line-clamp-2 w-full break-words text-sm font-medium" title={item.name}>
        {item.name}
      </span>
      {folder && item.contents ? <span className="text-xs text-muted-foreground">{item.contents}</span> : null}
    </Link>
  );
}
