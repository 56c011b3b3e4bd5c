import { useState } from 'react';
import { Button } from '@hotel/ui';
import type { FileManagerItem } from '../../api/file-manager';
import { ItemTile } from './item-tile';

/** How many tiles a section shows before 'Show more' (keeps a 2,000-item folder quick to open). */
export const TILE_PAGE = 120;

/** Props of TileSection. */
export interface TileSectionProps {
  /** 'Folders' or 'Files'; the region's name. */
  heading: string;
  /** The items, in the mock's order. */
  items: FileManagerItem[];
  /** Id of the item whose details are open. */
  selectedId: string | null;
  /** Where an item's tile leads. */
  hrefOf: (item: FileManagerItem) => string;
}

/** A titled grid of tiles that renders the first TILE_PAGE items and more on demand. */
export function TileSection({ heading, items, selectedId, hrefOf }: TileSectionProps) {
  const [shown, setShown] = useState(TILE_PAGE);
  // The open item always stays visible, even beyond the shown slice.
  const selectedIndex = selectedId ? items.findIndex((i) => i.id === selectedId) : -1;
  const limit = Math.max(shown, selectedIndex + 1);
  const remaining = items.length - limit;
  return (
    <section aria-label={heading} className="grid gap-4">
      <h2 className="text-lg font-medium">{heading}</h2>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-4">
        {items.slice(0, limit).map((item) => (
          <li key={item.id}>
            <ItemTile item={item} to={hrefOf(item)} selected={item.id === selectedId} />
          </li>
        ))}
      </ul>
      {remaining > 0 ? (
        <Button variant="outline" className="justify-self-center" onClick={() => setShown(limit + TILE_PAGE)}>
          Show more ({remaining} more {heading.toLowerCase()})
        </Button>
      ) : null}
    </section>
  );
}
