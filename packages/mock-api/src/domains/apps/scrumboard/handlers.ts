import { http, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { badRequest } from '../../../core/errors';
import { readBody, readQuery } from '../../../core/validate';
import type { ScrumboardCard } from '../contracts';
import { bodyId, findOr404, idQuery, isoDate, newId, removeOr404, text, title } from '../shared';
import { scrumboardDomain, type ScrumboardState } from './seed';

const base = '*/api/apps/scrumboard';
/** Positions above this are refused (the client renumbers well before 65536 × 500). */
const MAX_POSITION = 65536 * 100_000;
const position = z.number('position must be a number').check(z.gte(0, 'position must not be negative'), z.lte(MAX_POSITION, 'position is too large'));
/** PUT card sends label ids; PATCH card and cards send label objects (spec 001: "labels as objects"). */
const labelIds = z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50, 'at most 50 labels'));
const labelObjects = z.array(z.object({ id: bodyId })).check(z.maxLength(50, 'at most 50 labels'));

const listFields = { boardId: bodyId, position, title: title(200) };
const cardFields = {
  boardId: bodyId,
  listId: bodyId,
  position,
  title: title(500),
  description: z.optional(text(20_000)),
  labels: z.optional(labelIds),
  dueDate: z.optional(isoDate),
};
const cardPatch = z.object({
  boardId: z.optional(cardFields.boardId),
  listId: z.optional(cardFields.listId),
  position: z.optional(position),
  title: z.optional(cardFields.title),
  description: cardFields.description,
  labels: z.optional(labelObjects),
  dueDate: cardFields.dueDate,
});
const listPatch = z.object({ id: bodyId, boardId: z.optional(listFields.boardId), position: z.optional(position), title: z.optional(listFields.title) });

const sortByPosition = <T extends { position: number }>(items: T[]) => [...items].sort((a, b) => a.position - b.position);

function cardView(s: ScrumboardState, card: ScrumboardCard) {
  return { ...card, labels: card.labels.map((id) => s.labels.find((l) => l.id === id)).filter((l) => l !== undefined) };
}

function checkCard(s: ScrumboardState, card: { boardId?: string; listId?: string; labels?: string[] }) {
  const fields: Record<string, string> = {};
  if (card.boardId !== undefined && !s.boards.some((b) => b.id === card.boardId)) fields.boardId = 'unknown board id';
  if (card.listId !== undefined && !s.lists.some((l) => l.id === card.listId)) fields.listId = 'unknown list id';
  if (card.labels?.some((id) => !s.labels.some((l) => l.id === id))) fields.labels = 'unknown label id';
  if (Object.keys(fields).length) throw badRequest(`Invalid request body: ${Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('; ')}`, fields);
}

