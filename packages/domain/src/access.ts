import { RESOURCES } from './resources';
import { findReport } from './reports';
import { SCREENS } from './screens';
import type { LedgerView, PosView } from './screen-types';
import type { Resource } from './types';

/** Who may read and who may write a resource's records through the API. */
export interface ResourceAccess {
  /** May list and read (admin always). */
  read: readonly string[];
  /** May create, update, delete and ask for transitions (each transition also checks its own roles). */
  write: readonly string[];
  /**
   * May list, read, change and delete only the records they created (the resource's `ownerField`),
   * and create new ones: the roles of a 'my ...' screen (`mine`) without `read`/`write` of their own.
   * Transitions still check their own roles.
   */
  own: readonly string[];
}

/** What a user may do with a resource's records: all of them, only their own, or nothing. */
export type AccessScope = 'all' | 'own' | 'none';

/** The resources a folio or ledger screen reads to name what it shows (pickers, folio owners). */
const LEDGER_READS: Record<LedgerView | 'folio', readonly string[]> = {
  folio: ['room-reservations', 'groups', 'city-ledger-accounts'],
  'night-audit': ['room-reservations'],
  journal: ['accounts'],
  'general-ledger': ['accounts'],
  'individual-ledger': ['room-reservations', 'groups', 'city-ledger-accounts'],
  'trial-balance': ['accounts'],
  'city-ledger': ['city-ledger-accounts'],
};

/** What a ledger screen's own actions change: the night audit's checklist checks stays in and out, marks no-shows, closes tables and cancels open dockets. */
const LEDGER_WRITES: Partial<Record<LedgerView | 'folio', readonly string[]>> = {
  'night-audit': ['room-reservations', 'pos-orders', 'pos-sales'],
};

/**
 * What a point-of-sale screen reads and changes: the till rings and settles dockets from the stock
 * of its outlets, the kitchen sends and serves them, the tables show (and settle) the open ones. A
 * room charge names the room; the server finds the in-house stay (no guest list for the till).
 */
const POS_READS: Record<PosView, readonly string[]> = {
  register: ['pos-sales', 'points-of-sale', 'stocks'],
  kitchen: ['pos-sales', 'points-of-sale'],
  tables: ['pos-sales', 'points-of-sale', 'stocks'],
  // The cashier's shift reads the outlets (the drawer's point of sale); shifts are not a resource.
  shift: ['points-of-sale'],
};
const POS_WRITES: Record<PosView, readonly string[]> = { register: ['pos-sales'], kitchen: ['pos-sales'], tables: ['pos-sales'], shift: [] };

let cache: Map<string, ResourceAccess> | undefined;

function build(): Map<string, ResourceAccess> {
  const read = new Map<string, Set<string>>(RESOURCES.map((r) => [r.name, new Set(['admin'])]));
  const write = new Map<string, Set<string>>(RESOURCES.map((r) => [r.name, new Set(['admin'])]));
  const own = new Map<string, Set<string>>(RESOURCES.map((r) => [r.name, new Set<string>()]));
  const add = (map: Map<string, Set<string>>, name: string, roles: readonly string[]) => {
    const set = map.get(name);
    if (set) for (const role of roles) set.add(role);
  };
  for (const screen of SCREENS) {
    switch (screen.kind) {
      case 'resource':
        // A 'my ...' screen lists only the user's own records: it grants no more than that.
        if (screen.mine) add(own, screen.resource, screen.roles);
        else {
          add(read, screen.resource, screen.roles);
          if (!screen.readOnly) add(write, screen.resource, screen.roles);
        }
        break;
      case 'stage':
      case 'action':
        add(read, screen.resource, screen.roles);
        add(write, screen.resource, screen.roles);
        break;
      case 'document':
        add(read, screen.resource, screen.roles);
        break;
      case 'availability':
        add(read, screen.resource, screen.roles);
        add(read, screen.bookings, screen.roles);
        break;
      case 'chart':
        for (const name of screen.resources) add(read, name, screen.roles);
        break;
      case 'report': {
        const report = findReport(screen.report);
        if (report) add(read, report.resource, screen.roles);
        break;
      }
      case 'folio':
      case 'ledger': {
        const view = screen.kind === 'folio' ? 'folio' : screen.view;
        for (const name of LEDGER_READS[view]) add(read, name, screen.roles);
        for (const name of LEDGER_WRITES[view] ?? []) add(write, name, screen.roles);
        break;
      }
      case 'housekeeping':
        add(read, 'rooms', screen.roles);
        add(write, 'rooms', screen.roles);
        add(read, 'room-reservations', screen.roles);
        break;
      case 'pos':
        for (const name of POS_READS[screen.view]) add(read, name, screen.roles);
        for (const name of POS_WRITES[screen.view]) add(write, name, screen.roles);
        break;
    }
  }
  for (const [name, roles] of write) add(read, name, [...roles]);
  // A form's reference fields list the referenced resource: whoever writes or reads a resource reads what it references.
  let changed = true;
  while (changed) {
    changed = false;
    for (const resource of RESOURCES) {
      const roles = new Set([...(read.get(resource.name) ?? []), ...(own.get(resource.name) ?? [])]);
      for (const field of resource.fields) {
        const target = field.reference?.resource;
        const set = target ? read.get(target) : undefined;
        if (!set) continue;
        for (const role of roles) {
          if (!set.has(role)) {
            set.add(role);
            changed = true;
          }
        }
      }
    }
  }
  return new Map(
    RESOURCES.map((r) => {
      const writers = write.get(r.name) ?? new Set<string>();
      // Owners who may also write every record need no 'own' grant.
      return [r.name, { read: [...(read.get(r.name) ?? [])], write: [...writers], own: [...(own.get(r.name) ?? [])].filter((role) => !writers.has(role)) }];
    }),
  );
}

/** Read and write roles of a resource, derived from the screens that show it (DESIGN: one access policy). */
export function resourceAccess(resource: Resource | string): ResourceAccess {
  cache ??= build();
  const name = typeof resource === 'string' ? resource : resource.name;
  return cache.get(name) ?? { read: ['admin'], write: ['admin'], own: [] };
}

/**
 * Which records of a resource a user with `roles` may see (`read`) or change (`write`): 'all',
 * only their 'own' (the owner roles of a 'my ...' screen) or 'none'. Admin may do everything.
 */
export function accessScope(resource: Resource | string, roles: readonly string[], kind: 'read' | 'write'): AccessScope {
  if (roles.includes('admin')) return 'all';
  const access = resourceAccess(resource);
  if (roles.some((role) => access[kind].includes(role))) return 'all';
  return roles.some((role) => access.own.includes(role)) ? 'own' : 'none';
}

/** Whether any of `roles` may open the screen (admin may open every screen). */
export function canOpen(screen: { roles: readonly string[] }, roles: readonly string[]): boolean {
  return roles.includes('admin') || roles.some((role) => screen.roles.includes(role));
}

/**
 * The roles of the ledger screens showing `view` (admin always): who may call that view's API.
 * `'folio'` are the roles of the folio screens of that kind.
 */
export function ledgerRoles(view: LedgerView | { folio: 'stay' | 'group' | 'city' }): string[] {
  const roles = new Set(['admin']);
  for (const screen of SCREENS) {
    const match = typeof view === 'string' ? screen.kind === 'ledger' && screen.view === view : screen.kind === 'folio' && screen.folio === view.folio;
    if (match) for (const role of screen.roles) roles.add(role);
  }
  return [...roles];
}
