import * as z from 'zod/mini';

/* The strict copy of a body's schema (readBody's), apart so that validate.ts imports no zod at run time. */

type AnySchema = z.core.$ZodType;
const strictCopies = new WeakMap<AnySchema, AnySchema>();
const NO_OTHER_KEYS = z.never();

/**
 * The schema with every object in it strict: a key the object does not declare fails with
 * `unrecognized_keys` instead of being dropped. Objects that declare a catchall (`z.looseObject`,
 * `z.catchall`) and records keep accepting other keys, on purpose. Built once per schema.
 */
export function strictSchema<S extends AnySchema>(schema: S): S {
  const cached = strictCopies.get(schema);
  if (cached) return cached as S;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- walks zod's definitions, whose shapes differ by type
  const def = schema._zod.def as any;
  let changes: Record<string, unknown> | undefined;
  switch (def.type) {
    case 'object':
      changes = {
        shape: Object.fromEntries(Object.entries(def.shape as Record<string, AnySchema>).map(([key, value]) => [key, strictSchema(value)])),
        catchall: def.catchall ?? NO_OTHER_KEYS,
      };
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'success':
      changes = { innerType: strictSchema(def.innerType) };
      break;
    case 'array':
      changes = { element: strictSchema(def.element) };
      break;
    case 'pipe':
      changes = { in: strictSchema(def.in), out: strictSchema(def.out) };
      break;
    case 'union':
      changes = { options: (def.options as AnySchema[]).map((option) => strictSchema(option)) };
      break;
    case 'intersection':
      changes = { left: strictSchema(def.left), right: strictSchema(def.right) };
      break;
    case 'record':
      changes = { valueType: strictSchema(def.valueType) };
      break;
    case 'tuple':
      changes = { items: (def.items as AnySchema[]).map((item) => strictSchema(item)), rest: def.rest ? strictSchema(def.rest) : def.rest };
      break;
    case 'lazy':
      changes = { getter: () => strictSchema(def.getter()) };
      break;
  }
  // Copies the definition's property descriptors (reading `shape` through a spread would resolve it early).
  const result = changes
    ? z.core.util.clone(schema, Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(def), ...Object.getOwnPropertyDescriptors(changes) }) as S['_zod']['def'])
    : schema;
  strictCopies.set(schema, result);
  return result as S;
}
