import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Icon } from '@hotel/ui';

/** Props of IconGrid. */
export interface IconGridProps {
  /** The set's namespace as the Icon component accepts it ('heroicons_outline'). */
  namespace: string;
  /** Icon names to show. */
  names: string[];
  /** Icons per row. */
  columns: number;
  /** Called with the full name ('namespace:name') when an icon is chosen. */
  onPick: (fullName: string) => void;
}

const ROW_HEIGHT = 104;

/** A virtual grid of icons: only the rows in view are rendered, so a set of thousands scrolls smoothly. */
export function IconGrid({ namespace, names, columns, onPick }: IconGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = Math.ceil(names.length / columns);
  const virtualizer = useVirtualizer({ count: rows, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 4 });
  return (
    <div ref={scrollRef} className="h-[65vh] overflow-y-auto rounded-lg bg-card shadow-sm" data-slot="icon-grid" tabIndex={-1}>
      <ul aria-label={`${names.length} icons`} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <li
            key={row.key}
            className="absolute start-0 top-0 grid w-full"
            style={{ transform: `translateY(${row.start}px)`, height: ROW_HEIGHT, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {names.slice(row.index * columns, row.index * columns + columns).map((name) => (
              <button
                key={name}
                type="button"
                onClick={() => onPick(`${namespace}:${name}`)}
                aria-label={`Copy ${namespace}:${name}`}
                className="flex flex-col items-center justify-center gap-2 rounded-md p-2 text-muted-foreground outline-none hover:bg-hover hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon name={`${namespace}:${name}`} size="lg" />
                <span className="w-full truncate text-center text-xs">{name}</span>
              </button>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
