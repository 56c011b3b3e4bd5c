/** Mailbox sample app: the contract of `api/apps/mailbox/*` (spec 001 sections 3, 5 and 7; DESIGN decision 15 for sending). */

export type MailFolderSlug = 'inbox' | 'sent' | 'drafts' | 'spam' | 'trash';
export type MailFilterSlug = 'starred' | 'important' | 'unread';
/** Label colours (the template's palette). */
export const MAIL_LABEL_COLORS = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'indigo', 'purple', 'pink'] as const;
export type MailLabelColor = (typeof MAIL_LABEL_COLORS)[number];

export interface MailFolder {
  id: string;
  title: string;
  slug: MailFolderSlug;
  /** Icon name of the iconify sets (e.g. 'heroicons-outline:inbox'). */
  icon: string;
  /** Unread mails for inbox; all mails for drafts and spam; 0 for sent and trash. */
  count: number;
}

export interface MailFilter {
  id: string;
  title: string;
  slug: MailFilterSlug;
  icon: string;
}

export interface MailLabel {
  id: string;
  title: string;
  /** Lower-case, spaces to hyphens, repeated hyphens collapsed, non-word characters removed; unique on create. */
  slug: string;
  color: MailLabelColor;
}

export interface MailSettings {
  /** Where the reading pane sits. */
  messageLayout: 'left' | 'right' | 'full';
}

export interface MailAttachment {
  /** MIME type: image/jpeg, image/png or application/pdf. */
  type: string;
  name: string;
  /** Bytes. */
  size: number;
  /** Preview image path. */
  preview: string;
  /** A downloadable path. */
  downloadUrl: string;
}

export interface Mail {
  id: string;
  type: 'mail';
  /** `contact` is 'Name <address>'. */
  from: { avatar: string | null; contact: string };
  /** 'Name <address>' entries joined with ', '. */
  to: string;
  cc?: string[];
  bcc?: string[];
  /** ISO date-time. */
  date: string;
  subject: string;
  /** Plain text with line breaks (render as text, keep the line breaks). */
  content: string;
  attachments: MailAttachment[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  /** Folder id. */
  folder: string;
  /** Label ids. */
  labels: string[];
}

/** A mail in a list response. */
export interface MailListItem extends Mail {
  ccCount: number;
  bccCount: number;
}

export interface MailPagination {
  totalResults: number;
  resultsPerPage: number;
  currentPage: number;
  lastPage: number;
  startIndex: number;
  endIndex: number;
}

/** GET mails: a page, or `mails: null` with only `lastPage` past the last page. */
export type MailsPage = { mails: MailListItem[]; pagination: MailPagination } | { mails: null; pagination: { lastPage: number } };

/** Body of POST mail (compose): recipients are addresses or 'Name <address>'. */
export interface MailDraft {
  to: string[];
  cc?: string[];
  bcc?: string[];
  subject: string;
  content: string;
  /** Save in Drafts instead of sending (recipients may then be empty). */
  draft?: boolean;
}

export const MAILS_PER_PAGE = 10;

export const mailboxEndpoints = {
  /** GET / PATCH {settings}. */
  settings: 'api/apps/mailbox/settings',
  folders: 'api/apps/mailbox/folders',
  filters: 'api/apps/mailbox/filters',
  labels: 'api/apps/mailbox/labels',
  /** POST {label: {title, color}} / PATCH {id, label} / DELETE ?id → true. */
  label: 'api/apps/mailbox/label',
  /** GET ?folder=|filter=|label= &page= (1-based; 625 ms). */
  mails: 'api/apps/mailbox/mails',
  /** GET ?id / PATCH {id, mail} / POST {mail: MailDraft} (send or save a draft). */
  mail: 'api/apps/mailbox/mail',
} as const;
