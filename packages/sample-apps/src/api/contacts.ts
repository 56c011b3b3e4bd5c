/** Contacts sample app: the contract of `api/apps/contacts/*` (spec 001 sections 3 and 7). */

/** An e-mail address of a contact with its label ('Personal', 'Work', ...). */
export interface ContactEmail {
  email: string;
  label: string;
}

/** A phone number of a contact: the country's ISO code (lower case, e.g. 'us'), the number and a label ('Mobile', 'Work', 'Home'). */
export interface ContactPhoneNumber {
  country: string;
  phoneNumber: string;
  label: string;
}

/**
 * A contact. `title` and `company` are the job fields; the spec's blank contact also mentions a
 * `job` object `{title, company}`: a new contact carries both (`title: ''`, `company: ''` and
 * `job: {title: '', company: ''}`), seeded contacts only the flat fields. Screens read the flat ones.
 */
export interface Contact {
  id: string;
  /** Image path or data URL, or null. */
  avatar: string | null;
  /** Banner image path or null. */
  background: string | null;
  name: string;
  emails: ContactEmail[];
  phoneNumbers: ContactPhoneNumber[];
  /** Job title; absent or empty for some contacts. */
  title?: string;
  company?: string;
  /** Only on contacts created through POST contact (spec 001 "a job object with empty title and company"). */
  job?: { title: string; company: string };
  /** ISO date-time or null. */
  birthday: string | null;
  address: string | null;
  /** HTML text (render only through SafeHtml) or null. */
  notes: string | null;
  /** Tag ids. */
  tags: string[];
}

/** A country for the phone-number select; render the flag from `iso` (e.g. as a regional-indicator emoji). */
export interface Country {
  id: string;
  /** ISO 3166-1 alpha-2, lower case. */
  iso: string;
  name: string;
  /** Dial prefix such as '+1'. */
  code: string;
  /** Offset in the original flag sprite (kept for compatibility; prefer `iso`). */
  flagImagePos: string;
}

export interface ContactTag {
  id: string;
  title: string;
}

/** Body of PATCH contact. */
export interface ContactPatch {
  id: string;
  contact: Partial<Omit<Contact, 'id'>>;
}

export const contactsEndpoints = {
  /** GET: all contacts sorted by name. */
  all: 'api/apps/contacts/all',
  /** GET ?query=: contacts whose name contains the text (case-insensitive), sorted by name. */
  search: 'api/apps/contacts/search',
  /** GET ?id= / POST (blank 'New Contact', placed first) / PATCH {id, contact} / DELETE ?id= → true. */
  contact: 'api/apps/contacts/contact',
  /** GET: about 240 countries. */
  countries: 'api/apps/contacts/countries',
  /** GET: tags. */
  tags: 'api/apps/contacts/tags',
  /** POST {tag} (placed first) / PATCH {id, tag} / DELETE ?id= (stripped from every contact) → true. */
  tag: 'api/apps/contacts/tag',
  /** POST multipart {id, avatar}: image/jpeg or image/png up to 2 MB; returns the contact. */
  avatar: 'api/apps/contacts/avatar',
} as const;

/** Largest accepted avatar upload, in bytes. */
export const CONTACT_AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Accepted avatar types. */
export const CONTACT_AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;
