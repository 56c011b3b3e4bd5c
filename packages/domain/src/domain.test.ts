import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  isFinalStage,
  mayChangeDraft,
  othersOwnerMoves,
  findReport,
  findResource,
  formatFieldValue,
  formatMoney,
  getResource,
  REPORTS,
  reportGroupings,
  accessScope,
  resourceAccess,
  RESOURCES,
  SCREENS,
  STAFF_ROLES,
  validateRecord,
} from './index';
import { SPEC_HOTEL_PATHS } from './spec-routes.test-data';

const TITLE_CASE = /^[A-Z0-9(][^\s]*(\s+([A-Z0-9(&/-][^\s]*|Of|And|To|By|For|In|At|On|The|A|Or|From))*$/;

describe('resource declarations', () => {
  it('has unique names and the resources the route table implies', () => {
    const names = RESOURCES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of ['guests', 'groups', 'rooms', 'room-categories', 'buildings', 'floors', 'facilities', 'kitchens', 'eateries', 'gym-categories', 'gym-plans', 'gym-memberships', 'laundry-categories', 'laundry-items', 'laundry-orders', 'units', 'stock-categories', 'stocks', 'restaurant-items', 'condiments', 'stores', 'points-of-sale', 'departments', 'revenue-centers', 'sms-settings', 'users', 'suppliers', 'procurements', 'expenses', 'store-requests', 'refunds', 'invoices', 'proformas', 'account-groups', 'accounts', 'banks', 'expense-types', 'pricing-types', 'financial-years', 'city-ledger-accounts', 'fund-requests', 'room-reservations', 'facility-reservations', 'reservation-deposits', 'payments', 'room-charges', 'group-charges', 'deposit-transfers', 'pos-sales', 'pos-orders', 'kitchen-orders', 'stock-movements', 'damages']) {
      expect(findResource(name), name).toBeDefined();
    }
  });

  it.each(RESOURCES.map((r) => [r.name, r] as const))('%s: columns, search, sort, title and references exist; labels are Title Case', (_name, resource) => {
    const fields = new Set(resource.fields.map((f) => f.name));
    const listable = new Set([...fields, ...(resource.workflow ? ['stage'] : [])]);
    expect(new Set(resource.fields.map((f) => f.name)).size).toBe(resource.fields.length);
    for (const column of resource.list.columns) expect(listable, `column ${column}`).toContain(column);
    for (const field of resource.list.searchFields) expect(fields, `search ${field}`).toContain(field);
    expect(listable).toContain(resource.list.defaultSort.field);
    expect(fields).toContain(resource.title);
    if (resource.ownerField) expect(fields).toContain(resource.ownerField);
    expect(resource.label).toMatch(TITLE_CASE);
    expect(resource.singular).toMatch(TITLE_CASE);
    for (const field of resource.fields) {
      expect(field.name).not.toMatch(/^(id|stage)$/);
      if (field.type === 'enum') expect(field.options?.length, field.name).toBeGreaterThan(0);
      if (field.type === 'reference') {
        const target = findResource(field.reference?.resource ?? '');
        expect(target, `${resource.name}.${field.name}`).toBeDefined();
        expect(target?.fields.map((f) => f.name)).toContain(field.reference?.labelField);
      }
      if (field.product) for (const part of field.product) expect(fields).toContain(part);
    }
    for (const pair of resource.dateOrder ?? []) for (const name of pair) expect(fields).toContain(name);
  });

  it.each(RESOURCES.filter((r) => r.workflow).map((r) => [r.name, r] as const))('%s: every transition names declared stages and known roles', (_name, resource) => {
    const stages = new Set(resource.workflow?.stages.map((s) => s.id));
    expect(stages).toContain(resource.workflow?.initial);
    for (const t of resource.workflow?.transitions ?? []) {
      for (const from of t.from) expect(stages, `${t.action} from ${from}`).toContain(from);
      expect(stages, `${t.action} to ${t.to}`).toContain(t.to);
      for (const role of t.roles) expect(STAFF_ROLES as readonly string[]).toContain(role);
      expect(t.label).toMatch(TITLE_CASE);
      // A move that asks for a date stores it in a date field of its own resource.
      if (t.date) expect(resource.fields.find((f) => f.name === t.date?.field)?.type, `${t.action}'s date`).toBe('date');
      // An owner's move is declared where records have an owner, and taken up only by roles the move is given.
      if (t.owner) {
        expect(resource.ownerField, `${t.action} is an owner's move`).toBeDefined();
        for (const role of t.owner.onBehalf) expect(t.roles, `${t.action} on behalf`).toContain(role);
      }
    }
    const system = new Set(resource.workflow?.stages.filter((s) => s.system).map((s) => s.id));
    // A system stage is reached by a server call (a docket's settle); the stages after it are reached from it.
    const reachable = new Set([resource.workflow?.initial, ...system]);
    for (let i = 0; i < 10; i++) for (const t of resource.workflow?.transitions ?? []) if (t.from.some((f) => reachable.has(f))) reachable.add(t.to);
    expect([...stages].filter((s) => !reachable.has(s) && !system.has(s)), 'stages unreachable from the initial stage').toEqual([]);
  });

  it('uses 000 section 4 stages for the workflows the spec names', () => {
    const stages = (name: string) => getResource(name).workflow?.stages.map((s) => s.id);
    expect(stages('store-requests')).toEqual(expect.arrayContaining(['new', 'not-approved', 'approved', 'not-issued', 'issued', 'rejected']));
    expect(stages('refunds')).toEqual(expect.arrayContaining(['not-approved', 'not-paid', 'paid', 'not-issued', 'issued']));
    expect(stages('procurements')).toEqual(expect.arrayContaining(['new', 'not-approved', 'not-audited', 'approved', 'supplied', 'not-paid', 'paid', 'retirements', 'rejected']));
    expect(stages('expenses')).toEqual(expect.arrayContaining(['new', 'not-approved', 'approved', 'not-paid', 'paid', 'rejected']));
    expect(stages('invoices')).toEqual(['new', 'not-approved', 'approved', 'not-paid', 'paid']);
    expect(stages('proformas')).toEqual(['new', 'not-approved', 'approved']);
    // The spec's four, and 'reversed' for a laundry posting the auditor reverses (nothing posted is deleted).
    expect(stages('laundry-orders')).toEqual(['new', 'pending', 'processed', 'collected', 'reversed']);
    expect(stages('gym-memberships')).toEqual(expect.arrayContaining(['active', 'none-active', 'near-expiry']));
  });

  it('lets the store keeper but not a waitress approve a submitted store request', () => {
    const storeRequests = getResource('store-requests');
    expect(allowedTransitions(storeRequests, { stage: 'not-approved' }, ['store-keeper']).map((t) => t.action)).toEqual(['approve', 'reject']);
    expect(allowedTransitions(storeRequests, { stage: 'not-approved' }, ['waitress'])).toEqual([]);
    expect(allowedTransitions(storeRequests, { stage: 'new', ownerId: 'u-waitress' }, ['waitress'], 'u-waitress').map((t) => t.action)).toEqual(['submit']);
    expect(allowedTransitions(storeRequests, { stage: 'issued' }, ['admin'])).toEqual([]);
  });

  describe("a draft is its owner's (submit, edit, delete): store requests", () => {
    const storeRequests = getResource('store-requests');
    const draft = { stage: 'new', ownerId: 'u-1' };

    it('the waitress who made it may submit and change it; another waitress may not', () => {
      expect(allowedTransitions(storeRequests, draft, ['waitress'], 'u-1').map((t) => t.action)).toEqual(['submit']);
      expect(mayChangeDraft(storeRequests, draft, ['waitress'], 'u-1')).toBe(true);
      expect(allowedTransitions(storeRequests, draft, ['waitress'], 'u-2')).toEqual([]);
      expect(othersOwnerMoves(storeRequests, draft, ['waitress'], 'u-2').map((t) => t.action)).toEqual(['submit']);
      expect(mayChangeDraft(storeRequests, draft, ['waitress'], 'u-2')).toBe(false);
      // Without a user, nobody owns it.
      expect(allowedTransitions(storeRequests, draft, ['waitress'])).toEqual([]);
    });

    it.each(['admin', 'store-keeper', 'manager'])('%s takes up anyone\'s draft', (role) => {
      expect(allowedTransitions(storeRequests, draft, [role], 'u-2').map((t) => t.action)).toEqual(['submit']);
      expect(mayChangeDraft(storeRequests, draft, [role], 'u-2')).toBe(true);
      expect(othersOwnerMoves(storeRequests, draft, [role], 'u-2')).toEqual([]);
    });

    it('a submitted request is no draft: ownership decides nothing there', () => {
      expect(mayChangeDraft(storeRequests, { stage: 'not-approved', ownerId: 'u-1' }, ['store-keeper'], 'u-2')).toBe(true);
      expect(allowedTransitions(storeRequests, { stage: 'not-approved', ownerId: 'u-1' }, ['store-keeper'], 'u-2').map((t) => t.action)).toEqual(['approve', 'reject']);
    });
  });

  it.each([
    ['store-requests', 'issued', true],
    ['store-requests', 'new', false],
    ['store-requests', 'not-issued', false],
    ['room-reservations', 'checked-out', true],
    ['room-reservations', 'checked-in', false],
    ['rooms', 'occupied', false],
    ['guests', undefined, false],
  ] as const)('%s in %s is final: %s', (name, stage, final) => {
    expect(isFinalStage(getResource(name), stage)).toBe(final);
  });
});

describe('validateRecord', () => {
  const reservations = getResource('room-reservations');
  const valid = { guest: 'g1', room: 'r1', arrivalDate: '2026-05-01', departureDate: '2026-05-03', adults: 2, rate: 120 };

  it('accepts a valid record, applies defaults and leaves server fields out', () => {
    const result = validateRecord(reservations, valid, 'create');
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ ...valid, children: 0, breakfast: true, group: null, notes: null }) });
    expect(result.ok && 'number' in result.value).toBe(false);
  });

  it.each([
    [{ ...valid, rate: 12.345 }, 'rate', /2 decimals/],
    [{ ...valid, rate: '120' }, 'rate', /number/],
    [{ ...valid, adults: 0 }, 'adults', /at least 1/],
    [{ ...valid, adults: 1.5 }, 'adults', /whole number/],
    [{ ...valid, arrivalDate: '2026-02-30' }, 'arrivalDate', /date/],
    [{ ...valid, departureDate: '2026-04-30' }, 'departureDate', /before Arrival/],
    [{ ...valid, breakfast: 'yes' }, 'breakfast', /true or false/],
    [{ ...valid, number: 'RES-1' }, 'number', /set by the server/],
    [{ ...valid, nope: 1 }, 'nope', /not a field/],
    [{ ...valid, guest: '' }, 'guest', /required/],
  ])('refuses %j at %s', (input, field, message) => {
    const result = validateRecord(reservations, input, 'create');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields[field]).toMatch(message);
  });

  it('checks enum, email, phone, pattern and length', () => {
    const guests = getResource('guests');
    const result = validateRecord(guests, { name: 'x'.repeat(121), phone: 'call me', email: 'nope', guestType: 'alien' }, 'create');
    expect(result.ok ? {} : result.fields).toEqual({
      name: expect.stringMatching(/at most 120/),
      phone: expect.stringMatching(/phone/),
      email: expect.stringMatching(/email/),
      guestType: expect.stringMatching(/one of Individual, Corporate, Vip, Staff/),
    });
    const rooms = getResource('rooms');
    const room = validateRecord(rooms, { number: '1A', category: 'c', floor: 'f' }, 'create');
    expect(room.ok ? {} : room.fields).toEqual({ number: expect.stringMatching(/3-digit/) });
  });

  it('on update checks only given fields, refuses clearing a required one, and recomputes products', () => {
    const laundry = getResource('laundry-orders');
    const current = { id: '1', stage: 'new', guest: 'g', item: 'i', quantity: 2, unitPrice: 3.5, amount: 7, dueDate: '2026-01-01' };
    expect(validateRecord(laundry, { quantity: 3 }, 'update', current)).toEqual({ ok: true, value: { quantity: 3, amount: 10.5 } });
    expect(validateRecord(laundry, { guest: null }, 'update', current)).toMatchObject({ ok: false, fields: { guest: expect.stringMatching(/required/) } });
    expect(validateRecord(laundry, 'nope', 'update')).toMatchObject({ ok: false });
  });
});

