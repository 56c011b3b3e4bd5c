import { Fragment } from 'react';
import { Badge, cn, Icon, IconButton } from '@hotel/ui';
import type { InventoryProduct, InventorySortField } from '../../api/inventory';

/** Props of ProductsTable. */
export interface ProductsTableProps {
  products: InventoryProduct[];
  sort: InventorySortField;
  order: 'asc' | 'desc';
  /** Called with the column to sort by (the same column again flips the order). */
  onSort: (field: InventorySortField) => void;
  /** Id of the opened product. */
  openId: string | null;
  /** Opens (or, for the open one, closes) a product. */
  onToggle: (id: string) => void;
  /** The inline form of the opened product. */
  renderDetails: (product: InventoryProduct) => React.ReactNode;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

interface Column {
  field: InventorySortField | null;
  label: string;
  className: string;
}

const COLUMNS: Column[] = [
  { field: null, label: 'Image', className: 'hidden w-16 sm:table-cell' },
  { field: 'sku', label: 'SKU', className: 'hidden md:table-cell' },
  { field: 'name', label: 'Name', className: '' },
  { field: 'price', label: 'Price', className: 'hidden sm:table-cell text-end' },
  { field: 'stock', label: 'Stock', className: 'hidden lg:table-cell text-end' },
  { field: 'active', label: 'Active', className: 'text-center' },
];

/** The products table: sortable headers (aria-sort), rows that open inline into the product form. */
export function ProductsTable({ products, sort, order, onSort, openId, onToggle, renderDetails }: ProductsTableProps) {
  return (
    <table className="w-full border-collapse text-sm" data-slot="products-table">
      <thead className="bg-hover text-start text-xs font-semibold uppercase text-muted-foreground">
        <tr>
          {COLUMNS.map((column) => {
            const active = column.field !== null && column.field === sort;
            return (
              <th
                key={column.label}
                scope="col"
                aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : column.field ? 'none' : undefined}
                className={cn('px-3 py-2 text-start font-semibold', column.className)}
              >
                {column.field ? (
                  <button
                    type="button"
                    onClick={() => column.field && onSort(column.field)}
                    className="inline-flex items-center gap-1 rounded-sm uppercase outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {column.label}
                    <Icon
                      name={active && order === 'desc' ? 'heroicons_mini:chevron-down' : 'heroicons_mini:chevron-up'}
                      size="xs"
                      className={active ? 'opacity-100' : 'opacity-30'}
                    />
                  </button>
                ) : (
                  <span className="sr-only">{column.label}</span>
                )}
              </th>
            );
          })}
          <th scope="col" className="w-12 px-3 py-2">
            <span className="sr-only">Details</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => {
          const open = product.id === openId;
          return (
            <Fragment key={product.id}>
              <tr
                data-state={open ? 'open' : 'closed'}
                className={cn('border-b border-border', open ? 'bg-primary-50 dark:bg-hover' : 'hover:bg-hover')}
              >
                <td className="hidden px-3 py-2 sm:table-cell">
                  <div className="flex size-12 items-center justify-center overflow-hidden rounded border border-border bg-background">
                    {product.thumbnail ? (
                      <img src={product.thumbnail} alt="" className="size-full object-cover" loading="lazy" />
                    ) : (
                      <span className="text-[0.625rem] uppercase text-muted-foreground">No image</span>
                    )}
                  </div>
                </td>
                <td className="hidden px-3 py-2 font-mono text-xs md:table-cell">{product.sku || '—'}</td>
                <td className="max-w-0 px-3 py-2">
                  <div className="truncate font-medium">{product.name}</div>
                </td>
                <td className="hidden px-3 py-2 text-end tabular-nums sm:table-cell">{money.format(product.price)}</td>
                <td className="hidden px-3 py-2 text-end tabular-nums lg:table-cell">
                  <span className="inline-flex items-center gap-2">
                    {product.stock}
                    <span
                      aria-hidden
                      className={cn('size-2 rounded-full', product.stock < 20 ? 'bg-warn' : product.stock < 30 ? 'bg-warning' : 'bg-success')}
                    />
                  </span>
                </td>
                <td className="px-3 py-2 text-center">
                  <Badge variant={product.active ? 'success' : 'muted'} size="sm">
                    {product.active ? 'Active' : 'Inactive'}
                  </Badge>
                </td>
                <td className="px-3 py-2 text-end">
                  <IconButton
                    icon={open ? 'heroicons_outline:x-mark' : 'heroicons_outline:chevron-down'}
                    label={open ? `Close ${product.name}` : `Open ${product.name}`}
                    aria-expanded={open}
                    tooltip={false}
                    size="sm"
                    onClick={() => onToggle(product.id)}
                  />
                </td>
              </tr>
              {open ? (
                <tr className="border-b border-border">
                  <td colSpan={COLUMNS.length + 1} className="p-0">
                    {renderDetails(product)}
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
