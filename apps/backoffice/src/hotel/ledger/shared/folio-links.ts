import type { FolioKind, FolioRef } from '@hotel/domain';

/** The page of a folio: a stay's guest folio, a group's master folio, a city-ledger account. */
export function folioHref(ref: FolioRef): string {
  const id = encodeURIComponent(ref.id);
  if (ref.kind === 'group') return `/front-office/group-folios/${id}`;
  if (ref.kind === 'city') return `/creditors/debitors/city-ledger/${id}`;
  return `/front-office/folios/${id}`;
}

/** The declared path of a kind's folio screen (to check who may open it). */
export const FOLIO_SCREENS: Readonly<Record<FolioKind, string>> = {
  stay: '/front-office/folios/:id',
  group: '/front-office/group-folios/:id',
  city: '/creditors/debitors/city-ledger/:id',
};

/** Labels of the folio kinds. */
export const FOLIO_KIND_LABELS: Readonly<Record<FolioKind, string>> = { stay: 'Stay', group: 'Group', city: 'City Ledger' };
