import * as React from 'react';
import { cn } from '../../lib/cn';
import { ChevronLeftGlyph, ChevronRightGlyph } from '../../lib/glyphs';
import { buttonVariants } from '../button/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select/select';
import { useUiStrings, type PaginationLabels } from '../ui-strings/ui-strings';

type PaginationProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** Current page, 1-based. */
  page: number;
  /** Called with the new 1-based page. */
  onPageChange: (page: number) => void;
  /** Number of pages; derived from `total` and `pageSize` when omitted. */
  pageCount?: number;
  /** Total number of items; enables the `start–end of total` text. */
  total?: number;
  /** Items per page. */
  pageSize?: number;
  /** Choices of the page-size select; the select is hidden without `onPageSizeChange`. */
  pageSizeOptions?: number[];
  /** Called with the new page size; the caller should reset to page 1. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Shows first/last page buttons. */
  showFirstLast?: boolean;
  /** Disables every control (e.g. while a page loads). */
  disabled?: boolean;
  /** Texts of this pagination; default: the UiStringsProvider's (English without one). */
  labels?: Partial<PaginationLabels>;
};

/** Page navigation: range text, page-size select and first/previous/next/last buttons disabled at the bounds. */
function Pagination({
  page,
  onPageChange,
  pageCount: pageCountProp,
  total,
  pageSize = 10,
  pageSizeOptions = [5, 10, 25, 100],
  onPageSizeChange,
  showFirstLast = true,
  disabled = false,
  labels: labelsProp,
  className,
  ...props
}: PaginationProps) {
  const labels = { ...useUiStrings('pagination'), ...labelsProp };
  const pageCount = Math.max(1, pageCountProp ?? (total !== undefined ? Math.ceil(total / pageSize) : 1));
  const current = Math.min(Math.max(1, page), pageCount);
  const sizeId = React.useId();
  const atStart = disabled || current <= 1;
  const atEnd = disabled || current >= pageCount;
  const start = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const end = total !== undefined ? Math.min(current * pageSize, total) : 0;
  const btn = cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-9');
  const sizes = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  return (
    <nav
      data-slot="pagination"
      aria-label={labels.nav}
      className={cn('flex flex-wrap items-center justify-end gap-x-6 gap-y-2 text-sm text-muted-foreground', className)}
      {...props}
    >
      {onPageSizeChange ? (
        <div data-slot="pagination-size" className="flex items-center gap-2">
          <span id={sizeId}>{labels.pageSize}</span>
          <Select value={String(pageSize)} onValueChange={(v) => onPageSizeChange(Number(v))} disabled={disabled}>
            <SelectTrigger size="sm" aria-labelledby={sizeId} className="w-20">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {sizes.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      ) : null}
      <span data-slot="pagination-range" aria-live="polite" className="tabular-nums">
        {total !== undefined ? labels.range(start, end, total) : labels.page(current, pageCount)}
      </span>
      <div data-slot="pagination-buttons" className="flex items-center gap-1">
        {showFirstLast ? (
          <button type="button" className={btn} aria-label={labels.first} disabled={atStart} onClick={() => onPageChange(1)}>
            <ChevronLeftGlyph className="size-4 rtl:rotate-180" />
            <ChevronLeftGlyph className="-ms-3 size-4 rtl:rotate-180" />
          </button>
        ) : null}
        <button type="button" className={btn} aria-label={labels.previous} disabled={atStart} onClick={() => onPageChange(current - 1)}>
          <ChevronLeftGlyph className="size-4 rtl:rotate-180" />
        </button>
        <button type="button" className={btn} aria-label={labels.next} disabled={atEnd} onClick={() => onPageChange(current + 1)}>
          <ChevronRightGlyph className="size-4 rtl:rotate-180" />
        </button>
        {showFirstLast ? (
          <button type="button" className={btn} aria-label={labels.last} disabled={atEnd} onClick={() => onPageChange(pageCount)}>
            <ChevronRightGlyph className="size-4 rtl:rotate-180" />
            <ChevronRightGlyph className="-ms-3 size-4 rtl:rotate-180" />
          </button>
        ) : null}
      </div>
    </nav>
  );
}

export { Pagination, type PaginationLabels, type PaginationProps };
