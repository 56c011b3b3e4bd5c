import { ROLE_GROUPS } from '@hotel/domain';
import type { NavigationItem } from '@hotel/shell/api';

/*
 * The roles and builders of the menu tree (tree.ts). An item without `roles` is shown to every
 * signed-in user; `admin` sees everything. Ids are kebab-case (no dots), valid i18n keys.
 */

const G = ROLE_GROUPS;
/** The route group the spec gives Creditors/Debtors, Housekeeping, Inventory and Kitchen (DESIGN decision 16: its role sees them in the menu). */
const INVENTORIES = 'inventories';
/** The route group the spec gives the points of sale, the waitress tablet, the eatery and the swimming pool (DESIGN decision 16, as for inventories). */
const ACCOUNTANT = 'accountant';

/**
 * The roles of each menu entry, from the domain's role groups (one table for the menu and the
 * routes). Menu and routes meet both ways (DESIGN decision 16): whoever may open a linked screen
 * sees its link, so an entry shows to the roles of its screen (packages/domain screens.ts).
 */
export const R = {
  dashboard: G.dashboard,
  /** A Front Office screen too: the front desk opens it. */
  dailyRoomChart: [...new Set([...G.dailyRoomChart, ...G.frontOffice])],
  /** Refunds, Proforma/Invoice. */
  credit: G.creditors,
  /** Creditors/Debtors: the credit roles and the /creditors route group's role. */
  creditors: [...G.creditors, INVENTORIES],
  /** The front desk's own entries of the Front Office group. */
  frontDesk: G.frontOffice,
  /** The Front Office group: the front desk, the laundry (its Laundry sub-menu) and the pool and gym (its Gym sub-menu). */
  frontOffice: [...new Set([...G.frontOffice, 'laundry', ...G.swimmingPool])],
  laundry: [...G.frontOffice, 'laundry'],
  gym: [...new Set([...G.frontOffice, ...G.swimmingPool])],
  newInvoice: G.newInvoice,
  swimmingPool: [...G.swimmingPool, ACCOUNTANT],
  cashier: G.cashier,
  housekeeping: [...G.housekeeping, INVENTORIES],
  pos: [...G.pos, ACCOUNTANT],
  tablet: [...G.waitressTablet, ACCOUNTANT],
  eatery: [...G.eatery, ACCOUNTANT],
  storeRequest: G.storeRequest,
  storeRequestLists: G.storeRequestApproval,
  procurement: G.procurements,
  procurementBuy: G.procurementCreate,
  procurementApprove: G.approvalAndPayment,
  admin: G.administration,
  /** The Store group: whoever sees one of its sub-menus (purchaser sees Stocks only). */
  store: [...new Set([...G.store, ...G.stocks])],
  storeStocks: G.stocks,
  storeLaundry: G.laundryStore,
  financials: G.financials,
  auditor: G.auditor,
  nightAudit: [...G.auditor, 'manager'],
  inventory: [...G.inventory, INVENTORIES],
  kitchen: [...G.kitchen, INVENTORIES],
  reports: G.reports,
} as const satisfies Record<string, readonly string[]>;

export type Extra = Partial<Omit<NavigationItem, 'title' | 'type' | 'roles'>> & { roles?: readonly string[] };

const withRoles = (item: NavigationItem, roles?: readonly string[]): NavigationItem =>
  roles ? { ...item, roles: [...roles] } : item;

/** A link. The id is the link's path with '/' as '-', unless given. */
export function link(title: string, path: string, icon: string, extra: Extra = {}): NavigationItem {
  const { roles, ...rest } = extra;
  const id = rest.id ?? path.slice(1).replaceAll('/', '-');
  return withRoles({ ...rest, id, title, type: 'basic', icon: `heroicons_outline:${icon}`, link: path }, roles);
}

/** Links under a common path: [title, segment, icon?]. */
export function links(base: string, icon: string, rows: [title: string, segment: string, extra?: Extra][]): NavigationItem[] {
  return rows.map(([title, segment, extra]) => link(title, `${base}/${segment}`, extra?.icon ?? icon, extra));
}

export function collapsable(id: string, title: string, icon: string, children: NavigationItem[], extra: Extra = {}): NavigationItem {
  const { roles, ...rest } = extra;
  return withRoles({ ...rest, id, title, type: 'collapsable', icon: `heroicons_outline:${icon}`, children }, roles);
}

export const hidden = { hidden: true } as const;

/** The same items, each shown only to `roles` (entries of a group that admits more roles than they do). */
export function only(roles: readonly string[], items: NavigationItem[]): NavigationItem[] {
  return items.map((item) => withRoles(item, roles));
}
