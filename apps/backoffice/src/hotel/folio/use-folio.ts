import { useCallback } from 'react';
import {
  accessScope,
  ALLOWANCE_ROLES,
  allowedTransitions,
  canOpen,
  getResource,
  hotelPaths,
  ledgerPaths,
  ledgerRoles,
  SCREENS,
  type FolioKind,
  type FolioResponse,
  type HotelRecord,
} from '@hotel/domain';
import { useAuth, useHttpClient } from '@hotel/shell';
import { useRequest, type RequestState } from '../shared/use-request';
import { OWNER_RESOURCE } from './folio-lines';

/** The owner's record (reservation, group or account) with its reference labels, as GET api/hotel/<resource>/<id> answers it. */
export type OwnerRecord = HotelRecord & { labels?: Record<string, Record<string, string>> };

/** Roles that may grant an allowance (the API's rule; admin always). */

/** What the signed-in user may do on this folio now. */
export interface FolioPermissions {
  /** Post a room charge (in-house stay) or a group charge. */
  postCharge: boolean;
  /** Take a payment (guest, group, or a city-ledger recovery). */
  takePayment: boolean;
  /** Move a line to another folio. */
  transfer: boolean;
  /** Grant an allowance on what the folio owes. */
  allowance: boolean;
  /** Check the stay out (in house, and the role may). */
  checkOut: boolean;
  /** Open the printable guest bill. */
  printBill: boolean;
}

export interface FolioState {
  /** The folio: lines, totals and owner summary. */
  folio: RequestState<FolioResponse>;
  /** The owner's record (dates, group, contact); optional, the screen works without it. */
  owner: RequestState<OwnerRecord>;
  /** What the user may do. */
  can: FolioPermissions;
  /** Loads folio and owner again (after a posting). */
  reload: () => void;
}

const has = (roles: readonly string[], allowed: readonly string[]) => roles.includes('admin') || roles.some((role) => allowed.includes(role));

/** A folio (GET api/hotel/folios/...) with its owner's record and the actions the signed-in role may take. */
export function useFolio(kind: FolioKind, id: string): FolioState {
  const client = useHttpClient();
  const { user } = useAuth();
  const roles = user?.roles ?? [];
  const folio = useRequest(`folio:${kind}:${id}`, (signal) => client.get<FolioResponse>(ledgerPaths.folio({ kind, id }), { signal }));
  const owner = useRequest(`owner:${kind}:${id}`, (signal) => client.get<OwnerRecord>(hotelPaths.record(OWNER_RESOURCE[kind], id), { signal, skipLoading: true }));
  const { reload: reloadFolio } = folio;
  const { reload: reloadOwner } = owner;
  const reload = useCallback(() => {
    reloadFolio();
    reloadOwner();
  }, [reloadFolio, reloadOwner]);

  const stage = folio.data?.folio.stage ?? owner.data?.stage;
  const writes = (resource: string) => accessScope(resource, roles, 'write') === 'all';
  const stays = getResource('room-reservations');
  const bill = SCREENS.find((screen) => screen.kind === 'document' && screen.document === 'guest-bill');
  const can: FolioPermissions = {
    postCharge: kind === 'stay' ? stage === 'checked-in' && writes('room-charges') : kind === 'group' && writes('group-charges'),
    takePayment: writes('payments'),
    transfer: has(roles, [...ledgerRoles({ folio: 'stay' }), ...ledgerRoles({ folio: 'city' })]),
    allowance: has(roles, ALLOWANCE_ROLES) && (folio.data?.balance ?? 0) > 0,
    checkOut: kind === 'stay' && owner.data !== undefined && stage === 'checked-in' && allowedTransitions(stays, { stage }, roles).some((t) => t.action === 'check-out'),
    printBill: kind === 'stay' && bill !== undefined && canOpen(bill, roles),
  };
  return { folio, owner, can, reload };
}
