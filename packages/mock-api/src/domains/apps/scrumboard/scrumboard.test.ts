import { describe, expect, it } from 'vitest';
import type { ScrumboardLabel } from '../contracts';
import { appsHarness, bodyVariants, LONG, type Variant } from '../testing';
import { BOARD_1, cardId, listId } from './data';

const { call, rejects } = appsHarness(async (call) => {
  await call('GET', 'api/apps/scrumboard/boards');
});
const P = 'api/apps/scrumboard';
type CardOut = { id: string; listId: string; position: number; title: string; labels: ScrumboardLabel[] };
type BoardOut = { id: string; members: { id: string; name: string }[]; lists: { id: string; title: string; position: number; cards: CardOut[] }[]; labels: ScrumboardLabel[] };
const board = async () => (await call<BoardOut>('GET', `${P}/board`, { query: { id: BOARD_1 } })).body;

describe('scrumboard: reads', () => {
  it('answers 3 boards with member objects', async () => {
    const { body } = await call<{ title: string; members: { name: string }[] }[]>('GET', `${P}/boards`);
    expect(body.map((b) => b.title)).toEqual(['Admin Dashboard', 'Weekly Planning', 'Personal Tasks']);
    for (const b of body) for (const m of b.members) expect(m.name).toEqual(expect.any(String));
  });

  it('answers board 1 with 4 lists by position, 12 cards (4/2/1/5) sorted, label objects and 5 labels', async () => {
    const b = await board();
    expect(b.lists.map((l) => [l.title, l.position])).toEqual([['To do', 65536], ['In progress', 131072], ['In review', 196608], ['Completed', 262144]]);
    expect(b.lists.map((l) => l.cards.length)).toEqual([4, 2, 1, 5]);
    for (const l of b.lists) {
      const positions = l.cards.map((c) => c.position);
      expect(positions).toEqual([...positions].sort((x, y) => x - y));
      for (const c of l.cards) for (const label of c.labels) expect(label).toMatchObject({ id: expect.any(String), title: expect.any(String) });
    }
    expect(b.labels.map((l) => l.title)).toEqual(['Research', 'Wireframing', 'Design', 'Development', 'Bug']);
    expect((await call<ScrumboardLabel[]>('GET', `${P}/board/labels`, { query: { boardId: 'b0a2d000-0000-4000-8000-000000000002' } })).body.map((l) => l.title)).toEqual(['Api', 'Frontend', 'Bug', 'Backend', 'Urgent', 'Discuss']);
    expect((await call('GET', `${P}/board`, { query: { id: 'x' } })).status).toBe(404);
  });
});

