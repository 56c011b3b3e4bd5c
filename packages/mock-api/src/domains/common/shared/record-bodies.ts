import * as z from 'zod/mini';
import { q } from '../../../core/query';
import { bool, iconName, isoDateTime, safeLink, text } from './schemas';

/* The bodies and queries of the messages' and notifications' writes (records.ts loads them with the first). */

/** The writable fields of a message or notification. */
const fields = {
  icon: z.optional(iconName),
  image: z.optional(safeLink),
  title: z.optional(text(1000)),
  description: z.optional(text(5000)),
  time: z.optional(isoDateTime),
  link: z.optional(safeLink),
  useRouter: z.optional(bool),
  read: z.optional(bool),
  seen: z.optional(bool),
};

/** One message or notification's writable fields. */
export const item = z.object(fields, { error: 'must be an object' });

/** The writable fields as the body sends them. */
export type RecordFields = z.infer<typeof item>;

/** The schemas of the calls, with the body field named `field` ('message' or 'notification'). */
export function recordBodies(field: string) {
  return {
    createBody: z.object({ [field]: item }),
    updateBody: z.object({ id: q.id, [field]: item }),
    // The spec's client sends the whole item ({message}) with its new read flag: its other fields are
    // accepted (and must still be the item's), only `read` is applied.
    toggleBody: z.object({
      [field]: z.object({ ...fields, id: q.id, read: bool }, { error: 'must be an object with id and read' }),
    }),
    deleteQuery: z.object({ id: q.id }),
  };
}
