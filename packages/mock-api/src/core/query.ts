import * as z from 'zod/mini';

/* Common pieces of query and body schemas (apart from validate.ts, which imports no zod at run time). */

/** Common pieces. */
export const q = {
  /** A required, non-empty id (query or body). */
  id: z.string({ error: 'id is required' }).check(z.trim(), z.minLength(1, 'id is required'), z.maxLength(200, 'id is too long')),
  /** An optional free-text search, at most 200 characters. */
  text: z.string().check(z.maxLength(200, 'must be at most 200 characters')),
  /** A whole number within bounds, given as text in the query. */
  int: (min: number, max: number) =>
    z.pipe(
      z.string().check(z.regex(/^-?\d+$/, 'must be a whole number')),
      z.pipe(
        z.transform((value: string) => Number(value)),
        z.number().check(z.int(), z.gte(min, `must be at least ${min}`), z.lte(max, `must be at most ${max}`)),
      ),
    ),
};
