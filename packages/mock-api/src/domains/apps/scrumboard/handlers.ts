import { http, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { badRequest } from '../../../core/errors';
import { readBody, readQuery } from '../../../core/validate';
import type { ScrumboardCard, ScrumboardList } from '../contracts';
import { bodyId, findOr404, idQuery, isoDate, newId, removeOr404, text, title } from '../shared';
import { scrumboardDomain, type ScrumboardState } from './seed';

const base = '*/api/apps/scrumboard';
/** Positions above this are refused (the client renumbers well before 65536 × 500). */
const MAX_POSITION = 65536 * 100_000;
const position = z.number('position must be a number').check(z.gte(0, 'position must not be negative'), z.lte(MAX_POSITION, 'position is too large'));
/**
 * PUT card sends label ids; PATCH card and cards send label objects (spec 001: "labels as objects"),
 * as GET board answers them ({id, boardId, title}); only the id is read.
 */
const labelIds = z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50, 'at most 50 labels'));
const labelObjects = z
  .array(z.object({ id: bodyId, boardId: z.optional(bodyId), title: z.optional(text(200)) }))
  .check(z.maxLength(50, 'at most 50 labels'));

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

/**
 * 400 unless every id a card refers to exists and fits: its board, its list (on that board) and
 * its labels (of that board). `labels` is checked only when given.
 */
function checkCard(s: ScrumboardState, card: { boardId: string; listId: string; labels?: string[] }) {
  const fields: Record<string, string> = {};
  const board = s.boards.find((b) => b.id === card.boardId);
  const list = s.lists.find((l) => l.id === card.listId);
  if (!board) fields.boardId = 'unknown board id';
  if (!list) fields.listId = 'unknown list id';
  else if (board && list.boardId !== board.id) fields.listId = 'the list is on another board';
  const labels = card.labels?.map((id) => s.labels.find((l) => l.id === id));
  if (labels?.some((label) => label === undefined)) fields.labels = 'unknown label id';
  else if (board && labels?.some((label) => label?.boardId !== board.id)) fields.labels = 'a label of another board';
  if (Object.keys(fields).length) throw badRequest(`Invalid request body: ${Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('; ')}`, fields);
}

type ListPatch = z.infer<typeof listPatch>;

/** 404 unless the list and the board it moves to exist; 400 when that board is full. Changes nothing. */
function checkList(s: ScrumboardState, patch: ListPatch) {
  const stored = findOr404(s.lists, patch.id, 'list');
  if (patch.boardId !== undefined && patch.boardId !== stored.boardId) {
    findOr404(s.boards, patch.boardId, 'board');
    if (s.lists.filter((l) => l.boardId === patch.boardId).length >= 200) throw badRequest('A board holds at most 200 lists.');
  }
  return stored;
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
    const next: Partial<ScrumboardCard> = { ...rest, ...(labels ? { labels: labels.map((l) => l.id) } : {}) };
    // A card moved to a list of another board goes to that board with it.
    const list = next.listId === undefined ? undefined : s.lists.find((l) => l.id === next.listId);
    if (list && next.boardId === undefined && list.boardId !== card.boardId) next.boardId = list.boardId;
    checkCard(s, { boardId: next.boardId ?? card.boardId, listId: next.listId ?? card.listId, labels: next.labels });
    return { card, next };
  };
  /** Applies a checked list change; a list moved to another board takes its cards along. */
  const moveList = (s: ScrumboardState, stored: ScrumboardList, patch: ListPatch) => {
    const from = stored.boardId;
    Object.assign(stored, patch);
    if (stored.boardId !== from) {
      for (const card of s.cards) if (card.listId === stored.id) card.boardId = stored.boardId;
      touch(s, from);
    }
    touch(s, stored.boardId);
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
      const stored = checkList(s, list);
      moveList(s, stored, list);
      return stored;
    })),
    http.patch(`${base}/board/lists`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const { lists } = await readBody(request, z.object({ lists: z.array(listPatch).check(z.maxLength(200, 'at most 200 lists')) }));
      const s = await state();
      // Every list and board is checked before any change: one unknown id refuses the whole batch.
      const stored = lists.map((l) => checkList(s, l));
      if (new Set(lists.map((l) => l.id)).size !== lists.length) throw badRequest('Invalid request body: lists: every list may appear once', { lists: 'a list appears twice' });
      const moving = new Map<string, number>();
      for (const [i, l] of lists.entries()) if (l.boardId !== undefined && l.boardId !== stored[i]?.boardId) moving.set(l.boardId, (moving.get(l.boardId) ?? 0) + 1);
      for (const [boardId, count] of moving) if (s.lists.filter((l) => l.boardId === boardId).length + count > 200) throw badRequest('A board holds at most 200 lists.');
      lists.forEach((l, i) => moveList(s, stored[i] as ScrumboardList, l));
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
