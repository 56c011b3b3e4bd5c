import { findResource, type FolioKind, type FolioRef } from '@hotel/domain';
import { toTitleCase } from '@hotel/ui';

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

/** Labels of the folio kinds (English: the view translates them with `t`). */
export const FOLIO_KIND_LABELS: Readonly<Record<FolioKind, string>> = { stay: 'Stay', group: 'Group', city: 'City Ledger' };

/** A value of the API as a label ('transfer-in' → 'Transfer In'), in English: the view translates it with `t`. */
export function titleOf(value: string): string {
  return toTitleCase(value.replace(/-/g, ' '), 'en');
}

/** A folio's stage as the domain labels it ('checked-in' → 'Checked In'), in English: the view translates it with `t`. */
export function stageLabel(stage: string): string {
  return findResource('room-reservations')?.workflow?.stages.find((declared) => declared.id === stage)?.label ?? titleOf(stage);
}
