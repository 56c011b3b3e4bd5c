import * as z from 'zod/mini';

/** True for the links data may carry: http(s), mailto, tel or a relative path (DESIGN decision 10). */
export function isSafeLink(value: string): boolean {
  const trimmed = value.trim();
  if (/^(https?:\/\/|mailto:|tel:)/i.test(trimmed)) return true;
  // Relative: no scheme before the first '/', '?' or '#', and not protocol-relative.
  return !/^[a-z][a-z\d+.-]*:/i.test(trimmed) && !trimmed.startsWith('//') && ![...trimmed].some((char) => char.charCodeAt(0) < 32);
}

/** A link field: 1..2000 characters, http(s), mailto, tel or relative. */
export const safeLink = z
  .string({ error: 'must be a string' })
  .check(
    z.minLength(1, 'must not be empty'),
    z.maxLength(2000, 'must be at most 2000 characters'),
    z.refine(isSafeLink, 'must be an http(s), mailto or tel URL or a relative path'),
  );

/** An icon name 'set:name', e.g. 'heroicons_outline:bell'. */
export const iconName = z
  .string({ error: 'must be a string' })
  .check(z.regex(/^[a-z][a-z0-9_-]*:[a-z0-9][a-z0-9-]*$/, "must be an icon name 'set:name', e.g. 'heroicons_outline:bell'"));

/** Free HTML or text, at most `max` characters. */
export const text = (max: number) => z.string({ error: 'must be a string' }).check(z.maxLength(max, `must be at most ${max} characters`));

/** A boolean, strictly (no 'true' strings). */
export const bool = z.boolean({ error: 'must be true or false' });

/** An ISO 8601 date-time with an offset or Z. */
export const isoDateTime = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' });

/** The stored list of messages or notifications (`Domain.schema`). */
export const storedMessages = z.array(
  z.object({ id: z.string(), icon: z.optional(z.string()), image: z.optional(z.string()), title: z.optional(z.string()), description: z.optional(z.string()), time: z.string(), link: z.optional(z.string()), useRouter: z.optional(z.boolean()), read: z.boolean() }),
);
