import * as z from 'zod/mini';

/* The auth calls' body schemas, loaded with the first call that validates one (handlers.ts). */

const email = z.email('must be an email address').check(z.maxLength(254, 'must be at most 254 characters'));
const password = z
  .string({ error: 'password is required' })
  .check(z.minLength(1, 'password is required'), z.maxLength(200, 'must be at most 200 characters'));
const newPassword = z.string({ error: 'password is required' }).check(
  z.minLength(8, 'must be at least 8 characters'),
  z.maxLength(200, 'must be at most 200 characters'),
);

/** Sign-in and unlock: {email, password}. */
export const credentials = z.object({ email, password });

/** Sign-in with a token: {accessToken} (handlers.ts's `isTokenBody` accepts the same valid bodies without zod). */
export const tokenBody = z.object({ accessToken: z.string().check(z.minLength(1, 'accessToken is required'), z.maxLength(4096)) });

/** Sign-up. */
export const signUpBody = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'name is required'), z.maxLength(120, 'must be at most 120 characters')),
  email,
  password: newPassword,
  company: z.optional(z.string().check(z.maxLength(120, 'must be at most 120 characters'))),
  agreements: z.optional(z.boolean()),
});

/** Forgot password: {email}. */
export const forgotBody = z.object({ email });

/** Reset password: {password}. */
export const resetBody = z.object({ password: newPassword });
