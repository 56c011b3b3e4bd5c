import type * as React from 'react';
import type { Header, Table } from '@tanstack/react-table';
import { cn } from '../../lib/cn';
import { ArrowDownGlyph, ArrowUpDownGlyph, ArrowUpGlyph, WarnGlyph } from '../../lib/glyphs';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';

/** The `aria-sort` value of a header. */
function ariaSort<TData>(header: Header<TData, unknown>): React.AriaAttributes['aria-sort'] {
  if (!header.column.getCanSort()) return undefined;
  const dir = header.column.getIsSorted();
  return dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none';
}

/** A sortable header button; plain text when the column cannot sort. */
function SortButton<TData>({ header, children }: { header: Header<TData, unknown>; children: React.ReactNode }) {
  if (!header.column.getCanSort()) return <>{children}</>;
  const dir = header.column.getIsSorted();
  const Glyph = dir === 'asc' ? ArrowUpGlyph : dir === 'desc' ? ArrowDownGlyph : ArrowUpDownGlyph;
  return (
    <button
      type="button"
      data-slot="data-table-sort"
      onClick={header.column.getToggleSortingHandler()}
      className="-mx-2 inline-flex items-center gap-1 rounded px-2 py-1 text-start font-medium outline-none hover:bg-hover hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
      <Glyph className={cn('size-3.5 shrink-0', dir ? 'text-foreground' : 'opacity-50')} />
    </button>
  );
}

/** Header checkbox: selects all rows (of the page when paginated), shows mixed when some are. */
function SelectAllCheckbox<TData>({ table, label }: { table: Table<TData>; label: string }) {
  const paginated = table.options.getPaginationRowModel !== undefined && !table.options.manualPagination;
  const all = paginated ? table.getIsAllPageRowsSelected() : table.getIsAllRowsSelected();
  const some = paginated ? table.getIsSomePageRowsSelected() : table.getIsSomeRowsSelected();
  return (
    <Checkbox
      aria-label={label}
      checked={all ? true : some ? 'indeterminate' : false}
      onCheckedChange={(v) => (paginated ? table.toggleAllPageRowsSelected(v === true) : table.toggleAllRowsSelected(v === true))}
      onClick={(e) => e.stopPropagation()}
    />
  );
}

/** Grey placeholder rows shown while data loads. */
function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} data-slot="data-table-skeleton-row" className="border-b border-border">
          {Array.from({ length: columns }, (_, c) => (
            <td key={c} className="px-3 py-3">
              <div className="h-4 animate-pulse rounded bg-hover" style={{ width: `${50 + ((r * 7 + c * 13) % 45)}%` }} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/** One full-width row holding a message (empty or error). */
function MessageRow({ columns, children, slot }: { columns: number; children: React.ReactNode; slot: string }) {
  return (
    <tr data-slot={slot}>
      <td colSpan={columns} className="px-3 py-10 text-center text-muted-foreground">
        {children}
      </td>
    </tr>
  );
}

/** The error state with a retry button. */
function ErrorMessage({ error, onRetry, retryLabel }: { error: React.ReactNode; onRetry?: () => void; retryLabel: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3">
      <span className="flex items-center gap-2 font-medium text-foreground">
        <WarnGlyph className="size-5 text-warn" />
        {error}
      </span>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

export { ariaSort, ErrorMessage, MessageRow, SelectAllCheckbox, SkeletonRows, SortButton };
