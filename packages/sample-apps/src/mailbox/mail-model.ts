import type { Mail, MailDraft, MailLabelColor } from '../api/mailbox';

/**
 * What the mailbox URL shows. Paths are relative to the mount point (/apps/mailbox):
 *
 *   inbox/1                 a folder (inbox, sent, drafts, spam, trash), page 1
 *   inbox/1/<mailId>        ... with a mail open
 *   filter/starred/2        a filter (starred, important, unread)
 *   label/work/1/<mailId>   a label, by slug
 *   settings                the mailbox settings
 *
 * The bare mount point and anything unknown go to inbox/1.
 */
export type MailboxView =
  | { kind: 'folder' | 'filter' | 'label'; slug: string; page: number; mailId?: string }
  | { kind: 'settings' };
export type MailListView = Extract<MailboxView, { slug: string }>;

const FILTERS = new Set(['starred', 'important', 'unread']);
const SLUG = /^[\p{L}\p{N}_-]{1,200}$/u;

/** Reads the part of the path after the mount point; null means 'go to inbox/1'. */
export function parseMailboxPath(rest: string): MailboxView | null {
  const parts = rest.split('/').filter(Boolean).map((p) => safeDecode(p));
  if (parts.length === 0) return null;
  if (parts[0] === 'settings' && parts.length === 1) return { kind: 'settings' };
  const kind = parts[0] === 'filter' || parts[0] === 'label' ? parts[0] : 'folder';
  const [slug, page, mailId, ...extra] = kind === 'folder' ? parts : parts.slice(1);
  if (!slug || !SLUG.test(slug) || extra.length > 0) return null;
  if (kind === 'filter' && !FILTERS.has(slug)) return null;
  const n = page === undefined ? 1 : Number(page);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) return null;
  return mailId ? { kind, slug, page: n, mailId } : { kind, slug, page: n };
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The relative path of a list view, a page of it and an optional open mail. */
export function mailboxPath(view: Pick<MailListView, 'kind' | 'slug'>, page: number, mailId?: string): string {
  const head = view.kind === 'folder' ? encodeURIComponent(view.slug) : `${view.kind}/${encodeURIComponent(view.slug)}`;
  return `${head}/${page}${mailId ? `/${encodeURIComponent(mailId)}` : ''}`;
}

/** The query of GET mails for a list view. */
export function mailsQuery(view: MailListView): Record<string, string> {
  return { [view.kind]: view.slug, page: String(view.page) };
}

/** 'Name <address>' → its parts; a bare address has the address as name. */
export function parseContact(contact: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<\s*([^<>]+?)\s*>\s*$/.exec(contact);
  if (match) return { name: match[1] || (match[2] ?? ''), address: match[2] ?? '' };
  const address = contact.trim();
  return { name: address, address };
}

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** Splits a recipients field on commas and semicolons (a name may not contain them). */
export function splitRecipients(value: string): string[] {
  return value
    .split(/[,;]/)
    .map((r) => r.trim())
    .filter(Boolean);
}

/** The recipients that are neither an address nor 'Name <address>'. */
export function invalidRecipients(recipients: string[]): string[] {
  return recipients.filter((r) => {
    const { address } = parseContact(r);
    return r.length > 320 || !ADDRESS.test(address);
  });
}

const HTML_TAG =
  /<\/?(?:a|abbr|article|b|blockquote|br|center|code|dd|del|div|dl|dt|em|figcaption|figure|font|h[1-6]|hr|i|iframe|img|ins|li|ol|p|pre|s|script|section|small|span|strong|style|sub|sup|table|tbody|td|tfoot|th|thead|tr|u|ul)(?:\s[^<>]*)?\/?>/i;

/**
 * Whether mail content is HTML (it holds a known HTML tag); otherwise it is plain text with line
 * breaks, where '<angle brackets>' are just text.
 */
export function isHtmlContent(content: string): boolean {
  return HTML_TAG.test(content);
}

/** A one-line plain-text excerpt of mail content (markup dropped through an inert parse, never rendered). */
export function excerpt(content: string, max = 160): string {
  let text = content;
  if (isHtmlContent(content) && typeof DOMParser !== 'undefined') {
    const doc = new DOMParser().parseFromString(content, 'text/html');
    for (const node of Array.from(doc.querySelectorAll('script, style, template, noscript'))) node.remove();
    text = doc.body.textContent ?? '';
  }
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Bytes for people: 182374 → '178 KB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const LIST_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const LIST_TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const FULL_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A list date: the time for today, else 'Nov 3'. */
export function listDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString() ? LIST_TIME.format(date) : LIST_DATE.format(date);
}

/** A full date for the reading pane: 'Nov 03, 2026, 9:15 AM'. */
export function fullDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : FULL_DATE.format(date);
}

