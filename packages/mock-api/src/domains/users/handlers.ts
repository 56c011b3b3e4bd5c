import { http, type HttpHandler } from 'msw';
import { requireUser } from '../../core/auth';
import { route, type MockContext } from '../../core/context';
import { readBody } from '../../core/validate';
import { publicUser } from './seed';

/** PATCH's body schema, loaded with the first PATCH (zod stays out of start-up). */
const userPatch = async () => (await import('./bodies')).userPatch;

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
