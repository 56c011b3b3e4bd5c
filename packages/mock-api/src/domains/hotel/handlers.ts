import {
  DOCUMENT_RESOURCES,
  accessScope,
  findReport,
  reportGrouping,
  reportGroupings,
  findResource,
  isIsoDate,
  SCREENS,
  type DocumentType,
  type HotelRecord,
  type Resource,
} from '@hotel/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { requireUser } from '../../core/auth';
import { cloneData } from '../../core/clone';
import { route, type MockContext } from '../../core/context';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import { readBody, readQuery } from '../../core/validate';
import type { UserRecord } from '../users/seed';
import { buildDocument } from './documents';
import { referenceLabels } from './labels';
import { listPage } from './list';
import { checkDraftOwner, owns } from './owners';
import { computeReport } from './reports';
import { hasPostings } from './ledger/documents';
import { ledgerHandlers } from './ledger/handlers';
import { todayHandlers } from './front-desk/today';
import { housekeepingHandlers } from './housekeeping/handlers';
import { posHandlers } from './pos/handlers';
import { shiftHandlers } from './pos/shift-handlers';
import { createRecord, moveRecord, updateRecord } from './service';
import { hotelDomain, type HotelState } from './state';
import { stockHandlers } from './stock/handlers';
import { checkStockDelete } from './stock/operations';
import { withOnHand, withOnHandAll } from './stock/read';
import { availability, chart, checkRange } from './views';

const BASE = '*/api/hotel';

const recordBody = z.object({ record: z.record(z.string(), z.unknown()) });
const patchBody = z.object({
  record: z.record(z.string(), z.unknown()),
  /** The reason of an auditor's correction of a posted document. */
  reason: z.optional(z.string().check(z.maxLength(240, 'must be at most 240 characters'))),
});
const transitionBody = z.object({
  action: z.string().check(z.minLength(1, 'action is required'), z.maxLength(60)),
  note: z.optional(z.nullable(z.string().check(z.maxLength(1000, 'must be at most 1000 characters')))),
  /** Check-out: where a non-zero folio balance goes (a city-ledger account or the stay's group). */
  transferTo: z.optional(z.object({ kind: z.enum(['stay', 'group', 'city'], 'must be group or city'), id: z.string().check(z.minLength(1, 'id is required'), z.maxLength(200)) })),
  /** The date the move declares (Transition.date): an out-of-order room's return. */
  date: z.optional(z.nullable(z.string().check(z.refine(isIsoDate, 'must be a date (YYYY-MM-DD)')))),
});
const reportQuery = z.object({
  from: z.optional(z.string().check(z.refine(isIsoDate, 'must be a date (YYYY-MM-DD)'))),
  to: z.optional(z.string().check(z.refine(isIsoDate, 'must be a date (YYYY-MM-DD)'))),
  by: z.optional(z.string()),
});

const rangeQuery = z.object({
  from: z.string({ error: 'from is required' }).check(z.refine(isIsoDate, 'must be a date (YYYY-MM-DD)')),
  to: z.string({ error: 'to is required' }).check(z.refine(isIsoDate, 'must be a date (YYYY-MM-DD)')),
});
// Maps, not object literals: a path segment such as 'constructor' or '__proto__' is no kind.
const VIEW_KINDS = new Map<string, 'rooms' | 'facilities'>([['rooms', 'rooms'], ['facilities', 'facilities']]);
const CHART_KINDS = new Map<string, 'rooms' | 'facilities'>([
  ['reservation-chart', 'rooms'],
  ['daily-room-chart', 'rooms'],
  ['facility-reservation-chart', 'facilities'],
]);

const may = (user: UserRecord, roles: readonly string[]) => user.roles.includes('admin') || user.roles.some((role) => roles.includes(role));

export function resourceOf(name: unknown): Resource {
  const resource = typeof name === 'string' ? findResource(name) : undefined;
  if (!resource) throw notFound(`NOT FOUND: no hotel resource is named '${String(name)}'.`);
  return resource;
}

