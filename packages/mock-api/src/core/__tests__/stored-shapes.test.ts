/**
 * Persisted data is validated per domain on load: a stored entry of the right version but the wrong
 * shape is replaced by a fresh seed with one console.info, the domain's read call answers 200 and
 * sign-in keeps working (a broken users entry must never lock everyone out).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInPageMockApi } from '../../in-page';
import type { Domain } from '../db';
import { localStoragePersistence, STORE_VERSION } from '../persistence';
import { quotaStorage } from '../testing';
import { usersDomain } from '../../domains/users/seed';
import { shortcutsDomain } from '../../domains/common/shortcuts/seed';
import { chatDomain } from '../../domains/common/chat/seed';
import { notificationsDomain } from '../../domains/common/notifications/seed';
import { messagesDomain } from '../../domains/common/messages/seed';
import { activitiesDomain } from '../../domains/common/activities';
import { analyticsDashboardDomain, cryptoDashboardDomain, financeDashboardDomain, projectDashboardDomain } from '../../domains/common/dashboards/seed';
import { taskTagsDomain, tasksDomain } from '../../domains/apps/tasks/seed';
import { notesDomain } from '../../domains/apps/notes/seed';
import { mailboxDomain } from '../../domains/apps/mailbox/seed';
import { contactsDomain, contactTagsDomain } from '../../domains/apps/contacts/seed';
import { scrumboardDomain } from '../../domains/apps/scrumboard/seed';
import { inventoryDomain } from '../../domains/apps/inventory/seed';
import { helpCenterDomain } from '../../domains/apps/help-center/seed';
import { academyDomain } from '../../domains/apps/academy/seed';
import { fileManagerDomain } from '../../domains/apps/file-manager/seed';
import { hotelDomain } from '../../domains/hotel/state';

const NOW = new Date('2026-11-20T10:00:00.000Z');
const PREFIX = 'hotel-mock-api';

/** Each persisted domain with a read call that uses it. */
const DOMAINS: Array<[Domain<unknown>, string]> = [
  [usersDomain, 'api/common/user'],
  [shortcutsDomain, 'api/common/shortcuts'],
  [chatDomain, 'api/apps/chat/chats'],
  [notificationsDomain, 'api/common/notifications'],
  [messagesDomain, 'api/common/messages'],
  [activitiesDomain, 'api/pages/activities'],
  [projectDashboardDomain, 'api/dashboards/project'],
  [analyticsDashboardDomain, 'api/dashboards/analytics'],
  [financeDashboardDomain, 'api/dashboards/finance'],
  [cryptoDashboardDomain, 'api/dashboards/crypto'],
  [tasksDomain, 'api/apps/tasks/all'],
  [taskTagsDomain, 'api/apps/tasks/tags'],
  [notesDomain, 'api/apps/notes/all'],
  [mailboxDomain, 'api/apps/mailbox/mails?folder=inbox&page=1'],
  [contactsDomain, 'api/apps/contacts/all'],
  [contactTagsDomain, 'api/apps/contacts/tags'],
  [scrumboardDomain, 'api/apps/scrumboard/boards'],
  [inventoryDomain, 'api/apps/ecommerce/inventory/products'],
  [helpCenterDomain, 'api/apps/help-center/faqs'],
  [academyDomain, 'api/apps/academy/courses'],
  [fileManagerDomain, 'api/apps/file-manager?folderId=null'],
  [hotelDomain, 'api/hotel/guests?page=1&size=10'],
] as Array<[Domain<unknown>, string]>;

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The first non-empty array inside a value (depth first), to damage one of its rows. */
function firstRows(value: Json): Json[] | undefined {
  if (Array.isArray(value)) return value.length > 0 ? value : undefined;
  if (isObject(value)) for (const inner of Object.values(value)) {
    const found = firstRows(inner);
    if (found) return found;
  }
  return undefined;
}

