import { HOUSEKEEPING_ACTIONS, SCREENS, type HousekeepingBulkResponse } from '@hotel/domain';
import { http, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { forbidden } from '../../../core/errors';
import { readBody } from '../../../core/validate';
import { q } from '../../../core/query';
import { usersDomain, type UserRecord } from '../../users/seed';
import { hotelDomain } from '../state';
import { applyBulk, housekeepingBoard } from './board';

const BASE = '*/api/hotel/housekeeping';

const bulkBody = z.object({
  rooms: z.array(q.id).check(z.minLength(1, 'choose at least one room'), z.maxLength(500, 'at most 500 rooms at once')),
  action: z.enum(HOUSEKEEPING_ACTIONS, `must be one of ${HOUSEKEEPING_ACTIONS.join(', ')}`),
  housekeeper: z.optional(z.nullable(q.id)),
});

/** Who may open the board: the roles of its screens (admin always). */
function checkBoardAccess(user: UserRecord) {
  const roles = SCREENS.flatMap((s) => (s.kind === 'housekeeping' ? s.roles : []));
  if (user.roles.includes('admin') || user.roles.some((role) => roles.includes(role))) return;
  throw forbidden(`Your role (${user.roles.join(', ')}) may not open the housekeeping board.`);
}

/**
 * The housekeeping board's calls (issue 21), before the generic resource calls:
 *   GET  api/hotel/housekeeping/board → {businessDate, rooms, housekeepers}
 *   POST api/hotel/housekeeping/rooms {rooms, action: mark-clean|mark-inspected|mark-dirty|assign, housekeeper?}
 *        → {action, rooms} (the changed rooms); every room or none: 400 bad input, 403 role, 409 a room's state
 */
export function housekeepingHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get(
      `${BASE}/board`,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        checkBoardAccess(user);
        return housekeepingBoard(await ctx.db.get(hotelDomain), await ctx.db.get(usersDomain));
      }),
    ),
    http.post(
      `${BASE}/rooms`,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        checkBoardAccess(user);
        const body = await readBody(request, bulkBody);
        const state = await ctx.db.get(hotelDomain);
        const users = await ctx.db.get(usersDomain);
        const ids = applyBulk(state, users, body, user, ctx.now().toISOString());
        const answer: HousekeepingBulkResponse = { action: body.action, rooms: housekeepingBoard(state, users, new Set(ids)).rooms };
        return answer;
      }),
    ),
  ];
}
