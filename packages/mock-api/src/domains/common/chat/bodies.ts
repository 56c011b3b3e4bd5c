import * as z from 'zod/mini';
import { q } from '../../../core/query';
import { bool } from '../shared/schemas';

/* The chat calls' body and query schemas (handlers.ts loads them with the first call that needs one). */

/** PATCH chat: {id, chat: {muted?, unreadCount?}}. */
export const chatPatch = z.object({
  id: q.id,
  chat: z.object(
    {
      muted: z.optional(bool),
      unreadCount: z.optional(z.number({ error: 'must be a number' }).check(z.int('must be a whole number'), z.gte(0, 'must be at least 0'), z.lte(100_000, 'must be at most 100000'))),
    },
    { error: 'chat is required (an object with muted and/or unreadCount)' },
  ),
});

/** POST chat: {contactId}. */
export const newChatBody = z.object({ contactId: q.id });

/** POST message: {chatId, value}. */
export const messageBody = z.object({
  chatId: q.id,
  value: z.string({ error: 'value is required' }).check(z.refine((v) => v.trim().length > 0, 'value must not be empty'), z.maxLength(2000, 'must be at most 2000 characters')),
});

/** ?id= */
export const idQuery = z.object({ id: q.id });

/** ?chatId= */
export const chatIdQuery = z.object({ chatId: q.id });
