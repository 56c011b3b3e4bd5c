import { http, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { badRequest } from '../../../core/errors';
import { readBody, readQuery } from '../../../core/validate';
import { q } from '../../../core/query';
import type { Mail, MailLabel } from '../contracts';
import { bodyId, findOr404, idQuery, newId, removeOr404, text, title } from '../shared';
import { mailboxDomain } from './seed';

const base = '*/api/apps/mailbox';
export const MAILS_PER_PAGE = 10;
/** Where the reading pane sits: beside the list on either side, or one pane at a time ('full'). */
export const MESSAGE_LAYOUTS = ['left', 'right', 'full'] as const;

export const LABEL_COLORS = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'indigo', 'purple', 'pink'] as const;
/** The colour of a label created without one. */
export const DEFAULT_LABEL_COLOR = 'gray';

/**
 * The slug of a label title (spec 001 section 5): lower-cased, spaces to hyphens, repeated hyphens
 * collapsed, non-word characters removed (Unicode letters and digits count as word characters, so
 * 'Café' gives 'café'); hyphens left doubled or dangling by the removal are tidied too. A title with
 * no word character gives 'label'.
 */
export function labelSlug(value: string): string {
  const slug = value
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/[^\p{L}\p{N}_-]+/gu, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || 'label';
}

/** The slug made unique among `taken` by appending -1, -2, ... */
export function uniqueSlug(slug: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(slug)) return slug;
  for (let n = 1; ; n++) if (!used.has(`${slug}-${n}`)) return `${slug}-${n}`;
}

const recipient = z.string().check(
  z.maxLength(320, 'a recipient must be at most 320 characters'),
  z.refine((value) => /^(?:[^<>]*<\s*[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+\s*>|\s*[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+\s*)$/.test(value), 'each recipient must be an e-mail address or Name <address>'),
);
const recipients = z.array(recipient).check(z.maxLength(100, 'at most 100 recipients'));

const mailDraft = z.object({
  mail: z
    .object({
      to: recipients,
      cc: z.optional(recipients),
      bcc: z.optional(recipients),
      subject: text(500),
      content: text(100_000),
      draft: z.optional(z.boolean('draft must be true or false')),
    })
    .check(z.refine((mail) => mail.draft === true || mail.to.length > 0, { message: 'add at least one recipient', path: ['to'] })),
});

const mailPatch = z.object({
  id: bodyId,
  mail: z.object({
    starred: z.optional(z.boolean('must be true or false')),
    important: z.optional(z.boolean('must be true or false')),
    unread: z.optional(z.boolean('must be true or false')),
    folder: z.optional(z.string().check(z.maxLength(200))),
    labels: z.optional(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50, 'at most 50 labels'))),
  }),
});

const labelFields = { title: title(60), color: z.enum(LABEL_COLORS, `color must be one of ${LABEL_COLORS.join(', ')}`) };

const mailsQuery = z.object({
  folder: z.optional(q.text),
  filter: z.optional(z.enum(['starred', 'important', 'unread'], 'filter must be starred, important or unread')),
  label: z.optional(q.text),
  page: z.optional(q.int(1, 1_000_000)),
});

const newestFirst = (a: Mail, b: Mail) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);

