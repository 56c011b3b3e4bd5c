import { http, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { requireUser } from '../../core/auth';
import { route, type MockContext } from '../../core/context';
import { readBody } from '../../core/validate';
import { publicUser } from './seed';

const userPatch = z.object({
  user: z.object({
    name: z.optional(z.string().check(z.trim(), z.minLength(1, 'name must not be empty'), z.maxLength(120, 'must be at most 120 characters'))),
    avatar: z.optional(z.nullable(z.string().check(z.maxLength(500_000, 'the avatar is too large')))),
    status: z.optional(z.enum(['online', 'away', 'busy', 'not-visible'])),
  }),
});

/** GET api/common/user; PATCH api/common/users (and .../user) with {user}. Roles and email are not writable. */
export function userHandlers(ctx: MockContext): HttpHandler[] {
  const patch = route(ctx, async ({ request }) => {
    const user = await requireUser(ctx, request);
    const { user: changes } = await readBody(request, userPatch);
    Object.assign(user, changes);
    return publicUser(user);
  });
  return [
    http.get(
      '*/api/common/user',
      route(ctx, async ({ request }) => publicUser(await requireUser(ctx, request))),
    ),
    http.patch('*/api/common/users', patch),
    http.patch('*/api/common/user', patch),
  ];
}