describe('screens', () => {
  const paths = SCREENS.map((s) => s.path);

  it('covers every hotel route of spec 000 section 2 and DESIGN decision 1, and nothing else', () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...new Set(SPEC_HOTEL_PATHS)].sort());
  });

  it.each(SCREENS.map((s) => [s.path, s] as const))('%s: refers to declared things, admin may open it, title is Title Case', (_path, screen) => {
    expect(screen.title).toMatch(TITLE_CASE);
    expect(screen.roles).toContain('admin');
    for (const role of screen.roles) expect(STAFF_ROLES as readonly string[]).toContain(role);
    switch (screen.kind) {
      case 'resource':
      case 'stage':
      case 'action':
      case 'document':
      case 'availability': {
        const resource = getResource(screen.resource);
        if (screen.kind === 'stage') expect(resource.workflow?.stages.map((s) => s.id)).toContain(screen.stage);
        if (screen.kind === 'action') {
          if (screen.stage) expect(resource.workflow?.stages.map((s) => s.id)).toContain(screen.stage);
          for (const stage of screen.stages ?? []) expect(resource.workflow?.stages.map((s) => s.id)).toContain(stage);
          for (const field of screen.action.fields ?? []) expect(resource.fields.map((f) => f.name)).toContain(field);
          if (screen.action.transition) expect(resource.workflow?.transitions.map((t) => t.action)).toContain(screen.action.transition);
        }
        if (screen.kind === 'resource' && screen.mine) expect(resource.ownerField).toBeDefined();
        for (const [field, value] of Object.entries('filter' in screen && screen.filter ? screen.filter : {})) {
          const declared = resource.fields.find((f) => f.name === field);
          // A boolean filters by 'true' or 'false'; an enum by one of its options.
          const values = declared?.type === 'boolean' ? ['true', 'false'] : declared?.options?.map((o) => o.value);
          expect(values, `${field}=${value}`).toContain(value);
        }
        break;
      }
      case 'report':
        expect(findReport(screen.report), screen.report).toBeDefined();
        break;
      case 'chart':
        for (const name of screen.resources) expect(getResource(name)).toBeDefined();
        break;
      case 'folio':
        expect(screen.path).toMatch(/\/:id$/);
        expect(screen.hidden).toBe(true);
        break;
      case 'ledger':
        expect(['night-audit', 'journal', 'general-ledger', 'individual-ledger', 'trial-balance', 'city-ledger']).toContain(screen.view);
        break;
    }
  });

  it('declares every report over a resource with its columns, and is used by a screen', () => {
    for (const report of REPORTS) {
      const resource = getResource(report.resource);
      const fields = new Set([...resource.fields.map((f) => f.name), 'stage']);
      // A computed report's date field is of the rows it computes (ledger postings, audits), not of its resource.
      if (report.dateField && !report.compute) expect(fields).toContain(report.dateField);
      for (const field of Object.keys(report.filter ?? {})) expect(fields).toContain(field);
      // Docket rows (lines, tenders) are computed: their fields are the row's, not the resource's.
      if (!report.compute?.startsWith('docket-')) for (const grouping of reportGroupings(report)) expect(fields).toContain(grouping.field);
      if (!report.compute && !reportGroupings(report).length) for (const c of report.columns) expect(fields, `${report.id}.${c.key}`).toContain(c.key);
      if (report.chart) expect(report.columns.map((c) => c.key)).toEqual(expect.arrayContaining([report.chart.labelKey, report.chart.valueKey]));
    }
    const used = new Set(SCREENS.flatMap((s) => (s.kind === 'report' ? [s.report] : [])));
    expect(REPORTS.map((r) => r.id).filter((id) => !used.has(id))).toEqual([]);
  });
});

