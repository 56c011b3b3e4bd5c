import { http, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { badRequest } from '../../../core/errors';
import { readBody, readForm, readQuery } from '../../../core/validate';
import type { Contact } from '../contracts';
import { bodyId, compareText, findOr404, idQuery, isoDate, newId, removeOr404, tagBody, text, title } from '../shared';
import { countries } from './countries';
import { tasksDomain } from '../tasks/seed';
import { contactsDomain, contactTagsDomain } from './seed';

const base = '*/api/apps/contacts';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png'];

const contactFields = z.object({
  avatar: z.optional(z.nullable(z.string().check(z.maxLength(3_000_000, 'the avatar is too large')))),
  background: z.optional(z.nullable(text(2000))),
  name: z.optional(title(120, 'name')),
  emails: z.optional(
    z.array(z.object({ email: z.email('email must be a valid e-mail address').check(z.maxLength(320)), label: text(40) })).check(z.maxLength(20, 'at most 20 e-mails')),
  ),
  phoneNumbers: z.optional(
    z
      .array(
        z.object({
          country: z.string().check(z.regex(/^[a-z]{2}$/, 'country must be a lower-case ISO code')),
          phoneNumber: z.string().check(z.maxLength(40, 'must be at most 40 characters'), z.regex(/^[\d\s()+\-.]*$/, 'phoneNumber may hold digits, spaces and + ( ) - . only')),
          label: text(40),
        }),
      )
      .check(z.maxLength(20, 'at most 20 phone numbers')),
  ),
  title: z.optional(text(120)),
  company: z.optional(text(120)),
  job: z.optional(z.object({ title: text(120), company: text(120) })),
  birthday: z.optional(isoDate),
  address: z.optional(z.nullable(text(500))),
  notes: z.optional(z.nullable(text(20_000))),
  tags: z.optional(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50, 'at most 50 tags'))),
});

const sortByName = (list: Contact[]) => [...list].sort((a, b) => compareText(a.name, b.name));

/** Contacts (spec 001 section 7): list, search, CRUD, countries, tags and avatar upload. */
export function contactsHandlers(ctx: MockContext): HttpHandler[] {
  const contacts = () => ctx.db.get(contactsDomain);
  const tags = () => ctx.db.get(contactTagsDomain);
  return [
    http.get(`${base}/all`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      return sortByName(await contacts());
    })),
    http.get(`${base}/search`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { query = '' } = readQuery(request, z.object({ query: z.optional(text(200)) }));
      const needle = query.toLocaleLowerCase();
      return sortByName((await contacts()).filter((c) => c.name.toLocaleLowerCase().includes(needle)));
    })),
    http.get(`${base}/contact`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id } = readQuery(request, idQuery);
      return findOr404(await contacts(), id, 'contact');
    })),
    http.post(`${base}/contact`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const contact: Contact = {
        id: newId(),
        avatar: null,
        background: null,
        name: 'New Contact',
        emails: [],
        phoneNumbers: [],
        title: '',
        company: '',
        job: { title: '', company: '' },
        birthday: null,
        address: null,
        notes: null,
        tags: [],
      };
      (await contacts()).unshift(contact);
      return contact;
    })),
    http.patch(`${base}/contact`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id, contact: changes } = await readBody(request, z.object({ id: bodyId, contact: contactFields }));
      const contact = findOr404(await contacts(), id, 'contact');
      const known = new Set((await tags()).map((t) => t.id));
      const unknown = changes.tags?.filter((t) => !known.has(t));
      if (unknown?.length) throw badRequest(`Unknown tag ids: ${unknown.join(', ')}`, { tags: 'unknown tag id' });
      const isos = new Set(countries().map((c) => c.iso));
      const phone = changes.phoneNumbers?.findIndex((p) => !isos.has(p.country)) ?? -1;
      if (phone >= 0) {
        const field = `contact.phoneNumbers.${phone}.country`;
        throw badRequest(`Invalid request body: ${field}: no country has this ISO code`, { [field]: 'unknown country' });
      }
      Object.assign(contact, changes);
      return contact;
    })),
    http.delete(`${base}/contact`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id } = readQuery(request, idQuery);
      removeOr404(await contacts(), id, 'contact');
      // Tasks assigned to the deleted contact become unassigned (only if the tasks were loaded).
      if (ctx.db.seeded().includes(tasksDomain.name)) {
        for (const task of await ctx.db.get(tasksDomain)) if (task.assignedTo === id) task.assignedTo = null;
      }
      return true;
    })),
    http.get(`${base}/countries`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      return countries();
    })),
    http.get(`${base}/tags`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      return tags();
    })),
    http.post(`${base}/tag`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { tag } = await readBody(request, z.object({ tag: tagBody }));
      const created = { id: newId(), title: tag.title };
      (await tags()).unshift(created);
      return created;
    })),
    http.patch(`${base}/tag`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id, tag } = await readBody(request, z.object({ id: bodyId, tag: tagBody }));
      const existing = findOr404(await tags(), id, 'contact tag');
      Object.assign(existing, tag);
      return existing;
    })),
    http.delete(`${base}/tag`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id } = readQuery(request, idQuery);
      removeOr404(await tags(), id, 'contact tag');
      for (const contact of await contacts()) contact.tags = contact.tags.filter((t) => t !== id);
      return true;
    })),
    http.post(`${base}/avatar`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const form = await readForm(request);
      const id = form.get('id');
      const file = form.get('avatar');
      if (typeof id !== 'string' || id.trim() === '') throw badRequest('Invalid request body: id: id is required', { id: 'id is required' });
      if (!(file instanceof Blob)) throw badRequest('Invalid request body: avatar: a file is required', { avatar: 'a file is required' });
      if (!AVATAR_TYPES.includes(file.type)) {
        throw badRequest(`The avatar must be a JPEG or PNG image, not ${file.type || 'an unknown type'}.`, { avatar: 'must be image/jpeg or image/png' });
      }
      if (file.size === 0) throw badRequest('The avatar file is empty.', { avatar: 'the file is empty' });
      if (file.size > AVATAR_MAX_BYTES) throw badRequest('The avatar must be at most 2 MB.', { avatar: 'must be at most 2 MB' });
      const contact = findOr404(await contacts(), id, 'contact');
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      contact.avatar = `data:${file.type};base64,${btoa(binary)}`;
      return contact;
    })),
  ];
}
