import type * as z from 'zod/mini';
import { badRequest } from './errors';

/*
 * This module imports no zod at run time: the schemas (and `strictSchema`, `./strict`) load with the
 * calls that validate, so the mock API's start-up, whose calls are reads, carries no zod.
 *
 * Validation uses zod/mini (about 5 KB gzip, tree-shakable) rather than classic zod (about 90 KB),
 * because the mock API ships in the browser. Mini's API is functional:
 *   z.string().check(z.minLength(1, 'name is required'), z.maxLength(120))
 *   z.optional(z.string()), z.nullable(...), z.array(item).check(z.maxLength(100)), z.enum([...])
 */

/** A dotted path of an issue ('(body)' for the top level). */
const pathOf = (path: readonly PropertyKey[]) => (path.length ? path.map(String).join('.') : '(body)');

function fieldsOf(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  const add = (issues: readonly z.core.$ZodIssue[], base: readonly PropertyKey[]) => {
    for (const issue of issues) {
      const path = [...base, ...issue.path];
      if (issue.code === 'unrecognized_keys') {
        // A strict object names each field it does not have.
        for (const key of issue.keys) fields[pathOf([...path, key])] ??= UNKNOWN_FIELD;
        continue;
      }
      if (issue.code === 'invalid_union') {
        // A field unknown to every shape of a union is still named, not hidden behind 'Invalid input'.
        const unknown = issue.errors.flat().filter((nested) => nested.code === 'unrecognized_keys');
        if (unknown.length) {
          add(unknown, path);
          continue;
        }
      }
      fields[pathOf(path)] ??= issue.message;
    }
  };
  add(error.issues, []);
  return fields;
}

function describe(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, message]) => `${key}: ${message}`)
    .join('; ');
}

/** The message of a body field that the call does not have. */
export const UNKNOWN_FIELD = 'unknown field';

/**
 * Keys refused anywhere in a body, whatever the call: merged into a record (`Object.assign`, a
 * spread), `__proto__` would replace its prototype and `constructor`/`prototype` shadow what code
 * reads from it. No resource of the API has a field of these names.
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The dotted path of the first forbidden key in a parsed JSON value, or undefined (iterative: any depth). */
export function forbiddenKeyIn(value: unknown): string | undefined {
  const stack: Array<[unknown, string[]]> = [[value, []]];
  while (stack.length) {
    const [node, path] = stack.pop() as [unknown, string[]];
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      node.forEach((item, index) => stack.push([item, [...path, String(index)]]));
      continue;
    }
    for (const key of Object.keys(node)) {
      if (FORBIDDEN_KEYS.has(key)) return [...path, key].join('.');
      stack.push([(node as Record<string, unknown>)[key], [...path, key]]);
    }
  }
  return undefined;
}

/**
 * Reads and validates a JSON body; anything else answers 400 with a message per field. Every body
 * is strict: a field the call does not have answers 400 naming it (`product.quantity: unknown
 * field`), never silently dropped, and a `__proto__`, `constructor` or `prototype` key anywhere in
 * the body answers 400.
 */
export async function readBody<S extends z.ZodMiniType>(
  request: Request,
  /** The body's schema, or a function that loads it (so it stays out of start-up). */
  schema: S | (() => Promise<S>),
  /**
   * A check that accepts, without zod, a body the schema surely accepts unchanged (for a call made at
   * start-up, e.g. the session check); anything it does not accept goes through the schema.
   */
  accepts?: (json: unknown) => boolean,
): Promise<z.infer<S>> {
  const text = await request.text();
  let json: unknown;
  try {
    json = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  const forbidden = forbiddenKeyIn(json);
  if (forbidden !== undefined) {
    throw badRequest(`Invalid request body: ${forbidden}: the key is not allowed in a request body`, { [forbidden]: 'the key is not allowed in a request body' });
  }
  if (accepts?.(json)) return json as z.infer<S>;
  const [{ strictSchema }, resolved] = await Promise.all([import('./strict'), typeof schema === 'function' ? schema() : schema]);
  const parsed = strictSchema(resolved).safeParse(json);
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
