import { useEffect, useState } from 'react';
import { ErrorPanel } from '@hotel/shell';
import { Button, EmptyState, Input, Pagination, Skeleton } from '@hotel/ui';
import type { InventorySortField } from '../../api/inventory';
import { ProductForm } from '../product-form/product-form';
import { INVENTORY_PAGE_SIZES, useInventory } from '../use-inventory';
import { ProductsTable } from './products-table';

/** Debounce of the search field (fuse-behaviour 6, Inventory). */
export const INVENTORY_SEARCH_DEBOUNCE_MS = 300;

/** Inventory (/apps/ecommerce/inventory): search, sortable paged products, inline product form. */
export function InventoryPage() {
  const inventory = useInventory();
  const { state, update, products, lookups } = inventory;
  // The URL is the source of truth; typing updates it after 300 ms without a new history entry.
  // What was typed counts only while the URL still holds the search it was typed over (back/forward win).
  const [typed, setTyped] = useState({ over: state.search, text: state.search });
  const search = typed.over === state.search ? typed.text : state.search;
  const setSearch = (text: string) => setTyped({ over: state.search, text });
  useEffect(() => {
    if (search === state.search) return;
    const timer = setTimeout(() => update({ search, page: 1, product: null }, true), INVENTORY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, state.search, update]);

  const page = products.data;
  // A page past the last (after a delete or a hand-edited URL): go to the last page.
  useEffect(() => {
    if (page && page.products === null && state.page > page.pagination.lastPage) update({ page: page.pagination.lastPage }, true);
  }, [page, state.page, update]);

  const onSort = (field: InventorySortField) =>
    update({ sort: field, order: state.sort === field && state.order === 'asc' ? 'desc' : 'asc', page: 1 });

  const total = page?.products ? page.pagination.length : 0;

  return (
    <div className="flex min-h-full flex-col bg-background" data-slot="inventory-page">
      <header className="flex flex-col gap-4 border-b border-border bg-card px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <h1 className="text-3xl font-extrabold tracking-tight">Inventory</h1>
        <div className="flex items-center gap-3">
          <Input
            type="search"
            aria-label="Search products"
            placeholder="Search products"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="min-w-0 sm:w-64"
          />
          <Button onClick={() => void inventory.addProduct()}>Add</Button>
        </div>
      </header>

      <section aria-label="Products" className="flex-1 overflow-x-auto bg-card" aria-busy={products.loading}>
        {products.error && !products.loading ? (
          <div className="p-6">
            <ErrorPanel error={products.error} onRetry={products.reload} />
          </div>
        ) : !page ? (
          <div className="grid gap-2 p-4" aria-label="Loading products" role="status">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : page.products && page.products.length > 0 ? (
          <ProductsTable
            products={page.products}
            sort={state.sort}
            order={state.order}
            onSort={onSort}
            openId={state.product}
            onToggle={(id) => update({ product: state.product === id ? null : id })}
            renderDetails={(product) =>
              lookups.data ? (
                <ProductForm
                  key={product.id}
                  product={product}
                  lookups={lookups.data}
                  onSave={inventory.saveProduct}
                  onDelete={(id) => void inventory.deleteProduct(id)}
                  onCreateTag={inventory.createTag}
                  onDeleteTag={(id) => void inventory.deleteTag(id)}
                />
              ) : lookups.error ? (
                <div className="p-4">
                  <ErrorPanel error={lookups.error} onRetry={lookups.reload} />
                </div>
              ) : (
                <Skeleton className="m-4 h-64" />
              )
            }
          />
        ) : page.products === null && state.page > page.pagination.lastPage ? null : (
          <EmptyState
            icon="heroicons_outline:archive-box"
            title="There are no products!"
            description={state.search ? `Nothing matches “${state.search}”.` : 'Add a product to start the inventory.'}
            level={2}
          />
        )}
      </section>

      {page?.products && total > 0 ? (
        <div className="border-t border-border bg-card px-4 py-2">
          <Pagination
            page={state.page}
            onPageChange={(p) => update({ page: p, product: null })}
            total={total}
            pageSize={state.size}
            pageSizeOptions={[...INVENTORY_PAGE_SIZES]}
            onPageSizeChange={(size) => update({ size, page: 1, product: null })}
            showFirstLast
            disabled={products.loading}
          />
        </div>
      ) : null}
    </div>
  );
}
