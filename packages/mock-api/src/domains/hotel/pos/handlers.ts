import { getResource, TENDER_METHODS, type Docket } from '@hotel/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { badRequest, conflict, forbidden } from '../../../core/errors';
import { readBody } from '../../../core/validate';
import { q } from '../../../core/query';
import type { UserRecord } from '../../users/seed';
import { checkAccess } from '../handlers';
import { owns } from '../owners';
import { hotelDomain, type HotelState } from '../state';
import { addLine, cancelDocket, changeLine, docketOf, openDocket, removeLine, sellDocket, sendDocket, serveDocket, settleDocket, voidDocket, type DocketActor, type StoredDocket } from './dockets';

const BASE = '*/api/hotel/pos-sales';

const amount = (what: string) => z.number({ error: `${what} must be a number` });
const lineFields = {
  quantity: amount('quantity'),
  unitPrice: z.optional(amount('unitPrice')),
  discount: z.optional(amount('discount')),
  discountPercent: z.optional(amount('discountPercent')),
};
const lineInput = z.object({ stock: q.id, ...lineFields });
const linePatch = z.object({ quantity: z.optional(lineFields.quantity), unitPrice: lineFields.unitPrice, discount: lineFields.discount, discountPercent: lineFields.discountPercent });
const tenderInput = z.object({
  method: z.enum(TENDER_METHODS, `must be one of ${TENDER_METHODS.join(', ')}`),
  amount: amount('amount'),
  reservation: z.optional(q.id),
  room: z.optional(z.string().check(z.trim(), z.minLength(1, 'room is required'), z.maxLength(12, 'must be at most 12 characters'))),
  cityAccount: z.optional(q.id),
});
const table = z.optional(z.string().check(z.maxLength(12, 'must be at most 12 characters')));
const lines = z.array(lineInput).check(z.maxLength(200, 'at most 200 lines'));
const tenders = z.array(tenderInput).check(z.maxLength(10, 'at most 10 tenders'));
const saleBody = z.object({ record: z.object({ pointOfSale: q.id, channel: z.optional(z.string().check(z.maxLength(40))), table, lines, tenders }) });
const openBody = z.object({ pointOfSale: q.id, table, lines: z.optional(lines) });
const reasonBody = z.object({ reason: z.optional(z.string().check(z.maxLength(1000, 'must be at most 1000 characters'))) });
const transitionBody = z.object({ action: z.string().check(z.minLength(1, 'action is required'), z.maxLength(60)), note: z.optional(z.nullable(z.string().check(z.maxLength(1000, 'must be at most 1000 characters')))) });

/**
 * The docket calls (issue 17), before the generic resource calls so that they answer for pos-sales:
 *   POST   api/hotel/pos-sales {record: {pointOfSale, channel?, table?, lines, tenders}} → 201 a settled docket
 *   POST   api/hotel/pos-sales/open {pointOfSale, table?, lines?}                        → 201 an open docket
 *   POST   api/hotel/pos-sales/<id>/lines {stock, quantity, unitPrice?, discount?|discountPercent?}
 *   PATCH  api/hotel/pos-sales/<id>/lines/<line> {quantity?, unitPrice?, discount?|discountPercent?}
 *   DELETE api/hotel/pos-sales/<id>/lines/<line>
 *   POST   api/hotel/pos-sales/<id>/send | serve | settle {tenders} | void {reason} | cancel {reason}
 *   POST   api/hotel/pos-sales/<id>/transition {action: send|serve|void|cancel, note} (the generic form)
 * Every call answers the docket. Sellers (who may write pos-sales) ring, send, serve and settle; an
 * auditor or manager (or admin) voids a settled docket or cancels an unsettled one. The generic list
 * and record reads (GET) stay as they are; PATCH and DELETE of a docket answer 409.
 */
