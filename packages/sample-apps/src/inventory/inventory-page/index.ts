export { InventoryPage, INVENTORY_SEARCH_DEBOUNCE_MS } from './inventory-page';
export { ProductsTable, type ProductsTableProps } from './products-table';
