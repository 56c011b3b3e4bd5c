import { ALLOWANCE_ROLES, CHARGE_CATEGORIES, folioKey, isIsoDate, ledgerRoles, toCents, type FolioKind, type FolioRef, type LedgerView } from '@hotel/domain';
import { http, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { badRequest, forbidden, notFound } from '../../../core/errors';
import { readBody, readQuery } from '../../../core/validate';
import { q } from '../../../core/query';
import type { UserRecord } from '../../users/seed';
import { hotelDomain } from '../state';
import { allowancePosting, checkTargetFolio, lineTransfer } from './front-desk';
import { manualEntry, reverseManualEntry } from './journal';
import { ledgerIndex } from './ledger-index';
import { nightAuditChecklist, runNightAudit } from './night-audit';
import { actorOf, commitPostings, folioOwner } from './post';
import { accountLedger, entryView, folioList, folioView, journalList, trialBalance } from './queries';

const BASE = '*/api/hotel';

const date = z.string().check(z.refine(isIsoDate, 'must be a date (YYYY-MM-DD)'));
const rangeQuery = z.object({ from: z.optional(date), to: z.optional(date) });
const pageQuery = { page: z.optional(q.int(1, 100_000)), size: z.optional(q.int(1, 1000)) };
const reason = z.string({ error: 'reason is required' }).check(z.trim(), z.minLength(1, 'A reason is required'), z.maxLength(240, 'must be at most 240 characters'));
const folioRef = z.object({ kind: z.enum(['stay', 'group', 'city'], 'must be stay, group or city'), id: q.id });

/** Roles of the folio screens, the individual ledgers and the city ledger: who may read folios. */
const FOLIO_READERS = () => [...new Set([...ledgerRoles({ folio: 'stay' }), ...ledgerRoles({ folio: 'group' }), ...ledgerRoles({ folio: 'city' }), ...ledgerRoles('individual-ledger'), ...ledgerRoles('city-ledger')])];

function allow(user: UserRecord, roles: readonly string[], what: string): void {
  if (user.roles.includes('admin') || user.roles.some((role) => roles.includes(role))) return;
  throw forbidden(`Your role (${user.roles.join(', ')}) may not ${what}.`);
}

const view = (...views: LedgerView[]) => [...new Set(views.flatMap((v) => ledgerRoles(v)))];

function checkRange(from?: string, to?: string) {
  if (from && to && from > to) throw badRequest('The range ends before it starts.', { to: 'must not be before from' });
}

/**
 * The ledger's calls:
 *   GET  api/hotel/business-date                          → {date, lastAudit}
 *   GET  api/hotel/night-audit                            → the checklist of the business date
 *   POST api/hotel/night-audit {date}                     → {closedDate, businessDate, roomNights, roomRevenue, tax, noShows}
 *   GET  api/hotel/night-audit/history?page&size          → past runs, newest first
 *   GET  api/hotel/folios?kind&search&balance&stage&ids&page&size
 *   GET  api/hotel/folios/<reservationId>|groups/<id>|city-ledger/<id>?from&to
 *   POST .../transfer {line, to: {kind, id}, reason}      POST .../allowance {amount, description, reason, category?}
 *   GET  api/hotel/ledger/journal?from&to&account&source&search&page&size   GET api/hotel/ledger/journal/<id>
 *   POST api/hotel/ledger/journal {reference, narration, lines}            POST api/hotel/ledger/journal/<id>/reverse {reason}
 *   GET  api/hotel/ledger/accounts/<id>?from&to&page&size GET api/hotel/ledger/trial-balance?from&to
 */
export function ledgerHandlers(ctx: MockContext): HttpHandler[] {
  const actor = (user: UserRecord) => actorOf(user, ctx.now().toISOString());

  const folioRoutes = (kind: FolioKind, path: string): HttpHandler[] => [
    http.get(
      `${BASE}/folios/${path}`,
      route(ctx, async ({ request, params }) => {
        const user = await requireUser(ctx, request);
        allow(user, FOLIO_READERS(), 'open folios');
        const { from, to } = readQuery(request, rangeQuery);
        checkRange(from, to);
        return folioView(await ctx.db.get(hotelDomain), { kind, id: String(params.id) }, from ?? null, to ?? null);
      }),
    ),
    http.post(
      `${BASE}/folios/${path}/transfer`,
      route(ctx, async ({ request, params }) => {
        const user = await requireUser(ctx, request);
        allow(user, [...ledgerRoles({ folio: 'stay' }), ...ledgerRoles({ folio: 'city' })], 'move folio lines');
        const body = await readBody(request, z.object({ line: q.id, to: folioRef, reason }));
        const state = await ctx.db.get(hotelDomain);
        const from: FolioRef = { kind, id: String(params.id) };
        if (!folioOwner(state, folioKey(from))) throw notFound(`No folio has the id ${from.id}.`);
        const target = checkTargetFolio(state, body.to as FolioRef);
        commitPostings(state, [lineTransfer(state, folioKey(from), body.line, target, body.reason)], actor(user));
        return folioView(state, from);
      }),
    ),
    http.post(
      `${BASE}/folios/${path}/allowance`,
      route(ctx, async ({ request, params }) => {
        const user = await requireUser(ctx, request);
        allow(user, ALLOWANCE_ROLES, 'grant allowances');
        const body = await readBody(
          request,
          z.object({
            amount: z.number({ error: 'amount must be a number' }),
            description: z.string().check(z.trim(), z.minLength(1, 'A description is required'), z.maxLength(120, 'must be at most 120 characters')),
            reason,
            category: z.optional(z.enum(CHARGE_CATEGORIES, 'must be a charge category')),
          }),
        );
        const cents = toCents(body.amount);
        if (cents === undefined || cents <= 0) throw badRequest('The amount must be above 0 with at most 2 decimals.', { amount: 'must be above 0 with at most 2 decimals' });
        const state = await ctx.db.get(hotelDomain);
        const ref: FolioRef = { kind, id: String(params.id) };
        if (!folioOwner(state, folioKey(ref))) throw notFound(`No folio has the id ${ref.id}.`);
        commitPostings(state, [allowancePosting(state, folioKey(ref), cents, body.category ?? 'room-night', body.description, body.reason)], actor(user));
        return folioView(state, ref);
      }),
    ),
  ];

  return [
    http.get(
      `${BASE}/business-date`,
      route(ctx, async ({ request }) => {
        await requireUser(ctx, request);
        const { ledger } = await ctx.db.get(hotelDomain);
        const last = ledger.audits.at(-1);
        return { date: ledger.businessDate, lastAudit: last ? { date: last.closedDate, at: last.at, by: last.by, byId: last.byId } : null };
      }),
    ),
    http.get(
      `${BASE}/night-audit/history`,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        allow(user, view('night-audit'), 'see night audits');
        const { page = 1, size = 25 } = readQuery(request, z.object(pageQuery));
        const runs = [...(await ctx.db.get(hotelDomain)).ledger.audits].reverse();
        return {
          items: runs.slice((page - 1) * size, page * size).map((run) => ({ ...run, roomRevenue: run.roomRevenue / 100, tax: run.tax / 100 })),
          total: runs.length, page, size,
        };
      }),
    ),
    http.get(
      `${BASE}/night-audit`,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        allow(user, view('night-audit'), 'run the night audit');
        return nightAuditChecklist(await ctx.db.get(hotelDomain));
      }),
    ),
    http.post(
      `${BASE}/night-audit`,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        allow(user, view('night-audit'), 'run the night audit');
        const body = await readBody(request, z.object({ date: z.string({ error: 'date is required' }).check(z.refine(isIsoDate, 'must be a date (YYYY-MM-DD)')) }));
        return runNightAudit(await ctx.db.get(hotelDomain), body.date, actor(user));
      }),
    ),
    http.get(
      `${BASE}/folios`,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        allow(user, FOLIO_READERS(), 'open folios');
        const query = readQuery(
          request,
          z.object({
            kind: z.optional(z.enum(['stay', 'group', 'city'], 'must be stay, group or city')),
            search: z.optional(q.text),
            balance: z.optional(z.enum(['debtors', 'creditors', 'open'], 'must be debtors, creditors or open')),
            stage: z.optional(z.string().check(z.maxLength(40))),
            /** Only these owners' folios (comma-separated reservation, group or account ids, at most 1000). */
            ids: z.optional(z.string().check(z.maxLength(50_000))),
            ...pageQuery,
          }),
        );
        const ids = query.ids ? query.ids.split(',').filter(Boolean) : undefined;
        if (ids && ids.length > 1000) throw badRequest('Ask for at most 1000 folios at a time.', { ids: 'at most 1000 ids' });
        return folioList(await ctx.db.get(hotelDomain), {
          kinds: query.kind ? [query.kind] : ['stay', 'group', 'city'],
          search: query.search, balance: query.balance, stage: query.stage, ids, page: query.page ?? 1, size: query.size ?? 25,
        });
      }),
    ),
    ...folioRoutes('group', 'groups/:id'),
    ...folioRoutes('city', 'city-ledger/:id'),
    ...folioRoutes('stay', ':id'),
    http.get(
      `${BASE}/ledger/journal`,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        allow(user, view('journal', 'general-ledger', 'trial-balance'), 'see the journal');
        const query = readQuery(
          request,
          z.object({ ...rangeQuery.shape, account: z.optional(q.id), source: z.optional(z.string().check(z.maxLength(20))), search: z.optional(q.text), ...pageQuery }),
        );
        checkRange(query.from, query.to);
        return journalList(await ctx.db.get(hotelDomain), { ...query, page: query.page ?? 1, size: query.size ?? 25 });
      }),
    ),
    http.post(
      `${BASE}/ledger/journal`,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        allow(user, view('journal'), 'post journal entries');
        const body = await readBody(
          request,
          z.object({
            reference: z.string({ error: 'reference is required' }).check(z.maxLength(40, 'must be at most 40 characters')),
            narration: z.string({ error: 'narration is required' }).check(z.maxLength(240, 'must be at most 240 characters')),
            lines: z.array(
              z.object({
                account: q.id,
                debit: z.optional(z.number('must be a number')),
                credit: z.optional(z.number('must be a number')),
                memo: z.optional(z.string().check(z.maxLength(120, 'must be at most 120 characters'))),
              }),
            ).check(z.maxLength(50, 'at most 50 lines')),
          }),
        );
        const state = await ctx.db.get(hotelDomain);
        const [entry] = commitPostings(state, [manualEntry(state, body)], actor(user)).entries;
        return entryView(state, entry as NonNullable<typeof entry>);
      }),
    ),
    http.post(
      `${BASE}/ledger/journal/:id/reverse`,
      route(ctx, async ({ request, params }) => {
        const user = await requireUser(ctx, request);
        allow(user, view('journal'), 'reverse journal entries');
        const body = await readBody(request, z.object({ reason }));
        const state = await ctx.db.get(hotelDomain);
        const [entry] = commitPostings(state, [reverseManualEntry(state, String(params.id), body.reason)], actor(user)).entries;
        return entryView(state, entry as NonNullable<typeof entry>);
      }),
    ),
    http.get(
      `${BASE}/ledger/journal/:id`,
      route(ctx, async ({ request, params }) => {
        const user = await requireUser(ctx, request);
        allow(user, view('journal', 'general-ledger', 'trial-balance'), 'see the journal');
        const state = await ctx.db.get(hotelDomain);
        const entry = ledgerIndex(state.ledger).entryById.get(String(params.id));
        if (!entry) throw notFound(`No journal entry has the id ${String(params.id)}.`);
        return entryView(state, entry);
      }),
    ),
    http.get(
      `${BASE}/ledger/accounts/:id`,
      route(ctx, async ({ request, params }) => {
        const user = await requireUser(ctx, request);
        allow(user, view('general-ledger'), 'see account ledgers');
        const query = readQuery(request, z.object({ ...rangeQuery.shape, ...pageQuery }));
        checkRange(query.from, query.to);
        return accountLedger(await ctx.db.get(hotelDomain), String(params.id), query.from ?? null, query.to ?? null, query.page ?? 1, query.size ?? 100);
      }),
    ),
    http.get(
      `${BASE}/ledger/trial-balance`,
      route(ctx, async ({ request }) => {
        const user = await requireUser(ctx, request);
        allow(user, view('trial-balance'), 'see the trial balance');
        const { from, to } = readQuery(request, rangeQuery);
        checkRange(from, to);
        return trialBalance(await ctx.db.get(hotelDomain), from ?? null, to ?? null);
      }),
    ),
  ];
}
