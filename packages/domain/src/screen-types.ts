/** The kinds of generic screen every hotel route maps to. */

/** What an 'action' screen does to a listed record: edit some fields, make a transition, delete, or print a document. */
export interface ScreenAction {
  id: string;
  /** Button label, Title Case. */
  label: string;
  /** Fields the action's form edits (PATCH). */
  fields?: readonly string[];
  /**
   * The edit corrects a posted document: the form asks for a reason and the PATCH sends it; the
   * server reverses the original postings and posts the corrected ones (e.g. change sold rate).
   */
  correction?: boolean;
  /** The workflow action it makes (POST /:id/transition). */
  transition?: string;
  /** Deletes the record after confirmation. */
  delete?: boolean;
  /** Opens a printable document of the record (GET api/hotel/documents/<document>/<id>). */
  document?: DocumentType;
}

export type DocumentType = 'cash-receipt' | 'guest-bill' | 'docket' | 'captain-order' | 'registration-form' | 'reservation-form' | 'gym-form';
export type ChartType = 'reservation-chart' | 'daily-room-chart' | 'facility-reservation-chart';

interface ScreenBase {
  /** Absolute route path, e.g. '/front-office/guests'; ':id' marks a parameter. */
  path: string;
  /** Page title, Title Case. */
  title: string;
  /** Menu section the route belongs to. */
  group: string;
  /** Roles that may open it (route group role + menu roles + admin, DESIGN decision 2). */
  roles: readonly string[];
  /** Not shown in the menu (DESIGN decision 6), still routed and guarded. */
  hidden?: boolean;
  /**
   * Open to every signed-in staff member (DESIGN decision 2: the menu shows it to all, e.g. 'My
   * Procurements'); `roles` then lists every staff role.
   */
  everyUser?: boolean;
}

/** A list with search, sort, paging, create, edit and delete of one resource, optionally pinned to fixed values. */
export interface ResourceScreen extends ScreenBase {
  kind: 'resource';
  resource: string;
  /** Fixed values: the list shows only matching records and a new record gets them. */
  filter?: Readonly<Record<string, string>>;
  /** Only records the signed-in user created (the resource's ownerField). */
  mine?: boolean;
  /** No create, edit or delete (a read-only look at the data). */
  readOnly?: boolean;
}

/** The records of one workflow stage, with the transitions that stage allows. */
export interface StageScreen extends ScreenBase {
  kind: 'stage';
  resource: string;
  stage: string;
  filter?: Readonly<Record<string, string>>;
  /**
   * Room reservations due on the business date come first: 'arrivals' lists today's arrivals, then
   * late ones (early arrivals on request); 'departures' lists stays due out today or overdue first.
   */
  due?: 'arrivals' | 'departures';
}

export interface ReportScreen extends ScreenBase {
  kind: 'report';
  /** Id of a REPORTS declaration: GET api/hotel/reports/<report>?from&to. */
  report: string;
}

export interface ChartScreen extends ScreenBase {
  kind: 'chart';
  chart: ChartType;
  /** Resources the chart reads. */
  resources: readonly string[];
}

export interface AvailabilityScreen extends ScreenBase {
  kind: 'availability';
  /** 'rooms' or 'facilities'. */
  resource: string;
  /** The reservations that make it unavailable. */
  bookings: string;
}

export interface DocumentScreen extends ScreenBase {
  kind: 'document';
  document: DocumentType;
  resource: string;
}

export interface ActionScreen extends ScreenBase {
  kind: 'action';
  resource: string;
  action: ScreenAction;
  /** Only records in this stage are listed. */
  stage?: string;
  /** Only records in one of these stages are listed (the list call's `stage=a,b`); the stage column stays. */
  stages?: readonly string[];
  filter?: Readonly<Record<string, string>>;
}

/** A folio (`:id` in the path names the reservation, group or city-ledger account): its lines, balance and actions. */
export interface FolioScreen extends ScreenBase {
  kind: 'folio';
  folio: 'stay' | 'group' | 'city';
}

/** The front-office and accounting screens built on the ledger rather than one resource. */
export type LedgerView = 'night-audit' | 'journal' | 'general-ledger' | 'individual-ledger' | 'trial-balance' | 'city-ledger';

export interface LedgerScreen extends ScreenBase {
  kind: 'ledger';
  view: LedgerView;
}

/** The point-of-sale screens built on dockets (`pos-sales`): the till, the kitchen display, the tables, the cashier's shift. */
export type PosView = 'register' | 'kitchen' | 'tables' | 'shift';

export interface PosScreen extends ScreenBase {
  kind: 'pos';
  view: PosView;
  /** The channel whose points of sale the screen serves (mini-mart, eatery, tablet); all when left out. */
  channel?: string;
}

/** The housekeeping board (issue 21): every room as a tile, the state filter preselected per route. */
export interface HousekeepingScreen extends ScreenBase {
  kind: 'housekeeping';
  /** The housekeeping states shown first ('dirty', 'clean', 'inspected', 'out-of-order'); every state when empty. */
  states: readonly ('dirty' | 'clean' | 'inspected' | 'out-of-order')[];
}

export type Screen = ResourceScreen | StageScreen | ReportScreen | ChartScreen | AvailabilityScreen | DocumentScreen | ActionScreen | FolioScreen | LedgerScreen | PosScreen | HousekeepingScreen;
