/** The kinds of value a field holds. Money is in the hotel's one currency (see `CURRENCY`). */
export type FieldType =
  | 'text'
  | 'longtext'
  | 'number'
  | 'money'
  | 'percent'
  | 'date'
  | 'datetime'
  | 'email'
  | 'phone'
  | 'enum'
  | 'boolean'
  | 'reference';

/** One choice of an enum field. */
export interface FieldOption {
  /** Stored value (kebab-case). */
  value: string;
  /** Label shown to staff (Title Case). */
  label: string;
}

/** A field that points at a record of another resource. */
export interface FieldReference {
  /** The referenced resource's name, e.g. 'guests'. */
  resource: string;
  /** The referenced resource's field that names a record in a select or a cell. */
  labelField: string;
}

/** One field of a resource: type, label, validation and how screens show it. */
export interface Field {
  /** Key in the record (camelCase). */
  name: string;
  /** Label shown to staff (Title Case). */
  label: string;
  type: FieldType;
  /** Must be present and non-empty on create. */
  required?: boolean;
  /** Lowest value of a number, money or percent field. */
  min?: number;
  /** Highest value of a number, money or percent field. */
  max?: number;
  /** Longest text (text, longtext, email, phone). */
  maxLength?: number;
  /** A regular expression (source text) a text value must match in full. */
  pattern?: string;
  /** Message shown when `pattern` does not match. */
  patternMessage?: string;
  /** Choices of an enum field. */
  options?: readonly FieldOption[];
  /** Target of a reference field. */
  reference?: FieldReference;
  /** A display hint: 'integer', 'time' (HH:mm text), 'url', 'code' (monospace), 'currency'. */
  format?: 'integer' | 'time' | 'url' | 'code';
  /** Value a new record starts with when the input leaves it out. */
  default?: string | number | boolean | null;
  /** Set by the server (ids, numbers, stages, who asked); the form shows it but never sends it. */
  readOnly?: boolean;
  /** Left out of list columns by default (still in the form and the record view). */
  hiddenInList?: boolean;
  /** A short hint shown under the input. */
  help?: string;
  /** Computed as the product of two number fields, rounded to 2 decimals (e.g. amount = quantity x unitPrice). */
  product?: readonly [string, string];
}

/** One stage of a workflow. */
export interface Stage {
  /** Stored value, e.g. 'not-approved' (the spec's menu names). */
  id: string;
  /** Label, Title Case. */
  label: string;
  /** Reached only as a side effect of another resource's action (a room becomes occupied at check-in). */
  system?: boolean;
}

/** A move of a record from one of `from` to `to`, allowed to `roles` (admin always may). */
export interface Transition {
  /** Verb id: approve, reject, audit, supply, pay, issue, retire, submit, check-in, check-out, collect, process, void, ... */
  action: string;
  /** Button label, Title Case. */
  label: string;
  from: readonly string[];
  to: string;
  /** Roles that may make this move; `admin` may make every move. */
  roles: readonly string[];
  /** The action asks for a note (e.g. a rejection reason). */
  noteRequired?: boolean;
  /**
   * The action also asks for a date (optional), stored in the record's `field`: when an
   * out-of-order room is expected back. The request carries it as `date`; it cannot be before the
   * business date.
   */
  date?: { field: string; label: string; help?: string };
  /**
   * The record owner's move (submitting their own draft): besides having one of `roles`, the user
   * must have created the record (`ownerId`), be admin or hold one of `onBehalf` (those who take up
   * other staff's drafts). A record in a stage this move leaves is its owner's draft: only the same
   * users edit or delete it. For resources with an `ownerField`.
   */
  owner?: { onBehalf: readonly string[] };
}

/** The stage machine of a workflow resource; the stage is stored in the record's `stage` field. */
export interface Workflow {
  stages: readonly Stage[];
  /** Stage of a newly created record. */
  initial: string;
  transitions: readonly Transition[];
}

/** How a resource's list shows by default. */
export interface ListDeclaration {
  /** Field names shown as columns, in order. */
  columns: readonly string[];
  /** Field names the free-text search looks in. */
  searchFields: readonly string[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
}

/** A hotel resource, declared once: the mock API and the generic screens are built from it. */
export interface Resource {
  /** Plural id used in API paths, kebab-case: 'guests', 'room-reservations'. */
  name: string;
  /** Plural label, Title Case: 'Room Reservations'. */
  label: string;
  /** Singular label, Title Case: 'Room Reservation'. */
  singular: string;
  /** One sentence on what a record is. */
  description: string;
  /** Fields other than `id` (every record has a string `id`, and a workflow record a `stage`). */
  fields: readonly Field[];
  list: ListDeclaration;
  /** Field that names a record (in titles, references, audit trail). */
  title: string;
  /** A stage machine, for workflow resources (000 section 4). */
  workflow?: Workflow;
  /**
   * Field that shows the name of the user who created the record (set by the server, as it was at
   * creation), for 'my requests' screens. Ownership itself is the record's `ownerId` (the user's
   * id), so renaming a user changes no access.
   */
  ownerField?: string;
  /** Pairs of date fields [earlier, later]: the later may not be before the earlier (e.g. arrival, departure). */
  dateOrder?: readonly (readonly [string, string])[];
}

/**
 * A stored record: `id`, optional `stage`, and the declared fields. Records of a resource with an
 * `ownerField` (and those the server stamps with a reporter) also carry `ownerId`: the id of the
 * user who created them, set by the server and never taken from a request body.
 */
export type HotelRecord = { id: string; stage?: string; ownerId?: string } & Record<string, unknown>;
