import * as z from 'zod/mini';

/*
 * Building blocks of the stored-state schemas (`Domain.schema`): strict about the types the
 * handlers rely on, silent about keys they do not read (a newer field never triggers a reseed).
 */

export const str = z.string();
export const num = z.number();
export const bool = z.boolean();
export const nullableStr = z.nullable(z.string());
export const optionalStr = z.optional(z.string());
export const strs = z.array(z.string());

/** A stored row: an object with a string `id` and the given fields. */
export const row = <S extends Record<string, z.ZodMiniType>>(shape: S) => z.object({ id: z.string(), ...shape });

/** A list of rows with a string `id` and the given fields. */
export const rows = <S extends Record<string, z.ZodMiniType>>(shape: S) => z.array(row(shape));

/** An object of any keys whose values match `value`. */
export const recordOf = <T extends z.ZodMiniType>(value: T) => z.record(z.string(), value);

/** An object (not null, not an array) whose keys are not checked, for a nested part read as a whole. */
export const anyObject = z.record(z.string(), z.unknown());