/** Mailbox (spec 001 section 7, plus sending: DESIGN decision 15). */
export function mailboxHandlers(ctx: MockContext): HttpHandler[] {
  const state = () => ctx.db.get(mailboxDomain);
  return [
    http.get(`${base}/settings`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      return (await state()).settings;
    })),
    http.patch(`${base}/settings`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { settings } = await readBody(request, z.object({ settings: z.object({ messageLayout: z.optional(z.enum(MESSAGE_LAYOUTS, `messageLayout must be ${MESSAGE_LAYOUTS.join(', ')}`)) }) }));
      return Object.assign((await state()).settings, settings);
    })),
    http.get(`${base}/folders`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const s = await state();
      return s.folders.map((folder) => {
        const mails = s.mails.filter((m) => m.folder === folder.id);
        const count = folder.slug === 'sent' || folder.slug === 'trash' ? 0 : folder.slug === 'drafts' || folder.slug === 'spam' ? mails.length : mails.filter((m) => m.unread).length;
        return { ...folder, count };
      });
    })),
    http.get(`${base}/filters`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      return (await state()).filters;
    })),
    http.get(`${base}/labels`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      return (await state()).labels;
    })),
    http.post(`${base}/label`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      // The spec's body is {label: {title}}: a label sent without a colour is gray.
      const { label } = await readBody(request, z.object({ label: z.object({ title: labelFields.title, color: z.optional(labelFields.color) }) }));
      const s = await state();
      const color = label.color ?? DEFAULT_LABEL_COLOR;
      const created: MailLabel = { id: newId(), title: label.title, slug: uniqueSlug(labelSlug(label.title), s.labels.map((l) => l.slug)), color };
      s.labels.push(created);
      return created;
    })),
    http.patch(`${base}/label`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id, label } = await readBody(request, z.object({ id: bodyId, label: z.object({ title: z.optional(labelFields.title), color: z.optional(labelFields.color) }) }));
      const existing = findOr404((await state()).labels, id, 'mail label');
      Object.assign(existing, label);
      if (label.title !== undefined) existing.slug = labelSlug(label.title);
      return existing;
    })),
    http.delete(`${base}/label`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id } = readQuery(request, idQuery);
      const s = await state();
      removeOr404(s.labels, id, 'mail label');
      for (const mail of s.mails) mail.labels = mail.labels.filter((l) => l !== id);
      return true;
    })),
    http.get(`${base}/mails`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { folder, filter, label, page = 1 } = readQuery(request, mailsQuery);
      const s = await state();
      let mails = s.mails;
      if (folder !== undefined) {
        const id = s.folders.find((f) => f.slug === folder)?.id;
        mails = mails.filter((m) => m.folder === id);
      }
      if (filter !== undefined) mails = mails.filter((m) => m[filter]);
      if (label !== undefined) {
        const id = s.labels.find((l) => l.slug === label)?.id;
        mails = mails.filter((m) => id !== undefined && m.labels.includes(id));
      }
      mails = [...mails].sort(newestFirst);
      const totalResults = mails.length;
      const lastPage = Math.max(Math.ceil(totalResults / MAILS_PER_PAGE), 1);
      if (page > lastPage) return { mails: null, pagination: { lastPage } };
      const begin = (page - 1) * MAILS_PER_PAGE;
      const end = Math.min(MAILS_PER_PAGE * page, totalResults);
      return {
        mails: mails.slice(begin, end).map((m) => ({ ...m, ccCount: m.cc?.length ?? 0, bccCount: m.bcc?.length ?? 0 })),
        pagination: { totalResults, resultsPerPage: MAILS_PER_PAGE, currentPage: page, lastPage, startIndex: begin, endIndex: end - 1 },
      };
    }, { delay: 'mails' })),
    http.get(`${base}/mail`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id } = readQuery(request, idQuery);
      return findOr404((await state()).mails, id, 'mail');
    })),
    http.patch(`${base}/mail`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id, mail: changes } = await readBody(request, mailPatch);
      const s = await state();
      const mail = findOr404(s.mails, id, 'mail');
      if (changes.folder !== undefined && !s.folders.some((f) => f.id === changes.folder)) throw badRequest('Invalid request body: mail.folder: unknown folder id', { 'mail.folder': 'unknown folder id' });
      if (changes.labels?.some((l) => !s.labels.some((label) => label.id === l))) throw badRequest('Invalid request body: mail.labels: unknown label id', { 'mail.labels': 'unknown label id' });
      return Object.assign(mail, changes);
    })),
    http.post(`${base}/mail`, route(ctx, async ({ request }) => {
      const user = await requireUser(ctx, request);
      const { mail: draft } = await readBody(request, mailDraft);
      const mail: Mail = {
        id: newId(),
        type: 'mail',
        from: { avatar: user.avatar, contact: `${user.name} <${user.email}>` },
        to: draft.to.map((r) => r.trim()).join(', '),
        date: ctx.now().toISOString(),
        subject: draft.subject,
        content: draft.content,
        attachments: [],
        starred: false,
        important: false,
        unread: false,
        folder: draft.draft ? 'mail-folder-drafts' : 'mail-folder-sent',
        labels: [],
      };
      if (draft.cc?.length) mail.cc = draft.cc.map((r) => r.trim());
      if (draft.bcc?.length) mail.bcc = draft.bcc.map((r) => r.trim());
      (await state()).mails.unshift(mail);
      return mail;
    })),
  ];
}
