import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SignInResponse } from '@hotel/shell/api';
import { issueToken, requireUser, verifyToken } from '../../core/auth';
import { route, type MockContext } from '../../core/context';
import { conflict, MockApiError } from '../../core/errors';
import { readBody } from '../../core/validate';
import { publicUser, usersDomain, type UserRecord } from '../users/seed';

/** The body schemas, loaded with the first call that needs one (zod stays out of start-up). */
const bodies = () => import('./bodies');

/** Sign-in's and unlock's body. */
interface Credentials {
  email: string;
  password: string;
}

/**
 * The session check's body as the schema surely accepts it unchanged: exactly {accessToken} with a
 * string of 1 to 4096 characters, as in `tokenBody` (a signed-in page's reload sends it first).
 */
const isTokenBody = (json: unknown): boolean => {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return false;
  const keys = Object.keys(json);
  const token = (json as { accessToken?: unknown }).accessToken;
  return keys.length === 1 && keys[0] === 'accessToken' && typeof token === 'string' && token.length >= 1 && token.length <= 4096;
};

/** The spec's answer to wrong credentials: 404 with the body `false`. */
const wrongCredentials = () => new MockApiError(404, 'NOT_FOUND', 'Wrong email or password', undefined, false);

async function findByCredentials(ctx: MockContext, input: Credentials): Promise<UserRecord> {
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
        async ({ request }) => session(ctx, await findByCredentials(ctx, await readBody(request, async () => (await bodies()).credentials))),
        { delay: 'signIn', writes: false },
      ),
    ),
    http.post(
      '*/api/auth/sign-in-with-token',
      route(
        ctx,
        async ({ request }) => {
          const { accessToken } = await readBody(request, async () => (await bodies()).tokenBody, isTokenBody);
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
          const body = await readBody(request, async () => (await bodies()).signUpBody);
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
          await readBody(request, async () => (await bodies()).forgotBody);
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
          const body = await readBody(request, async () => (await bodies()).resetBody);
          user.password = body.password;
          return true;
        },
        { delay: 'resetPassword' },
      ),
    ),
    http.post(
      '*/api/auth/unlock-session',
      route(ctx, async ({ request }) => session(ctx, await findByCredentials(ctx, await readBody(request, async () => (await bodies()).credentials))), {
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
