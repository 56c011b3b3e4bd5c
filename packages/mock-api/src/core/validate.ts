import * as z from 'zod/mini';
import { badRequest } from './errors';

/*
 * Validation uses zod/mini (about 5 KB gzip, tree-shakable) rather than classic zod (about 90 KB),
 * because the mock API ships in the browser. Mini's API is functional:
 *   z.string().check(z.minLength(1, 'name is required'), z.maxLength(120))
 *   z.optional(z.string()), z.nullable(...), z.array(item).check(z.maxLength(100)), z.enum([...])
 */

function fieldsOf(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '(body)';
    fields[key] ??= issue.message;
  }
  return fields;
}

function describe(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, message]) => `${key}: ${message}`)
    .join('; ');
}

/** Reads and validates a JSON body; anything else answers 400 with a message per field. */
export async function readBody<S extends z.ZodMiniType>(request: Request, schema: S): Promise<z.infer<S>> {
  const text = await request.text();
  let json: unknown;
  try {
    json = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const fields = fieldsOf(parsed.error);
    throw badRequest(`Invalid request body: ${describe(fields)}`, fields);
  }
  return parsed.data;
}

/** Validates the query string; a repeated parameter takes its last value. */
export function readQuery<S extends z.ZodMiniType>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams.entries());
  const parsed = schema.safeParse(params);
  if (!parsed.success) {
    const fields = fieldsOf(parsed.error);
    throw badRequest(`Invalid query parameters: ${describe(fields)}`, fields);
  }
  return parsed.data;
}

/** Reads a multipart form body, answering 400 when it is not one. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw badRequest('The request body must be multipart/form-data.');
  }
}

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
