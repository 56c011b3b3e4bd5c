import type { RouteObject } from 'react-router-dom';
import { SCREENS, type Screen } from '@hotel/domain';
import type { PrefetchHandle } from '../routes/route-prefetch';
import { prefetchFirstPage, resourceScreenList, stageScreenList } from './resource/list-query';

/** What each hotel route carries in its React Router `handle`. */
export interface HotelRouteHandle extends PrefetchHandle {
  /** Page title (the screen declaration's title). */
  title: string;
  /** The breadcrumb trail before the page: the menu section. */
  breadcrumb: readonly { label: string; href?: string }[];
  /** The menu section (the breadcrumb's parent), as the app's RouteHandle names it. */
  section: string;
  /** Roles that may open the route (admin included); the app's guard checks it. */
  access: readonly string[];
  /** Marks a hotel route for the app's route handle. */
  kind: 'hotel';
  /** The absolute path pattern of the screen declaration (key into SCREENS). */
  hotelScreen: string;
}

type LazyScreen = () => Promise<{ Component: React.ComponentType }>;

/** The shared screen chunks; every hotel route lazily loads ONE of them (the point of sale: one per view, so a kitchen display never loads the till). */
const CHUNKS: Record<'resource' | 'workflow' | 'report' | 'view' | 'tape-chart' | 'ledger' | 'pos-register' | 'pos-kitchen' | 'pos-tables' | 'pos-shift' | 'housekeeping', LazyScreen> = {
  resource: () => import('./screens/resource-route').then((m) => ({ Component: m.ResourceRoute })),
  workflow: () => import('./screens/workflow-route').then((m) => ({ Component: m.WorkflowRoute })),
  report: () => import('./screens/report-route').then((m) => ({ Component: m.ReportRoute })),
  view: () => import('./screens/view-route').then((m) => ({ Component: m.ViewRoute })),
  'tape-chart': () => import('./tape-chart').then((m) => ({ Component: m.TapeChartRoute })),
  ledger: () => import('./screens/ledger-route').then((m) => ({ Component: m.LedgerRoute })),
  'pos-register': () => import('./pos/register').then((m) => ({ Component: m.RegisterRoute })),
  'pos-kitchen': () => import('./pos/kitchen').then((m) => ({ Component: m.KitchenRoute })),
  'pos-tables': () => import('./pos/tables').then((m) => ({ Component: m.TablesRoute })),
  'pos-shift': () => import('./pos/shift').then((m) => ({ Component: m.ShiftRoute })),
  housekeeping: () => import('./housekeeping/housekeeping-route').then((m) => ({ Component: m.HousekeepingRoute })),
};

/** The chunk of a screen kind: lists, workflow stages and actions, reports, the chart/availability/document views (the tape chart apart), folios and the books, the point of sale, and the housekeeping board. */
export function chunkOf(screen: Screen): keyof typeof CHUNKS {
  switch (screen.kind) {
    case 'resource':
      return 'resource';
    case 'stage':
    case 'action':
      return 'workflow';
    case 'report':
      return 'report';
    case 'chart':
      // The reservation chart is the tape chart (drag and drop, its own chunk); the others are grids.
      return screen.chart === 'reservation-chart' ? 'tape-chart' : 'view';
    case 'availability':
    case 'document':
      return 'view';
    case 'folio':
    case 'ledger':
      return 'ledger';
    case 'pos':
      return `pos-${screen.view}`;
    case 'housekeeping':
      return 'housekeeping';
  }
}

/** The data a link to the screen asks for ahead (a list's first page; other screens load theirs on opening). */
function prefetchOf(screen: Screen): PrefetchHandle {
  if (screen.kind === 'resource') return { prefetchData: (client) => prefetchFirstPage(client, resourceScreenList(screen)) };
  if (screen.kind === 'stage') return { prefetchData: (client) => prefetchFirstPage(client, stageScreenList(screen)) };
  return {};
}

/** The route object of one screen declaration (path relative to the signed-in layout route). */
export function hotelRouteOf(screen: Screen): RouteObject {
  const handle: HotelRouteHandle = {
    title: screen.title,
    breadcrumb: [{ label: screen.group }],
    section: screen.group,
    access: screen.roles,
    kind: 'hotel',
    hotelScreen: screen.path,
    ...prefetchOf(screen),
  };
  return { path: screen.path.slice(1), handle, lazy: CHUNKS[chunkOf(screen)] };
}

/**
 * One data route per SCREENS entry, each lazy to one of four shared chunks, with
 * `handle: { title, breadcrumb, access }`. Paths are relative (no leading '/'): mount them as
 * children of the signed-in layout route and guard each with `handle.access`.
 */
export const hotelRoutes: RouteObject[] = SCREENS.map(hotelRouteOf);
