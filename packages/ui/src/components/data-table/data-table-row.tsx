import * as React from 'react';
import { flexRender, type Row } from '@tanstack/react-table';
import { cn } from '../../lib/cn';

type DataTableRowProps<TData> = {
  /** The TanStack row; stable while data, sorting and filtering stay the same. */
  row: Row<TData>;
  /** Position in the whole (sorted, filtered) list, for `aria-rowindex`. */
  index: number;
  /** Whether the row is selected (passed so a memoised row still follows selection). */
  selected: boolean;
  /** The column definitions in use: a change of columns re-renders every row. */
  columns: unknown;
  /** Fixed height of a virtual row, in pixels. */
  height?: number;
  /** Stable handler for a click or Enter/Space on the row; rows are focusable only when given. */
  onActivate?: (row: Row<TData>) => void;
};

const rowClass = 'border-b border-border transition-colors hover:bg-hover data-[state=selected]:bg-primary/10';
const activeRowClass = cn(rowClass, 'cursor-pointer outline-none focus-visible:bg-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset');

function DataTableRowView<TData>({ row, index, selected, height, onActivate }: DataTableRowProps<TData>) {
  return (
    <tr
      data-slot="data-table-row"
      data-state={selected ? 'selected' : undefined}
      aria-rowindex={index + 2}
      tabIndex={onActivate ? 0 : undefined}
      onClick={onActivate ? () => onActivate(row) : undefined}
      onKeyDown={
        onActivate
          ? (event) => {
              if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
              event.preventDefault();
              onActivate(row);
            }
          : undefined
      }
      style={height ? { height } : undefined}
      className={onActivate ? activeRowClass : rowClass}
    >
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} data-slot="data-table-cell" className={cell.column.id === '__select' ? 'w-10 px-3 py-2.5 align-middle' : 'px-3 py-2.5 align-middle'}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
}

/**
 * One body row of DataTable. Memoised: while a virtual list scrolls, only the rows that come into
 * view render; rows already on screen are left alone.
 */
const DataTableRow = React.memo(DataTableRowView) as typeof DataTableRowView;

export { DataTableRow, type DataTableRowProps };