/** Which reply the compose form starts from. */
export type ReplyKind = 'reply' | 'replyAll' | 'forward';

/** Fields of the compose form (recipients as typed, comma-separated). */
export interface ComposeValues {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  content: string;
}

export const EMPTY_COMPOSE: ComposeValues = { to: '', cc: '', bcc: '', subject: '', content: '' };

/** The draft id of a new message's unsaved input (a reply's and an edit's are named after their mail). */
export const COMPOSE_DRAFT_ID = 'compose-new';

const prefixed = (prefix: string, subject: string) => (subject.toLowerCase().startsWith(`${prefix.toLowerCase()} `) ? subject : `${prefix} ${subject}`);

/** The body of a quoted or forwarded mail as plain text. */
function quotedText(mail: Mail): string {
  return isHtmlContent(mail.content) ? excerpt(mail.content, 100_000) : mail.content;
}

/** The compose form for a reply, a reply to all (without `me`) or a forward of `mail`. */
export function replyValues(kind: ReplyKind, mail: Mail, me: string): ComposeValues {
  const sender = mail.from.contact;
  const date = fullDate(mail.date);
  if (kind === 'forward') {
    const header = ['---------- Forwarded message ----------', `From: ${sender}`, `Date: ${date}`, `Subject: ${mail.subject}`, `To: ${mail.to}`];
    return { ...EMPTY_COMPOSE, subject: prefixed('Fwd:', mail.subject), content: `\n\n${header.join('\n')}\n\n${quotedText(mail)}` };
  }
  const quote = quotedText(mail)
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const content = `\n\nOn ${date}, ${sender} wrote:\n${quote}`;
  const subject = prefixed('Re:', mail.subject);
  if (kind === 'reply') return { ...EMPTY_COMPOSE, to: sender, subject, content };
  const mine = me.toLowerCase();
  const isMe = (r: string) => parseContact(r).address.toLowerCase() === mine;
  const to = [sender, ...splitRecipients(mail.to)].filter((r, i, all) => !isMe(r) && all.findIndex((x) => parseContact(x).address === parseContact(r).address) === i);
  const cc = (mail.cc ?? []).filter((r) => !isMe(r));
  return { ...EMPTY_COMPOSE, to: to.join(', '), cc: cc.join(', '), subject, content };
}

/** The compose form continuing a saved draft. */
export function draftValues(mail: Mail): ComposeValues {
  return { to: mail.to, cc: (mail.cc ?? []).join(', '), bcc: (mail.bcc ?? []).join(', '), subject: mail.subject, content: mail.content };
}

/** The request body of the compose form. */
export function toDraft(values: ComposeValues, draft: boolean): MailDraft {
  const body: MailDraft = { to: splitRecipients(values.to), subject: values.subject, content: values.content };
  const cc = splitRecipients(values.cc);
  const bcc = splitRecipients(values.bcc);
  if (cc.length) body.cc = cc;
  if (bcc.length) body.bcc = bcc;
  if (draft) body.draft = true;
  return body;
}

/** Class names of each label colour: a dot and a chip (literal, so Tailwind sees them). */
export const LABEL_COLOR_CLASSES: Record<MailLabelColor, { dot: string; chip: string }> = {
  gray: { dot: 'bg-gray-500', chip: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100' },
  red: { dot: 'bg-red-500', chip: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100' },
  orange: { dot: 'bg-orange-500', chip: 'bg-orange-100 text-orange-800 dark:bg-orange-900 dark:text-orange-100' },
  yellow: { dot: 'bg-yellow-500', chip: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-900 dark:text-yellow-100' },
  green: { dot: 'bg-green-500', chip: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100' },
  teal: { dot: 'bg-teal-500', chip: 'bg-teal-100 text-teal-800 dark:bg-teal-900 dark:text-teal-100' },
  blue: { dot: 'bg-blue-500', chip: 'bg-blue-100 text-blue-800 dark:bg-blue-900 dark:text-blue-100' },
  indigo: { dot: 'bg-indigo-500', chip: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100' },
  purple: { dot: 'bg-purple-500', chip: 'bg-purple-100 text-purple-800 dark:bg-purple-900 dark:text-purple-100' },
  pink: { dot: 'bg-pink-500', chip: 'bg-pink-100 text-pink-800 dark:bg-pink-900 dark:text-pink-100' },
};

/**
 * Resolves an image path from the API: seeded paths ('images/…') are relative to the app's base
 * URL, not to the current route; data:, blob:, http(s) and absolute paths pass through.
 */
export function assetUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(data:|https?:|blob:|\/)/i.test(path)) return path;
  const base = (import.meta as { env?: { BASE_URL?: string } }).env?.BASE_URL ?? '/';
  return `${base.endsWith('/') ? base : `${base}/`}${path}`;
}
