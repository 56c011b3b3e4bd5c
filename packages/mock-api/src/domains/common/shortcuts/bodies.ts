import * as z from 'zod/mini';
import { q } from '../../../core/query';
import { bool, iconName, safeLink, text } from '../shared/schemas';

/* The shortcut calls' body and query schemas (handlers.ts loads them with the first write). */

const label = z.string({ error: 'label is required' }).check(z.trim(), z.minLength(1, 'label is required'), z.maxLength(60, 'must be at most 60 characters'));
const icon = z.pipe(z.string({ error: 'icon is required' }).check(z.trim()), iconName);
const link = z.pipe(z.string({ error: 'link is required' }).check(z.trim()), safeLink);
const useRouter = z.boolean({ error: 'useRouter is required (true or false)' });

const shortcutFields = z.object(
  { label, description: z.optional(text(200)), icon, link, useRouter },
  { error: 'shortcut is required' },
);
const shortcutPatch = z.object(
  { label: z.optional(label), description: z.optional(text(200)), icon: z.optional(icon), link: z.optional(link), useRouter: z.optional(bool) },
  { error: 'shortcut is required' },
);

/** POST: {shortcut}. */
export const createBody = z.object({ shortcut: shortcutFields });

/** PATCH: {id, shortcut}. */
export const updateBody = z.object({ id: q.id, shortcut: shortcutPatch });

/** DELETE ?id=. */
export const idQuery = z.object({ id: q.id });
