import { http, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import type { MockContext } from '../../core/context';
import type { Domain } from '../../core/db';
import { notFound } from '../../core/errors';
import { randomId } from '../../core/ids';

/** Case-insensitive text comparison used by every "sorted by name" list (stable with Array.sort). */
let collator: Intl.Collator | undefined;
export const compareText = (a: string, b: string): number => {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
};

/** The item with this id, or 404 NOT FOUND naming what was missing. */
export function findOr404<T extends { id: string }>(list: T[], id: string, what: string): T {
  const item = list.find((entry) => entry.id === id);
  if (!item) throw notFound(`NOT FOUND: no ${what} has the id ${id}.`);
  return item;
}

/** Removes the item with this id, or 404. */
export function removeOr404<T extends { id: string }>(list: T[], id: string, what: string): T {
  const index = list.findIndex((entry) => entry.id === id);
  if (index < 0) throw notFound(`NOT FOUND: no ${what} has the id ${id}.`);
  return list.splice(index, 1)[0] as T;
}

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** A fresh id for a created record (uuid v4 shape), random: unique across tabs and reloads. */
export const newId = randomId;

/** A short text: trimmed, 1 to `max` characters. */
export const title = (max = 200, what = 'title') =>
  z.string({ error: `${what} must be text` }).check(z.trim(), z.minLength(1, `${what} is required`), z.maxLength(max, `${what} must be at most ${max} characters`));

/** Optional free text up to `max` characters (may be empty). */
export const text = (max: number) => z.string().check(z.maxLength(max, `must be at most ${max} characters`));

/** A tag body {title}. */
export const tagBody = z.object({ title: title(60) });

/** An `?id=` query. */
export const idQuery = z.object({ id: z.string({ error: 'id is required' }).check(z.trim(), z.minLength(1, 'id is required'), z.maxLength(200, 'id is too long')) });

/** An `{id}` in a body. */
export const bodyId = z.string({ error: 'id is required' }).check(z.minLength(1, 'id is required'), z.maxLength(200, 'id is too long'));

/** An ISO date or date-time, or null. */
export const isoDate = z.nullable(
  z.string().check(z.maxLength(40, 'must be an ISO date'), z.refine((value) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)), 'must be an ISO date')),
);

/**
 * A scenario that swaps a domain's data in place (e.g. 10,000 contacts) the first time a call of
 * that domain arrives, then lets the happy-path handlers answer (a resolver that returns nothing
 * falls through), so every call (search, CRUD, paging) works on the scenario's data. It applies
 * once per live state, so a reset of the store re-applies it.
 */
export function dataScenario<T extends object, D>(
  ctx: MockContext,
  pattern: string,
  domain: Domain<T>,
  build: () => D | Promise<D>,
  replace: (live: T, data: D) => void,
  happy: HttpHandler[],
): HttpHandler[] {
  const applied = new WeakSet<object>();
  return [
    http.all(pattern, async () => {
      const live = await ctx.db.get(domain);
      if (applied.has(live)) return undefined;
      const data = await build();
      if (!applied.has(live)) {
        applied.add(live);
        replace(live, data);
      }
      return undefined;
    }),
    ...happy,
  ];
}

/** Replaces an array's items in place. */
export function replaceItems<T>(live: T[], items: T[]): void {
  live.splice(0, live.length, ...items);
}