export function posHandlers(ctx: MockContext): HttpHandler[] {
  const resource = getResource('pos-sales');
  const actor = (user: UserRecord): DocketActor => ({ user, at: ctx.now().toISOString() });
  const answer = (docket: StoredDocket, status = 200) => HttpResponse.json(structuredClone(docket) as Docket as never, { status });

  /** A seller's docket: 403 unless they may write pos-sales, and (with 'own' scope) opened it. */
  async function sellerDocket(request: Request, id: unknown): Promise<{ user: UserRecord; state: HotelState; docket: StoredDocket }> {
    const user = await requireUser(ctx, request);
    const scope = checkAccess(user, resource, 'write');
    const state = await ctx.db.get(hotelDomain);
    const docket = docketOf(state, id);
    if (scope === 'own' && !owns(user, resource, docket)) throw forbidden(`Your role (${user.roles.join(', ')}) may only work on the dockets you opened.`);
    return { user, state, docket };
  }

  async function supervisorDocket(request: Request, id: unknown) {
    const user = await requireUser(ctx, request);
    const state = await ctx.db.get(hotelDomain);
    return { user, state, docket: docketOf(state, id) };
  }

  return [
    http.post(
      BASE,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        checkAccess(user, resource, 'write');
        const { record } = await readBody(request, saleBody);
        return answer(sellDocket(await ctx.db.get(hotelDomain), record, actor(user)), 201);
      }),
    ),
    http.post(
      `${BASE}/open`,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        checkAccess(user, resource, 'write');
        const body = await readBody(request, openBody);
        return answer(openDocket(await ctx.db.get(hotelDomain), body, actor(user)), 201);
      }),
    ),
    http.post(
      `${BASE}/:id/lines`,
      route(ctx, async ({ request, params }) => {
        const { user, state, docket } = await sellerDocket(request, params.id);
        return answer(addLine(state, docket, await readBody(request, lineInput), actor(user)));
      }),
    ),
    http.patch(
      `${BASE}/:id/lines/:line`,
      route(ctx, async ({ request, params }) => {
        const { user, state, docket } = await sellerDocket(request, params.id);
        return answer(changeLine(state, docket, String(params.line), await readBody(request, linePatch), actor(user)));
      }),
    ),
    http.delete(
      `${BASE}/:id/lines/:line`,
      route(ctx, async ({ request, params }) => {
        const { user, state, docket } = await sellerDocket(request, params.id);
        return answer(removeLine(state, docket, String(params.line), actor(user)));
      }),
    ),
    http.post(
      `${BASE}/:id/send`,
      route(ctx, async ({ request, params }) => {
        const { user, state, docket } = await sellerDocket(request, params.id);
        return answer(sendDocket(state, docket, actor(user)));
      }),
    ),
    http.post(
      `${BASE}/:id/serve`,
      route(ctx, async ({ request, params }) => {
        const { user, state, docket } = await sellerDocket(request, params.id);
        return answer(serveDocket(state, docket, actor(user)));
      }),
    ),
    http.post(
      `${BASE}/:id/settle`,
      route(ctx, async ({ request, params }) => {
        const { user, state, docket } = await sellerDocket(request, params.id);
        const body = await readBody(request, z.object({ tenders }));
        return answer(settleDocket(state, docket, body.tenders, actor(user)));
      }),
    ),
    http.post(
      `${BASE}/:id/void`,
      route(ctx, async ({ request, params }) => {
        const { user, state, docket } = await supervisorDocket(request, params.id);
        const body = await readBody(request, reasonBody);
        return answer(voidDocket(state, docket, body.reason, actor(user)));
      }),
    ),
    http.post(
      `${BASE}/:id/cancel`,
      route(ctx, async ({ request, params }) => {
        const { user, state, docket } = await supervisorDocket(request, params.id);
        const body = await readBody(request, reasonBody);
        return answer(cancelDocket(state, docket, body.reason, actor(user)));
      }),
    ),
    http.post(
      `${BASE}/:id/transition`,
      route(ctx, async ({ request, params }) => {
        const { action, note } = await readBody(request, transitionBody);
        if (action === 'void' || action === 'cancel') {
          const { user, state, docket } = await supervisorDocket(request, params.id);
          return answer((action === 'void' ? voidDocket : cancelDocket)(state, docket, note, actor(user)));
        }
        const { user, state, docket } = await sellerDocket(request, params.id);
        if (action === 'send') return answer(sendDocket(state, docket, actor(user)));
        if (action === 'serve') return answer(serveDocket(state, docket, actor(user)));
        if (action === 'settle') throw badRequest('Settling takes tenders: POST api/hotel/pos-sales/<id>/settle {tenders}.', { action: 'use the settle call' });
        throw badRequest(`'${action}' is not an action of dockets.`, { action: 'must be one of send, serve, void, cancel' });
      }),
    ),
    http.patch(
      `${BASE}/:id`,
      route(ctx, async ({ request }) => {
        await requireUser(ctx, request);
        throw conflict('A docket changes through its own calls: lines while it is open (api/hotel/pos-sales/<id>/lines), then send, serve, settle; a settled docket is voided and rung again.');
      }),
    ),
    http.delete(
      `${BASE}/:id`,
      route(ctx, async ({ request }) => {
        await requireUser(ctx, request);
        throw conflict('Dockets are never deleted: an unsettled one is cancelled, a settled one voided, with a reason (Internal Control).');
      }),
    ),
  ];
}
