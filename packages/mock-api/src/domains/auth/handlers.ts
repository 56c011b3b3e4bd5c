import { http, HttpResponse, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import type { SignInResponse } from '@hotel/shell/api';
import { issueToken, requireUser, verifyToken } from '../../core/auth';
import { route, type MockContext } from '../../core/context';
import { conflict, MockApiError } from '../../core/errors';
import { readBody } from '../../core/validate';
import { publicUser, usersDomain, type UserRecord } from '../users/seed';

const email = z.email('must be an email address').check(z.maxLength(254, 'must be at most 254 characters'));
const password = z
  .string({ error: 'password is required' })
  .check(z.minLength(1, 'password is required'), z.maxLength(200, 'must be at most 200 characters'));
const newPassword = z.string({ error: 'password is required' }).check(
  z.minLength(8, 'must be at least 8 characters'),
  z.maxLength(200, 'must be at most 200 characters'),
);
const credentials = z.object({ email, password });

/** The spec's answer to wrong credentials: 404 with the body `false`. */
const wrongCredentials = () => new MockApiError(404, 'NOT_FOUND', 'Wrong email or password', undefined, false);

async function findByCredentials(ctx: MockContext, input: z.infer<typeof credentials>): Promise<UserRecord> {
  const user = (await ctx.db.get(usersDomain)).find((u) => u.email.toLowerCase() === input.email.toLowerCase());
  if (!user || user.password !== input.password) throw wrongCredentials();
  return user;
}

async function session(ctx: MockContext, user: UserRecord): Promise<SignInResponse> {
  return { user: publicUser(user), accessToken: await issueToken(user, ctx.now()), tokenType: 'bearer' };
}

export function authHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.post(
      '*/api/auth/sign-in',
      route(
        ctx,
        async ({ request }) => session(ctx, await findByCredentials(ctx, await readBody(request, credentials))),
        { delay: 'signIn', writes: false },
      ),
    ),
    http.post(
      '*/api/auth/sign-in-with-token',
      route(
        ctx,
        async ({ request }) => {
          const { accessToken } = await readBody(request, z.object({ accessToken: z.string().check(z.minLength(1, 'accessToken is required'), z.maxLength(4096)) }));
          try {
            const { sub } = await verifyToken(accessToken, ctx.now());
            const user = (await ctx.db.get(usersDomain)).find((u) => u.id === sub);
            if (!user) throw new Error('no such user');
            return session(ctx, user);
          } catch {
            return HttpResponse.json({ error: 'Invalid token' }, { status: 401 });
          }
        },
        { writes: false },
      ),
    ),
    http.post(
      '*/api/auth/sign-up',
      route(
        ctx,
        async ({ request }) => {
          const body = await readBody(
            request,
            z.object({
              name: z.string().check(z.trim(), z.minLength(1, 'name is required'), z.maxLength(120, 'must be at most 120 characters')),
              email,
              password: newPassword,
              company: z.optional(z.string().check(z.maxLength(120, 'must be at most 120 characters'))),
              agreements: z.optional(z.boolean()),
            }),
          );
          const users = await ctx.db.get(usersDomain);
          if (users.some((u) => u.email.toLowerCase() === body.email.toLowerCase())) {
            throw conflict(`An account with the email ${body.email} already exists.`);
          }
          users.push({
            id: `user-${users.length + 1}-${Date.now().toString(36)}`,
            name: body.name,
            email: body.email,
            avatar: null,
            status: 'online',
            roles: ['user'],
            password: body.password,
          });
          return true;
        },
        { delay: 'signUp' },
      ),
    ),
    http.post(
      '*/api/auth/forgot-password',
      route(
        ctx,
        async ({ request }) => {
          await readBody(request, z.object({ email }));
          return true;
        },
        { delay: 'forgotPassword', writes: false },
      ),
    ),
    http.post(
      '*/api/auth/reset-password',
      route(
        ctx,
        async ({ request }) => {
          const user = await requireUser(ctx, request);
          const body = await readBody(
            request,
            z.object({ password: newPassword }),
          );
          user.password = body.password;
          return true;
        },
        { delay: 'resetPassword' },
      ),
    ),
    http.post(
      '*/api/auth/unlock-session',
      route(ctx, async ({ request }) => session(ctx, await findByCredentials(ctx, await readBody(request, credentials))), {
        delay: 'unlockSession',
        writes: false,
      }),
    ),
    http.post(
      '*/api/auth/sign-out',
      route(ctx, () => true, { writes: false }),
    ),
  ];
}