/** Scrumboard (spec 001 section 7). */
export function scrumboardHandlers(ctx: MockContext): HttpHandler[] {
  const state = () => ctx.db.get(scrumboardDomain);
  const withMembers = (s: ScrumboardState, board: ScrumboardState['boards'][number]) => ({
    ...board,
    members: board.members.map((id) => s.members.find((m) => m.id === id)).filter((m) => m !== undefined),
  });
  const touch = (s: ScrumboardState, boardId: string) => {
    const board = s.boards.find((b) => b.id === boardId);
    if (board) board.lastActivity = ctx.now().toISOString();
  };
  const updateCard = (s: ScrumboardState, id: string, changes: z.infer<typeof cardPatch>) => {
    const card = findOr404(s.cards, id, 'card');
    const { labels, ...rest } = changes;
    const next = { ...rest, ...(labels ? { labels: labels.map((l) => l.id) } : {}) };
    checkCard(s, next);
    return { card, next };
  };
  return [
    http.get(`${base}/boards`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const s = await state();
      return s.boards.map((b) => withMembers(s, b));
    })),
    http.get(`${base}/board`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id } = readQuery(request, idQuery);
      const s = await state();
      const board = findOr404(s.boards, id, 'board');
      return {
        ...withMembers(s, board),
        lists: sortByPosition(s.lists.filter((l) => l.boardId === id)).map((list) => ({
          ...list,
          cards: sortByPosition(s.cards.filter((c) => c.listId === list.id)).map((c) => cardView(s, c)),
        })),
        labels: s.labels.filter((l) => l.boardId === id),
      };
    })),
    http.post(`${base}/board/list`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { list } = await readBody(request, z.object({ list: z.object(listFields) }));
      const s = await state();
      findOr404(s.boards, list.boardId, 'board');
      if (s.lists.filter((l) => l.boardId === list.boardId).length >= 200) throw badRequest('A board holds at most 200 lists.');
      const created = { ...list, id: newId() };
      s.lists.push(created);
      touch(s, list.boardId);
      return created;
    })),
    http.patch(`${base}/board/list`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { list } = await readBody(request, z.object({ list: listPatch }));
      const s = await state();
      const stored = findOr404(s.lists, list.id, 'list');
      if (list.boardId !== undefined) findOr404(s.boards, list.boardId, 'board');
      Object.assign(stored, list);
      touch(s, stored.boardId);
      return stored;
    })),
    http.patch(`${base}/board/lists`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { lists } = await readBody(request, z.object({ lists: z.array(listPatch).check(z.maxLength(200, 'at most 200 lists')) }));
      const s = await state();
      const stored = lists.map((l) => findOr404(s.lists, l.id, 'list'));
      lists.forEach((l, i) => Object.assign(stored[i] as object, l));
      return stored;
    })),
    http.delete(`${base}/board/list`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id } = readQuery(request, idQuery);
      const s = await state();
      const list = removeOr404(s.lists, id, 'list');
      s.cards = s.cards.filter((c) => c.listId !== id);
      touch(s, list.boardId);
      return true;
    })),
    http.put(`${base}/board/card`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { card } = await readBody(request, z.object({ card: z.object(cardFields) }));
      const s = await state();
      const created: ScrumboardCard = { ...card, labels: card.labels ?? [], dueDate: card.dueDate ?? null, id: newId() };
      if (card.description === undefined) delete created.description;
      checkCard(s, created);
      s.cards.push(created);
      touch(s, created.boardId);
      return cardView(s, created);
    })),
    http.patch(`${base}/board/card`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id, card: changes } = await readBody(request, z.object({ id: bodyId, card: cardPatch }));
      const s = await state();
      const { card, next } = updateCard(s, id, changes);
      Object.assign(card, next);
      touch(s, card.boardId);
      return cardView(s, card);
    })),
    http.patch(`${base}/board/cards`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { cards } = await readBody(request, z.object({ cards: z.array(z.object({ id: bodyId, ...cardPatch.def.shape })).check(z.maxLength(10_000, 'too many cards')) }));
      const s = await state();
      const updates = cards.map(({ id, ...changes }) => updateCard(s, id, changes));
      for (const { card, next } of updates) Object.assign(card, next);
      return updates.map(({ card }) => cardView(s, card));
    })),
    http.patch(`${base}/board/card/positions`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { cards } = await readBody(request, z.object({ cards: z.array(z.object({ id: bodyId })).check(z.maxLength(10_000, 'too many cards')) }));
      const s = await state();
      const stored = cards.map((c) => findOr404(s.cards, c.id, 'card'));
      stored.forEach((card, index) => {
        card.position = index;
      });
      return s.cards.map((c) => cardView(s, c));
    })),
    http.delete(`${base}/board/card`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id } = readQuery(request, idQuery);
      removeOr404((await state()).cards, id, 'card');
      return true;
    })),
    http.get(`${base}/board/labels`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { boardId } = readQuery(request, z.object({ boardId: idQuery.def.shape.id }));
      return (await state()).labels.filter((l) => l.boardId === boardId);
    })),
    http.put(`${base}/board/label`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { label } = await readBody(request, z.object({ label: z.object({ boardId: bodyId, title: title(60) }) }));
      const s = await state();
      findOr404(s.boards, label.boardId, 'board');
      const created = { id: newId(), boardId: label.boardId, title: label.title };
      s.labels.unshift(created);
      return created;
    })),
    http.patch(`${base}/board/label`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id, label } = await readBody(request, z.object({ id: bodyId, label: z.object({ title: title(60) }) }));
      return Object.assign(findOr404((await state()).labels, id, 'label'), label);
    })),
    http.delete(`${base}/board/label`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { id } = readQuery(request, idQuery);
      const s = await state();
      removeOr404(s.labels, id, 'label');
      for (const card of s.cards) card.labels = card.labels.filter((l) => l !== id);
      return true;
    })),
  ];
}
