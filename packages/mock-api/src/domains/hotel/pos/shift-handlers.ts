import { getResource, type CashierShift, type CurrentShiftResponse } from '@hotel/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { readBody } from '../../../core/validate';
import { q } from '../../../core/query';
import type { UserRecord } from '../../users/seed';
import { checkAccess } from '../handlers';
import { hotelDomain } from '../state';
import { closeShift, listShifts, openShift, openShiftOf, shiftFor, shiftView, type ShiftActor } from './shifts';

const BASE = '*/api/hotel/pos-shifts';

const amount = (what: string) => z.number({ error: `${what} must be a number` });
const openBody = z.object({ float: amount('float'), pointOfSale: z.optional(q.id) });
const closeBody = z.object({
  counted: z.object({
    cash: amount('cash'),
    card: z.optional(amount('card')),
    'mobile-money': z.optional(amount('mobile-money')),
    'room-charge': z.optional(amount('room-charge')),
    'city-ledger': z.optional(amount('city-ledger')),
  }),
  note: z.optional(z.nullable(z.string().check(z.maxLength(1000, 'must be at most 1000 characters')))),
});

/**
 * The cashier shift calls (issue 17), before the generic resource calls:
 *   POST api/hotel/pos-shifts/open {float, pointOfSale?}      → 201 the open shift (409 when one is open already)
 *   GET  api/hotel/pos-shifts/current                         → {shift}: the caller's open shift with running figures, or null
 *   POST api/hotel/pos-shifts/<id>/close {counted, note?}     → the closed shift: the Z report's figures
 *   GET  api/hotel/pos-shifts                                 → {items} newest first (own; auditor, manager, admin: all)
 *   GET  api/hotel/pos-shifts/<id>                            → one shift (own, or any for a supervisor)
 * Whoever may write pos-sales opens a shift; a cashier closes their own, a supervisor anyone's.
 */
export function shiftHandlers(ctx: MockContext): HttpHandler[] {
  const dockets = getResource('pos-sales');
  const actor = (user: UserRecord): ShiftActor => ({ user, at: ctx.now().toISOString() });
  const answer = (shift: CashierShift, status = 200) => HttpResponse.json(shift as never, { status });

  return [
    http.post(
      `${BASE}/open`,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        checkAccess(user, dockets, 'write');
        const body = await readBody(request, openBody);
        return answer(openShift(await ctx.db.get(hotelDomain), body, actor(user)), 201);
      }),
    ),
    http.get(
      `${BASE}/current`,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        const state = await ctx.db.get(hotelDomain);
        const shift = openShiftOf(state, user.id);
        const current: CurrentShiftResponse = { shift: shift ? shiftView(state, shift) : null };
        return HttpResponse.json(current as never);
      }),
    ),
    http.post(
      `${BASE}/:id/close`,
      route(ctx, async ({ request, params }) => {
        const user = await requireUser(ctx, request);
        const body = await readBody(request, closeBody);
        return answer(closeShift(await ctx.db.get(hotelDomain), params.id, body, actor(user)));
      }),
    ),
    http.get(
      BASE,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        return HttpResponse.json({ items: listShifts(await ctx.db.get(hotelDomain), user) } as never);
      }),
    ),
    http.get(
      `${BASE}/:id`,
      route(ctx, async ({ request, params }) => {
        const user = await requireUser(ctx, request);
        const state = await ctx.db.get(hotelDomain);
        return answer(shiftView(state, shiftFor(state, params.id, user)));
      }),
    ),
  ];
}
