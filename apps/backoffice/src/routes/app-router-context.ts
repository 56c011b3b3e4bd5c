import { createContext } from 'react';
import type { DataRouter } from 'react-router-dom';

/**
 * The app's data router, for what works beside it rather than through its hooks (the navigation
 * links' prefetch matches a link against `router.routes`). Null outside the app (stories, tests).
 */
export const AppRouterContext = createContext<Pick<DataRouter, 'routes' | 'state'> | null>(null);
