import { z } from 'zod';
import { badRequest } from './errors';

function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '(body)';
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
export async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
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
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
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

/** Common query pieces. */
export const q = {
  /** A required, non-empty id. */
  id: z.string({ error: 'id is required' }).trim().min(1, 'id is required').max(200, 'id is too long'),
  /** An optional free-text search, at most 200 characters. */
  text: z.string().max(200, 'must be at most 200 characters'),
  /** A whole number within bounds, given as text in the query. */
  int: (min: number, max: number) =>
    z
      .string()
      .regex(/^-?\d+$/, 'must be a whole number')
      .transform(Number)
      .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`)),
};
