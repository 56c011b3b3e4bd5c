import * as z from 'zod/mini';

/** PATCH api/common/users {user}: the writable fields (handlers.ts loads it with the first PATCH). */
export const userPatch = z.object({
  user: z.object({
    name: z.optional(z.string().check(z.trim(), z.minLength(1, 'name must not be empty'), z.maxLength(120, 'must be at most 120 characters'))),
    avatar: z.optional(z.nullable(z.string().check(z.maxLength(500_000, 'the avatar is too large')))),
    status: z.optional(z.enum(['online', 'away', 'busy', 'not-visible'])),
  }),
});