/**
 * 403 unless the user may see (`read`) or change (`write`) the resource's records; answers whether
 * that is every record ('all') or only the user's own ('own': the roles of a 'my ...' screen).
 */
export function checkAccess(user: UserRecord, resource: Resource, kind: 'read' | 'write'): 'all' | 'own' {
  const scope = accessScope(resource, user.roles, kind);
  if (scope === 'none') {
    throw forbidden(`Your role (${user.roles.join(', ')}) may not ${kind === 'read' ? 'see' : 'change'} ${resource.label.toLowerCase()}.`);
  }
  return scope;
}

/** The records of a list the user may see: all, or with 'own' scope only those they created. */
export function visibleRecords(user: UserRecord, resource: Resource, scope: 'all' | 'own', records: HotelRecord[]): HotelRecord[] {
  return scope === 'all' ? records : records.filter((record) => owns(user, resource, record));
}

/** 403 when an 'own'-scope user reaches a record they did not create. */
function checkOwner(user: UserRecord, resource: Resource, scope: 'all' | 'own', record: HotelRecord) {
  if (scope === 'own' && !owns(user, resource, record)) {
    throw forbidden(`Your role (${user.roles.join(', ')}) may only see and change the ${resource.label.toLowerCase()} you created.`);
  }
}

function recordOf(state: HotelState, resource: Resource, id: unknown): HotelRecord {
  const record = state.records[resource.name]?.find((r) => r.id === id);
  if (!record) throw notFound(`No ${resource.singular.toLowerCase()} has the id ${String(id)}.`);
  return record;
}

/**
 * The hotel API, driven by @hotel/domain:
 *   GET    api/hotel/<resource>?search&sort&order&page&size&stage&mine&<field>=<value>
 *          → {items, total, page, size, labels}; page is 1-based (default 1), size 1..1000 (default 25)
 *   GET    api/hotel/<resource>/<id>            POST api/hotel/<resource> {record}
 *   PATCH  api/hotel/<resource>/<id> {record}   DELETE api/hotel/<resource>/<id>
 *   POST   api/hotel/<resource>/<id>/transition {action, note?, transferTo?, date?}   GET api/hotel/<resource>/<id>/audit
 *   GET    api/hotel/reports/<id>?from&to&by    GET api/hotel/documents/<type>/<id>
 *   GET    api/hotel/availability/<rooms|facilities>?from&to   (to exclusive, at most 92 days)
 *   GET    api/hotel/charts/<reservation-chart|daily-room-chart|facility-reservation-chart>?from&to
 *   GET    api/hotel/stock/on-hand?stock=<id>   (stock/handlers.ts; a stock item's quantity is read from its movements)
 * Point-of-sale dockets (pos-sales) are written through their own calls (pos/handlers.ts), cashier
 * shifts (api/hotel/pos-shifts) through theirs (pos/shift-handlers.ts), the housekeeping board
 * through its own (housekeeping/handlers.ts).
 */