/** The first non-empty array of objects inside a value (depth first), to remove a key of its first row. */
function firstObjectRows(value: Json): Array<Record<string, Json>> | undefined {
  if (Array.isArray(value) && isObject(value[0])) return value as Array<Record<string, Json>>;
  const inner = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [];
  for (const item of inner) {
    const found = firstObjectRows(item);
    if (found) return found;
  }
  return undefined;
}

/** Ten malformed stored entries derived from a valid stored state (raw localStorage text). */
function malformed(state: Json): Array<[string, string]> {
  const entry = (s: Json) => JSON.stringify({ version: STORE_VERSION, state: s });
  const valid = entry(state);
  const damaged = (change: (copy: Json) => Json) => entry(change(structuredClone(state)));
  const firstKey = isObject(state) ? Object.keys(state)[0]! : undefined;
  return [
    ['null', entry(null)],
    ['a number', entry(42)],
    ['a string', entry('state')],
    ['array for object (or object for array)', entry(Array.isArray(state) ? { 0: state[0] ?? {} } : [state])],
    ['truncated JSON', valid.slice(0, Math.floor(valid.length / 2))],
    ['garbage after the JSON', `${valid}garbage`],
    ['a row without its first key (or an empty row)', damaged((s) => {
      const row = firstObjectRows(s)?.[0];
      if (!row) return [{}];
      delete row[Object.keys(row)[0]!];
      return s;
    })],
    ['a key of the wrong type (or a null row)', firstKey ? damaged((s) => ({ ...(s as object), [firstKey]: 12345 })) : entry([null])],
    ['a row that is null', damaged((s) => {
      const rows = firstRows(s);
      if (!rows) return [null];
      rows[0] = null;
      return s;
    })],
    ['a row of the wrong type', damaged((s) => {
      const rows = firstRows(s);
      if (!rows) return ['row'];
      rows[0] = Array.isArray(rows[0]) ? 'row' : [rows[0]];
      return s;
    })],
  ];
}

async function validStored(domain: Domain<unknown>): Promise<Json> {
  const storage = quotaStorage();
  const api = createInPageMockApi({ delays: 0, now: () => NOW, persist: localStoragePersistence(PREFIX, STORE_VERSION, storage) });
  await api.context.db.get(domain);
  api.context.db.save();
  return (JSON.parse(storage.getItem(`${PREFIX}:${domain.name}`)!) as { state: Json }).state;
}

async function answer(api: ReturnType<typeof createInPageMockApi>, path: string, init: RequestInit = {}): Promise<Response> {
  return (await api.handle(new Request(`http://localhost/${path}`, init)))!;
}

afterEach(() => vi.restoreAllMocks());

describe.each(DOMAINS)('a malformed stored %s', (domain, readPath) => {
  it('is reseeded with one console.info: its read call answers 200 and sign-in works', async () => {
    expect(domain.schema, `${domain.name} declares its stored shape`).toBeDefined();
    const variants = malformed(await validStored(domain));
    expect(variants).toHaveLength(10);
    for (const [label, raw] of variants) {
      const info = vi.spyOn(console, 'info').mockImplementation(() => {});
      const storage = quotaStorage();
      storage.setItem(`${PREFIX}:${domain.name}`, raw);
      const api = createInPageMockApi({ delays: 0, now: () => NOW, persist: localStoragePersistence(PREFIX, STORE_VERSION, storage) });
      const signIn = await answer(api, 'api/auth/sign-in', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@hotel.test', password: 'demo1234' }),
      });
      expect(signIn.status, `${domain.name}, ${label}: sign-in`).toBe(200);
      const { accessToken } = (await signIn.json()) as { accessToken: string };
      const read = await answer(api, readPath, { headers: { Authorization: `Bearer ${accessToken}` } });
      expect(read.status, `${domain.name}, ${label}: ${readPath} answered ${await read.clone().text()}`).toBe(200);
      const repairs = info.mock.calls.filter(([message]) => String(message).includes(`demo data of ${domain.name} `));
      expect(repairs, `${domain.name}, ${label}: one console.info`).toHaveLength(1);
      info.mockRestore();
    }
  });
});