describe('scrumboard: writes', () => {
  it('list create, rename, batch and delete (which deletes its cards)', async () => {
    const created = (await call<{ id: string }>('POST', `${P}/board/list`, { body: { list: { boardId: BOARD_1, position: 65536 * 5, title: 'Blocked' } } })).body;
    expect((await board()).lists.at(-1)?.id).toBe(created.id);
    expect((await call('PATCH', `${P}/board/list`, { body: { list: { id: created.id, title: 'Waiting' } } })).body).toMatchObject({ id: created.id, title: 'Waiting' });
    await call('PATCH', `${P}/board/lists`, { body: { lists: [{ id: listId(0), position: 65536 * 10 }] } });
    expect((await board()).lists.at(-1)?.id).toBe(listId(0));
    expect((await call('DELETE', `${P}/board/list`, { query: { id: listId(3) } })).body).toBe(true);
    const b = await board();
    expect(b.lists.map((l) => l.id)).not.toContain(listId(3));
    expect(b.lists.flatMap((l) => l.cards)).toHaveLength(7);
  });

  it('card create (PUT), move with label objects, batch, positions and delete', async () => {
    const created = (await call<CardOut>('PUT', `${P}/board/card`, { body: { card: { boardId: BOARD_1, listId: listId(2), position: 1, title: 'Hotfix', labels: ['board-label-5'] } } })).body;
    expect(created).toMatchObject({ title: 'Hotfix', labels: [{ id: 'board-label-5', title: 'Bug' }], dueDate: null });
    const moved = (await call<CardOut>('PATCH', `${P}/board/card`, { body: { id: cardId(0), card: { listId: listId(3), position: 1, labels: [{ id: 'board-label-1' }] } } })).body;
    expect(moved).toMatchObject({ listId: listId(3), labels: [{ id: 'board-label-1', title: 'Research' }] });
    expect((await board()).lists[3]?.cards[0]?.id).toBe(cardId(0));
    const batch = (await call<CardOut[]>('PATCH', `${P}/board/cards`, { body: { cards: [{ id: cardId(1), title: 'A' }, { id: cardId(2), title: 'B' }] } })).body;
    expect(batch.map((c) => c.title)).toEqual(['A', 'B']);
    const all = (await call<CardOut[]>('PATCH', `${P}/board/card/positions`, { body: { cards: [{ id: cardId(2) }, { id: cardId(1) }] } })).body;
    expect(all).toHaveLength(13);
    expect(all.find((c) => c.id === cardId(2))?.position).toBe(0);
    expect(all.find((c) => c.id === cardId(1))?.position).toBe(1);
    expect((await call('DELETE', `${P}/board/card`, { query: { id: created.id } })).body).toBe(true);
  });

  it('label create first, rename, delete strips from cards', async () => {
    const created = (await call<ScrumboardLabel>('PUT', `${P}/board/label`, { body: { label: { boardId: BOARD_1, title: 'QA' } } })).body;
    expect((await call<ScrumboardLabel[]>('GET', `${P}/board/labels`, { query: { boardId: BOARD_1 } })).body[0]).toEqual(created);
    expect((await call('PATCH', `${P}/board/label`, { body: { id: created.id, label: { title: 'Testing' } } })).body).toMatchObject({ title: 'Testing' });
    const used = (await board()).lists.flatMap((l) => l.cards.flatMap((c) => c.labels.map((x) => x.id)))[0] as string;
    expect((await call('DELETE', `${P}/board/label`, { query: { id: used } })).body).toBe(true);
    for (const c of (await board()).lists.flatMap((l) => l.cards)) expect(c.labels.map((x) => x.id)).not.toContain(used);
  });
});

describe('scrumboard: malformed input answers 4xx and changes nothing', () => {
  const card = { boardId: BOARD_1, listId: listId(0), position: 1, title: 'x' };
  it.each<Variant>([
    ...bodyVariants({ card }),
    { name: 'unknown list', body: { card: { ...card, listId: 'x' } } },
    { name: 'unknown board', body: { card: { ...card, boardId: 'x' } } },
    { name: 'negative position', body: { card: { ...card, position: -1 } } },
    { name: 'huge position', body: { card: { ...card, position: 1e15 } } },
    { name: 'empty title', body: { card: { ...card, title: '' } } },
    { name: 'unknown label', body: { card: { ...card, labels: ['x'] } } },
    { name: 'bad due date', body: { card: { ...card, dueDate: 'soon' } } },
  ])('PUT card: $name', async (v) => {
    await rejects('PUT', `${P}/board/card`, v);
  });

  it.each<Variant>([
    ...bodyVariants({ id: cardId(0), card: { title: 'x' } }),
    { name: 'unknown id', body: { id: 'x', card: { title: 'x' } } },
    { name: 'position text', body: { id: cardId(0), card: { position: '1' } } },
  ])('PATCH card: $name', async (v) => {
    await rejects('PATCH', `${P}/board/card`, v);
  });

  it.each<Variant>([
    ...bodyVariants({ list: { boardId: BOARD_1, position: 1, title: 'x' } }),
    { name: 'unknown board', body: { list: { boardId: 'x', position: 1, title: 'x' } } },
  ])('POST list: $name', async (v) => {
    await rejects('POST', `${P}/board/list`, v);
  });

  it.each<Variant>([
    ...bodyVariants({ cards: [{ id: cardId(0) }] }),
    { name: 'unknown card', body: { cards: [{ id: cardId(0) }, { id: 'x' }] } },
  ])('PATCH card/positions: $name', async (v) => {
    await rejects('PATCH', `${P}/board/card/positions`, v);
  });

  it.each<Variant>([
    ...bodyVariants({ lists: [{ id: listId(0), position: 5 }] }),
    { name: 'unknown list', body: { lists: [{ id: listId(0), position: 5 }, { id: 'x' }] } },
  ])('PATCH lists: $name', async (v) => {
    await rejects('PATCH', `${P}/board/lists`, v);
  });

  it.each<Variant>([{ name: 'no id', query: {} }, { name: 'unknown', query: { id: 'x' } }, { name: 'long', query: { id: LONG } }])('DELETE list, card and label: $name', async (v) => {
    await rejects('DELETE', `${P}/board/list`, v);
    await rejects('DELETE', `${P}/board/card`, v);
    await rejects('DELETE', `${P}/board/label`, v);
  });
});

