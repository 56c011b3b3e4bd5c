import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '@hotel/shell';

/**
 * File manager, mounted by the back-office at /apps/file-manager: the folder and the item whose details are open live in the
 * path. The page is the parent route, so moving between an item's details and its folder keeps it
 * mounted (the children only carry params).
 */
export const fileManagerRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    lazy: async () => ({ Component: (await import('./file-manager-page/file-manager-page')).FileManagerPage }),
    children: [{ index: true }, { path: 'details/:id' }, { path: 'folders/:folderId' }, { path: 'folders/:folderId/details/:id' }],
  },
];
