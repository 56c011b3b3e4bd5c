import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '@hotel/shell';

/** Inventory, mounted by the back-office at /apps/ecommerce/inventory (search, sort, page, size and the open product live in the URL). */
export const inventoryRoutes: RouteObject[] = [
  {
    index: true,
    errorElement: <RouteErrorPage />,
    lazy: async () => ({ Component: (await import('./inventory-page/inventory-page')).InventoryPage }),
  },
];
