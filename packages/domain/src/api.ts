import type { ReportColumn, ReportDeclaration } from './reports';
import type { HotelRecord } from './types';
import type { DocumentType } from './screens';

/*
 * The shapes and paths of the hotel API (api/hotel/*) that the mock answers and the back-office
 * calls. Paths are relative to the API origin, without a leading slash, like the shell's contract.
 */

/** GET api/hotel/<resource>: one page of records. `page` is 1-based. */
export interface HotelListResponse<T extends HotelRecord = HotelRecord> {
  items: T[];
  total: number;
  page: number;
  size: number;
  /** For each reference field: id → label of the records on this page. */
  labels: Record<string, Record<string, string>>;
}

/** Query of a list call; other keys filter by a field's exact value (`kind=guest`). */
export interface HotelListQuery {
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  /** 1-based page (default 1). */
  page?: number;
  /** Page size, 1 to 1000 (default 25). */
  size?: number;
  stage?: string;
  /** Only records the signed-in user created (resources with an ownerField; matched by the user's id, `ownerId`). */
  mine?: boolean;
  [field: string]: string | number | boolean | undefined;
}

/** GET api/hotel/<resource>/<id>/audit: one entry per change, oldest first. */
export interface HotelAuditEntry {
  at: string;
  /** Name of the user who acted, as it was at the time (a later rename does not change it). */
  by: string;
  /** Id of the user who acted: who did it, whatever they are called now. */
  byId: string;
  /** 'create', 'update' or a workflow action. */
  action: string;
  from: string | null;
  to: string | null;
  note: string | null;
}

/** GET api/hotel/reports/<id>?from&to&by (dates YYYY-MM-DD, both optional; by: one of the report's groupings' fields, the first by default). */
export interface HotelReportResponse {
  id: string;
  title: string;
  from: string | null;
  to: string | null;
  /** Field the rows are grouped by (the grouping chosen or the default), null for an ungrouped report. */
  by: string | null;
  columns: readonly ReportColumn[];
  rows: Record<string, unknown>[];
  /** Sums of the columns marked `total`. */
  totals: Record<string, number>;
  chart: ReportDeclaration['chart'] | null;
}

/** One line of a printed document: positive charges, negative payments. */
export interface HotelDocumentLine {
  date: string;
  description: string;
  amount: number;
}

/** The resource each printable document is of (its record's declaration: labels, types, stages). */
export const DOCUMENT_RESOURCES: Readonly<Record<DocumentType, string>> = {
  'cash-receipt': 'payments',
  'guest-bill': 'room-reservations',
  docket: 'pos-sales',
  'captain-order': 'pos-sales',
  'registration-form': 'room-reservations',
  'reservation-form': 'room-reservations',
  'gym-form': 'gym-memberships',
};

/** GET api/hotel/documents/<type>/<id>: a printable document (guest bill, cash receipt, docket, forms). */
export interface HotelDocument {
  type: DocumentType;
  title: string;
  currency: string;
  hotel: { name: unknown; address: unknown; phone: unknown; email: unknown } | null;
  /** The document's number: the record's server-assigned code (RES-00012, RCP-00001), else its title. */
  number: string;
  /** The record (of the DOCUMENT_RESOURCES resource) with references and enums as labels; the stage as stored. */
  record: Record<string, unknown>;
  lines: HotelDocumentLine[];
  totals: Record<string, number>;
  /** Guest bill: the guest (labelled) and the room number. */
  guest?: Record<string, unknown>;
  room?: string | null;
  /** Cash receipt: who paid. */
  receivedFrom?: unknown;
  /**
   * Docket: how it was paid, one entry per tender named by method and the room or account charged
   * ('Cash', 'Room charge (room 204)'); listed after the totals, before the change.
   */
  tenders?: { label: string; amount: number }[];
  /** Captain order: the kitchen's copy of a docket sent to it (no prices): table, waiter, when it was sent, quantity × item. */
  order?: { table: string | null; waiter: string; sentAt: string; items: { quantity: number; item: string }[] };
}

/** Paths of the hotel API. */
export const hotelPaths = {
  list: (resource: string) => `api/hotel/${resource}`,
  record: (resource: string, id: string) => `api/hotel/${resource}/${encodeURIComponent(id)}`,
  transition: (resource: string, id: string) => `api/hotel/${resource}/${encodeURIComponent(id)}/transition`,
  audit: (resource: string, id: string) => `api/hotel/${resource}/${encodeURIComponent(id)}/audit`,
  report: (id: string) => `api/hotel/reports/${id}`,
  document: (type: DocumentType, id: string) => `api/hotel/documents/${type}/${encodeURIComponent(id)}`,
} as const;