export function hotelHandlers(ctx: MockContext): HttpHandler[] {
  const stamp = () => ctx.now().toISOString();

  return [
    ...ledgerHandlers(ctx),
    ...stockHandlers(ctx),
    ...posHandlers(ctx),
    ...shiftHandlers(ctx),
    ...housekeepingHandlers(ctx),
    ...todayHandlers(ctx),
    http.get(
      `${BASE}/reports/:report`,
      route(ctx, async ({ request, params }) => {
        const user = await requireUser(ctx, request);
        const report = findReport(String(params.report));
        if (!report) throw notFound(`NOT FOUND: no report is named '${String(params.report)}'.`);
        const roles = SCREENS.flatMap((s) => (s.kind === 'report' && s.report === report.id ? s.roles : []));
        if (!may(user, roles)) throw forbidden(`Your role may not open the ${report.title} report.`);
        const { from, to, by } = readQuery(request, reportQuery);
        if (from && to && from > to) throw badRequest('The range ends before it starts.', { to: 'must not be before from' });
        if (by && !reportGrouping(report, by)) {
          const offered = reportGroupings(report).map((g) => g.field);
          const message = offered.length
            ? `The ${report.title} report groups by ${offered.join(', ')}; not by '${by}'.`
            : `The ${report.title} report is not grouped; it takes no 'by'.`;
          throw badRequest(message, { by: offered.length ? `must be one of ${offered.join(', ')}` : 'not accepted' });
        }
        return computeReport(await ctx.db.get(hotelDomain), report, from ?? null, to ?? null, by ?? null);
      }),
    ),
    http.get(
      `${BASE}/availability/:kind`,
      route(ctx, async ({ request, params }) => {
        const user = await requireUser(ctx, request);
        const kind = VIEW_KINDS.get(String(params.kind));
        if (!kind) throw notFound(`NOT FOUND: availability is answered for rooms and facilities, not '${String(params.kind)}'.`);
        const roles = SCREENS.flatMap((s) => (s.kind === 'availability' && s.resource === kind ? s.roles : []));
        if (!may(user, roles)) throw forbidden(`Your role may not search ${kind} availability.`);
        const { from, to } = readQuery(request, rangeQuery);
        checkRange(from, to);
        return availability(await ctx.db.get(hotelDomain), kind, from, to);
      }),
    ),
    http.get(
      `${BASE}/charts/:chart`,
      route(ctx, async ({ request, params }) => {
        const user = await requireUser(ctx, request);
        const id = String(params.chart);
        const kind = CHART_KINDS.get(id);
        if (!kind) throw notFound(`NOT FOUND: no chart is named '${id}'.`);
        const roles = SCREENS.flatMap((s) => (s.kind === 'chart' && s.chart === id ? s.roles : []));
        if (!may(user, roles)) throw forbidden('Your role may not open this chart.');
        const { from, to } = readQuery(request, rangeQuery);
        checkRange(from, to);
        return { chart: id, ...chart(await ctx.db.get(hotelDomain), kind, from, to, id === 'reservation-chart') };
      }),
    ),
    http.get(
      `${BASE}/documents/:type/:id`,
      route(ctx, async ({ request, params }) => {
        const user = await requireUser(ctx, request);
        const type = String(params.type) as DocumentType;
        const resourceName = Object.hasOwn(DOCUMENT_RESOURCES, type) ? DOCUMENT_RESOURCES[type] : undefined;
        if (!resourceName) throw notFound(`NOT FOUND: no document type is named '${String(params.type)}'.`);
        const documentResource = resourceOf(resourceName);
        if (checkAccess(user, documentResource, 'read') !== 'all') throw forbidden(`Your role may not open ${documentResource.label.toLowerCase()} documents.`);
        return buildDocument(await ctx.db.get(hotelDomain), type, String(params.id));
      }),
    ),
    http.get(
      `${BASE}/:resource`,
      route(ctx, async ({ request, params }) => {
        const user = await requireUser(ctx, request);
        const resource = resourceOf(params.resource);
        const scope = checkAccess(user, resource, 'read');
        const state = await ctx.db.get(hotelDomain);
        return listPage(request, resource, user, state, withOnHandAll(state, resource.name, visibleRecords(user, resource, scope, state.records[resource.name] ?? [])));
      }),
    ),
    http.post(
      `${BASE}/:resource`,
      route(ctx, async ({ request, params }) => {
        const user = await requireUser(ctx, request);
        const resource = resourceOf(params.resource);
        checkAccess(user, resource, 'write');
        const { record: input } = await readBody(request, recordBody);
        const state = await ctx.db.get(hotelDomain);
        const record = createRecord(state, resource, input, user, stamp());
        return HttpResponse.json(cloneData(withOnHand(state, resource.name, record)) as never, { status: 201 });
      }),
    ),
    http.get(
      `${BASE}/:resource/:id/audit`,
      route(ctx, async ({ request, params }) => {
        const user = await requireUser(ctx, request);
        const resource = resourceOf(params.resource);
        const scope = checkAccess(user, resource, 'read');
        const state = await ctx.db.get(hotelDomain);
        const record = recordOf(state, resource, params.id);
        checkOwner(user, resource, scope, record);
        return cloneData(state.audit[`${resource.name}/${record.id}`] ?? []);
      }),
    ),
    http.post(
      `${BASE}/:resource/:id/transition`,
      route(ctx, async ({ request, params }) => {
        const user = await requireUser(ctx, request);
        const resource = resourceOf(params.resource);
        const scope = checkAccess(user, resource, 'write');
        const { action, note, transferTo, date } = await readBody(request, transitionBody);
        const state = await ctx.db.get(hotelDomain);
        const record = recordOf(state, resource, params.id);
        checkOwner(user, resource, scope, record);
        moveRecord(state, resource, record, { action, note, transferTo, date }, user, stamp());
        return cloneData(withOnHand(state, resource.name, record));
      }),
    ),
    http.get(
      `${BASE}/:resource/:id`,
      route(ctx, async ({ request, params }) => {
        const user = await requireUser(ctx, request);
        const resource = resourceOf(params.resource);
        const scope = checkAccess(user, resource, 'read');
        const state = await ctx.db.get(hotelDomain);
        const record = recordOf(state, resource, params.id);
        checkOwner(user, resource, scope, record);
        return { ...cloneData(withOnHand(state, resource.name, record)), labels: referenceLabels(state, resource, [record]) };
      }),
    ),
    http.patch(
      `${BASE}/:resource/:id`,
      route(ctx, async ({ request, params }) => {
        const user = await requireUser(ctx, request);
        const resource = resourceOf(params.resource);
        const scope = checkAccess(user, resource, 'write');
        const { record: input, reason } = await readBody(request, patchBody);
        const state = await ctx.db.get(hotelDomain);
        const existing = recordOf(state, resource, params.id);
        checkOwner(user, resource, scope, existing);
        updateRecord(state, resource, existing, input, user, stamp(), reason);
        return cloneData(withOnHand(state, resource.name, existing));
      }),
    ),
    http.delete(
      `${BASE}/:resource/:id`,
      route(ctx, async ({ request, params }) => {
        const user = await requireUser(ctx, request);
        const resource = resourceOf(params.resource);
        const scope = checkAccess(user, resource, 'write');
        const state = await ctx.db.get(hotelDomain);
        const record = recordOf(state, resource, params.id);
        checkOwner(user, resource, scope, record);
        checkDraftOwner(user, resource, record, 'delete');
        if (hasPostings(state, resource.name, record.id)) {
          throw conflict(`This ${resource.singular.toLowerCase()} is posted to the books and is never deleted; an auditor reverses it with a reason (Internal Control).`);
        }
        checkStockDelete(state, resource.name, record);
        const initial = resource.workflow?.initial;
        if (initial && record.stage !== initial && !user.roles.some((role) => role === 'admin' || role === 'auditor')) {
          const stage = resource.workflow?.stages.find((s) => s.id === initial)?.label ?? initial;
          throw conflict(`Only ${stage.toLowerCase()} ${resource.label.toLowerCase()} can be deleted; later ones are kept for the audit trail.`);
        }
        const users: string[] = [];
        for (const [name, records] of Object.entries(state.records)) {
          const other = findResource(name);
          const fields = other?.fields.filter((f) => f.reference?.resource === resource.name) ?? [];
          const count = fields.length ? records.filter((r) => fields.some((f) => r[f.name] === record.id)).length : 0;
          if (count) users.push(`${count} ${count === 1 ? other?.singular.toLowerCase() : other?.label.toLowerCase()}`);
        }
        if (users.length) throw conflict(`This ${resource.singular.toLowerCase()} is still used by ${users.join(', ')}; remove those first.`);
        state.records[resource.name] = (state.records[resource.name] ?? []).filter((r) => r !== record);
        delete state.audit[`${resource.name}/${record.id}`];
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ];
}