describe('scrumboard: references to boards, lists and labels', () => {
  const BOARD_2 = 'b0a2d000-0000-4000-8000-000000000002';
  const onBoard = async (id: string) => (await call<BoardOut>('GET', `${P}/board`, { query: { id } })).body;

  it.each<[string, string, Variant]>([
    ['PATCH', 'list', { name: 'a list moved to an unknown board', body: { list: { id: listId(0), boardId: 'no-such-board' } } }],
    ['PATCH', 'lists', { name: 'a batch moving one list to an unknown board', body: { lists: [{ id: listId(1), position: 7 }, { id: listId(0), boardId: 'no-such-board' }] } }],
    ['PATCH', 'lists', { name: 'a batch naming a list twice', body: { lists: [{ id: listId(0), position: 7 }, { id: listId(0), position: 8 }] } }],
    ['PATCH', 'card', { name: 'a card moved to a list of another board than the one it names', body: { id: cardId(0), card: { boardId: BOARD_2, listId: listId(1) } } }],
    ['PATCH', 'card', { name: 'a card given a label of another board', body: { id: cardId(0), card: { labels: [{ id: 'board-label-6' }] } } }],
    ['PATCH', 'card', { name: 'a card given an unknown label', body: { id: cardId(0), card: { labels: [{ id: 'no-such-label' }] } } }],
    ['PATCH', 'cards', { name: 'a batch moving a card to an unknown list', body: { cards: [{ id: cardId(1), title: 'A' }, { id: cardId(0), listId: 'no-such-list' }] } }],
    ['PUT', 'card', { name: 'a new card on a list of another board', body: { card: { boardId: BOARD_2, listId: listId(0), position: 1, title: 'x' } } }],
    ['PUT', 'label', { name: 'a label for an unknown board', body: { label: { boardId: 'no-such-board', title: 'x' } } }],
  ])('%s %s refuses %s and changes nothing', async (method, path, variant) => {
    const before = await onBoard(BOARD_1);
    const res = await rejects(method, `${P}/board/${path}`, variant);
    expect([400, 404]).toContain(res.status);
    // Nothing is lost: every list and card is still where it was.
    expect(await onBoard(BOARD_1)).toEqual(before);
  });

  it('a list moved to another board takes its cards along; nothing is left behind or lost', async () => {
    const cards = (await onBoard(BOARD_1)).lists[0]?.cards.map((c) => c.id) ?? [];
    expect(cards.length).toBeGreaterThan(0);
    const moved = await call('PATCH', `${P}/board/lists`, { body: { lists: [{ id: listId(0), boardId: BOARD_2 }] } });
    expect(moved.status).toBe(200);
    expect((await onBoard(BOARD_1)).lists.map((l) => l.id)).not.toContain(listId(0));
    const target = await onBoard(BOARD_2);
    expect(target.lists.find((l) => l.id === listId(0))?.cards.map((c) => c.id)).toEqual(cards);
    // The cards now belong to that board: a card there may take its labels.
    const relabelled = await call('PATCH', `${P}/board/card`, { body: { id: cards[0], card: { labels: [{ id: 'board-label-6', boardId: BOARD_2, title: 'Api' }] } } });
    expect(relabelled.status).toBe(200);
  });

  it('a card moved to a list of another board goes to that board', async () => {
    await call('PATCH', `${P}/board/list`, { body: { list: { id: listId(3), boardId: BOARD_2 } } });
    const res = await call<CardOut & { boardId: string }>('PATCH', `${P}/board/card`, { body: { id: cardId(0), card: { listId: listId(3), position: 1, labels: [] } } });
    expect(res.status).toBe(200);
    expect(res.body.boardId).toBe(BOARD_2);
    expect((await onBoard(BOARD_2)).lists.find((l) => l.id === listId(3))?.cards.map((c) => c.id)).toContain(cardId(0));
  });

  it('takes label objects as GET board answers them ({id, boardId, title})', async () => {
    const label = (await onBoard(BOARD_1)).labels[0] as ScrumboardLabel;
    const res = await call<CardOut>('PATCH', `${P}/board/card`, { body: { id: cardId(0), card: { labels: [label] } } });
    expect(res.status).toBe(200);
    expect(res.body.labels).toEqual([label]);
  });
});