describe('access policy', () => {
  it('gives admin everything and follows the screens', () => {
    for (const resource of RESOURCES) {
      expect(resourceAccess(resource).read).toContain('admin');
      expect(resourceAccess(resource).write).toContain('admin');
    }
    expect(resourceAccess('store-requests').write).toContain('waitress');
    expect(resourceAccess('store-requests').read).toContain('store-keeper');
    expect(resourceAccess('journal-entries').read).not.toContain('waitress');
    // A waitress writing store requests must be able to pick their store, department and item.
    for (const target of ['stores', 'departments', 'stocks']) expect(resourceAccess(target).read).toContain('waitress');
  });

  it("opens the 'my ...' screens of DESIGN decision 2 to every staff member, for their own records only", () => {
    const open = SCREENS.filter((s) => s.everyUser).map((s) => s.path);
    expect(open).toEqual(['/store-request/my-request', '/procurements/my-procurements']);
    for (const screen of SCREENS.filter((s) => s.everyUser)) expect([...screen.roles].sort()).toEqual([...STAFF_ROLES].sort());
    expect(resourceAccess('procurements').read).not.toContain('receptionist');
    expect(resourceAccess('procurements').own).toEqual(expect.arrayContaining(['receptionist', 'waitress', 'user']));
    expect(resourceAccess('procurements').own).not.toContain('purchaser');
    expect(accessScope('procurements', ['waitress'], 'read')).toBe('own');
    expect(accessScope('procurements', ['waitress'], 'write')).toBe('own');
    expect(accessScope('procurements', ['purchaser'], 'write')).toBe('all');
    expect(accessScope('procurements', ['admin'], 'write')).toBe('all');
    expect(accessScope('journal-entries', ['waitress'], 'read')).toBe('none');
    // An owner's form picks a supplier.
    expect(resourceAccess('suppliers').read).toContain('receptionist');
  });

  it('formats money in the one currency with 2 decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });

  it.each([
    [{ type: 'money' }, 12, '$12.00'],
    [{ type: 'percent' }, 7.5, '7.5%'],
    [{ type: 'number' }, 12000, '12,000'],
    [{ type: 'date' }, '2026-03-05', 'Mar 5, 2026'],
    [{ type: 'boolean' }, false, 'No'],
    [{ type: 'enum', options: [{ value: 'out-of-order', label: 'Out Of Order' }] }, 'out-of-order', 'Out Of Order'],
    [{ type: 'reference' }, 'g1', 'Ada Lovelace'],
    [{ type: 'text' }, null, ''],
  ])('formats %j %j as %s', (field, value, expected) => {
    expect(formatFieldValue(field, value, { labels: { g1: 'Ada Lovelace' } })).toBe(expected);
  });
});
