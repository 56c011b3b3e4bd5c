import { useCallback, useEffect, useRef } from 'react';
import { errorMessage, useHttpClient } from '@hotel/shell';
import { toast } from '@hotel/ui';
import { SAMPLE_DATA } from '../api/data-names';
import {
  scrumboardEndpoints as api,
  type ScrumboardBoardDetail,
  type ScrumboardBoardSummary,
  type ScrumboardCardView,
  type ScrumboardLabel,
  type ScrumboardList,
} from '../api/scrumboard';
import { useResource } from '../example/use-resource';
import { placeItem, positionAtEnd } from './positions';

export type BoardList = ScrumboardBoardDetail['lists'][number];

/** Loads again when another tab (or user) changed the boards. */
const REFRESH = { refreshOn: [SAMPLE_DATA.scrumboard] };

/** GET boards (again when they changed elsewhere). */
export function useBoards() {
  return useResource<ScrumboardBoardSummary[]>('boards', (client, signal) => client.get(api.boards, { signal }), REFRESH);
}

const fail = (message: string, e: unknown) => toast.error(message, { description: errorMessage(e) ?? undefined });

/**
 * One board with its lists, cards and labels (loaded again when it changed elsewhere). Every
 * mutation is optimistic: the board changes at once and rolls back with an error toast when the
 * call fails.
 */
export function useBoard(boardId: string) {
  const client = useHttpClient();
  const resource = useResource<ScrumboardBoardDetail>(`board:${boardId}`, (c, signal) => c.get(api.board, { query: { id: boardId }, signal }), REFRESH);
  const { setData } = resource;
  const ref = useRef(resource.data);
  useEffect(() => {
    ref.current = resource.data;
  }, [resource.data]);

  /** Applies `change` now; runs `call`; restores the board if it fails. */
  const optimistic = useCallback(
    async <R>(change: (board: ScrumboardBoardDetail) => ScrumboardBoardDetail, call: () => Promise<R>, failure: string): Promise<R | null> => {
      const before = ref.current;
      if (!before) return null;
      const next = change(before);
      ref.current = next;
      setData(next);
      try {
        return await call();
      } catch (e) {
        ref.current = before;
        setData(before);
        fail(failure, e);
        return null;
      }
    },
    [setData],
  );

  const mapLists = (board: ScrumboardBoardDetail, fn: (list: BoardList) => BoardList) => ({ ...board, lists: board.lists.map(fn) });

  const addList = useCallback(
    async (title: string) => {
      const board = ref.current;
      if (!board) return false;
      try {
        const list = await client.post<ScrumboardList>(api.list, { list: { boardId, title, position: positionAtEnd(board.lists) } });
        setData((b) => (b ? { ...b, lists: [...b.lists, { ...list, cards: [] }] } : b));
        return true;
      } catch (e) {
        fail('The list could not be added.', e);
        return false;
      }
    },
    [boardId, client, setData],
  );

  const renameList = useCallback(
    (id: string, title: string) =>
      optimistic((b) => mapLists(b, (l) => (l.id === id ? { ...l, title } : l)), () => client.patch(api.list, { list: { id, title } }), 'The list could not be renamed.'),
    [client, optimistic],
  );

  const deleteList = useCallback(
    (id: string) => optimistic((b) => ({ ...b, lists: b.lists.filter((l) => l.id !== id) }), () => client.delete<boolean>(api.list, { query: { id } }), 'The list could not be deleted.'),
    [client, optimistic],
  );

  /** Moves list `id` to `index` (the 65536 rule; a renumbering is one batch). */
  const moveList = useCallback(
    (id: string, index: number) => {
      const board = ref.current;
      const moved = board?.lists.find((l) => l.id === id);
      if (!board || !moved) return Promise.resolve(null);
      const placed = placeItem(board.lists.filter((l) => l.id !== id), moved, index);
      const body = placed.changed.map(({ id: listId, position }) => ({ id: listId, position }));
      return optimistic(
        (b) => ({ ...b, lists: placed.items }),
        () => (placed.renumbered ? client.patch(api.lists, { lists: body }) : client.patch(api.list, { list: body[0] })),
        'The new list order could not be saved.',
      );
    },
    [client, optimistic],
  );

  const addCard = useCallback(
    async (listId: string, title: string) => {
      const list = ref.current?.lists.find((l) => l.id === listId);
      if (!list) return false;
      try {
        const card = await client.put<ScrumboardCardView>(api.card, { card: { boardId, listId, title, position: positionAtEnd(list.cards), labels: [] } });
        setData((b) => (b ? mapLists(b, (l) => (l.id === listId ? { ...l, cards: [...l.cards, card] } : l)) : b));
        return true;
      } catch (e) {
        fail('The card could not be added.', e);
        return false;
      }
    },
    [boardId, client, setData],
  );

  /** Moves card `id` to list `listId` at `index`: only the moved card is sent, or the renumbered list as a batch. */
  const moveCard = useCallback(
    (id: string, listId: string, index: number) => {
      const board = ref.current;
      const card = board?.lists.flatMap((l) => l.cards).find((c) => c.id === id);
      const target = board?.lists.find((l) => l.id === listId);
      if (!board || !card || !target) return Promise.resolve(null);
      const placed = placeItem(target.cards.filter((c) => c.id !== id), { ...card, listId }, index);
      const body = placed.changed.map((c) => ({ id: c.id, listId: c.listId, position: c.position }));
      return optimistic(
        (b) => mapLists(b, (l) => (l.id === listId ? { ...l, cards: placed.items } : { ...l, cards: l.cards.filter((c) => c.id !== id) })),
        () => (placed.renumbered ? client.patch(api.cards, { cards: body }) : client.patch(api.card, { id, card: { listId, position: placed.changed[0]?.position } })),
        'The card could not be moved.',
      );
    },
    [client, optimistic],
  );

  /** Saves card fields (labels as objects, as the API takes them on PATCH). */
  const updateCard = useCallback(
    (id: string, changes: Partial<Pick<ScrumboardCardView, 'title' | 'description' | 'dueDate' | 'labels'>>) =>
      optimistic(
        (b) => mapLists(b, (l) => ({ ...l, cards: l.cards.map((c) => (c.id === id ? { ...c, ...changes } : c)) })),
        () => client.patch<ScrumboardCardView>(api.card, { id, card: changes }),
        'The card could not be saved.',
      ),
    [client, optimistic],
  );

  const deleteCard = useCallback(
    (id: string) =>
      optimistic((b) => mapLists(b, (l) => ({ ...l, cards: l.cards.filter((c) => c.id !== id) })), () => client.delete<boolean>(api.card, { query: { id } }), 'The card could not be deleted.'),
    [client, optimistic],
  );

  const addLabel = useCallback(
    async (title: string) => {
      try {
        const label = await client.put<ScrumboardLabel>(api.label, { label: { boardId, title } });
        setData((b) => (b ? { ...b, labels: [label, ...b.labels] } : b));
        return label;
      } catch (e) {
        fail('The label could not be added.', e);
        return null;
      }
    },
    [boardId, client, setData],
  );

  return { ...resource, addList, renameList, deleteList, moveList, addCard, moveCard, updateCard, deleteCard, addLabel };
}
