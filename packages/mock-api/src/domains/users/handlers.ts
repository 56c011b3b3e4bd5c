import { http, type HttpHandler } from 'msw';
import { z } from 'zod';
import { requireUser } from '../../core/auth';
import { route, type MockContext } from '../../core/context';
import { readBody } from '../../core/validate';
import { publicUser } from './seed';

const userPatch = z.object({
  user: z
    .object({
      name: z.string().trim().min(1, 'name must not be empty').max(120, 'must be at most 120 characters'),
      avatar: z.string().max(500_000).nullable(),
      status: z.enum(['online', 'away', 'busy', 'not-visible']),
    })
    .partial()
    .strip(),
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
