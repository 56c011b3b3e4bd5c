import { useState, type FormEvent } from 'react';
import { Link, useMatch, useNavigate, useParams, useResolvedPath } from 'react-router-dom';
import { closestCenter, closestCorners, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type CollisionDetection, type DragEndEvent } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { errorMessage } from '@hotel/shell';
import { Alert, Button, Icon, Input, Skeleton } from '@hotel/ui';
import { useBoard, type BoardList } from '../use-board';
import { CardDialog } from './card-dialog';
import { ListColumn, TITLE_LIMITS } from './list-column';
import { useTextLimit } from '../../text-limit';

/** Where a dragged card lands: its target list and index among the other cards. */
export function cardDropTarget(lists: BoardList[], activeId: string, over: { id: string; type: 'card' | 'list'; listId?: string }) {
  const from = lists.find((l) => l.cards.some((c) => c.id === activeId));
  if (!from) return null;
  if (over.type === 'list') {
    const list = lists.find((l) => l.id === over.id);
    return list ? { listId: list.id, index: list.cards.filter((c) => c.id !== activeId).length } : null;
  }
  const list = lists.find((l) => l.cards.some((c) => c.id === over.id));
  if (!list) return null;
  const overIndex = list.cards.findIndex((c) => c.id === over.id);
  const activeIndex = list.cards.findIndex((c) => c.id === activeId);
  const others = list.cards.filter((c) => c.id !== activeId);
  const indexInOthers = others.findIndex((c) => c.id === over.id);
  // Moving down inside one list lands after the card it is over; otherwise before it.
  const index = list.id === from.id && activeIndex < overIndex ? indexInOthers + 1 : indexInOthers;
  return { listId: list.id, index };
}

/** Lists collide only with lists (a list dragged over its own cards must not stop there); cards with anything. */
const collision: CollisionDetection = (args) =>
  args.active.data.current?.type === 'list'
    ? closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => c.data.current?.type === 'list') })
    : closestCorners(args);

/**
 * A board: lists side by side (scrolling sideways), cards and lists dragged by mouse or keyboard
 * (the 65536 position rule), inline add / rename / delete of lists, inline add of cards, and the
 * card dialog at `card/:cardId`.
 */
export function BoardPage() {
  const { boardId = '' } = useParams();
  const base = useResolvedPath('.').pathname.replace(/\/$/, '');
  const cardId = useMatch(`${base}/card/:cardId`)?.params.cardId;
  const navigate = useNavigate();
  const board = useBoard(boardId);
  const { data, loading, error, reload } = board;
  const [listTitle, setListTitle] = useState('');
  const [addingList, setAddingList] = useState(false);
  const listLimit = useTextLimit(listTitle.trim(), TITLE_LIMITS.list);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!data || !over || active.id === over.id) return;
    const activeType = active.data.current?.type as 'card' | 'list' | undefined;
    const overType = over.data.current?.type as 'card' | 'list' | undefined;
    const overListId = over.data.current?.listId as string | undefined;
    if (activeType === 'list') {
      const targetId = overType === 'card' ? overListId : String(over.id);
      const index = data.lists.findIndex((l) => l.id === targetId);
      if (index >= 0 && targetId !== active.id) void board.moveList(String(active.id), index);
      return;
    }
    if (activeType === 'card' && overType) {
      const target = cardDropTarget(data.lists, String(active.id), { id: String(over.id), type: overType, listId: overListId });
      if (target) void board.moveCard(String(active.id), target.listId, target.index);
    }
  };

  const addList = async (event: FormEvent) => {
    event.preventDefault();
    const title = listTitle.trim();
    if (!title || listLimit.over) return;
    if (await board.addList(title)) setListTitle('');
  };

  if (error && !data) {
    return (
      <div className="p-6">
        <Alert variant="error" title="The board could not be loaded" action={<Button variant="outline" size="sm" onClick={reload}>Retry</Button>}>
          {errorMessage(error)}
        </Alert>
        <Button asChild variant="link" className="mt-4 px-0">
          <Link to="..">Back to boards</Link>
        </Button>
      </div>
    );
  }
  if (loading && !data) {
    return (
      <div className="flex gap-4 p-6" role="status" aria-label="Loading the board">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-96 w-72 shrink-0 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (!data) return null;

  const card = cardId ? data.lists.flatMap((l) => l.cards).find((c) => c.id === cardId) : undefined;

  return (
    <div data-slot="scrumboard-board" className="flex h-full min-h-[32rem] w-full min-w-0 flex-col bg-card text-foreground">
      <header className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-4 sm:px-8">
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-2xl font-extrabold tracking-tight sm:text-3xl">{data.title}</h1>
          {data.description ? <p className="truncate text-muted-foreground">{data.description}</p> : null}
        </div>
        <Button asChild variant="outline">
          <Link to="..">
            <Icon name="heroicons-outline:view-columns" size="sm" />
            Boards
          </Link>
        </Button>
      </header>
      <div className="min-h-0 flex-1 overflow-x-auto bg-background p-4 sm:p-6">
        <DndContext
          sensors={sensors}
          collisionDetection={collision}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: 'To pick up a card or a list, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.' },
          }}
        >
          <SortableContext items={data.lists.map((l) => l.id)} strategy={horizontalListSortingStrategy}>
            <ol aria-label="Lists" className="flex h-full items-start gap-4">
              {data.lists.map((list) => (
                <ListColumn
                  key={list.id}
                  list={list}
                  onRename={(title) => void board.renameList(list.id, title)}
                  onDelete={() => void board.deleteList(list.id)}
                  onAddCard={(title) => board.addCard(list.id, title)}
                />
              ))}
              <li className="w-72 shrink-0 sm:w-80">
                {addingList ? (
                  <form className="grid gap-2 rounded-2xl bg-hover p-3" onSubmit={(e) => void addList(e)}>
                    <Input
                      aria-label="List title"
                      placeholder="List title"
                      value={listTitle}
                      aria-invalid={listLimit.over || undefined}
                      aria-describedby={listLimit.describedBy}
                      // eslint-disable-next-line jsx-a11y/no-autofocus -- the field appears because the user asked to add a list
                      autoFocus
                      onChange={(e) => setListTitle(e.target.value)}
                      onKeyDown={(e) => e.key === 'Escape' && setAddingList(false)}
                    />
                    {listLimit.view}
                    <div className="flex gap-2">
                      <Button type="submit" size="sm" disabled={!listTitle.trim() || listLimit.over}>
                        Add list
                      </Button>
                      <Button type="button" size="sm" variant="ghost" onClick={() => setAddingList(false)}>
                        Cancel
                      </Button>
                    </div>
                  </form>
                ) : (
                  <Button variant="outline" className="w-full justify-start rounded-2xl" onClick={() => setAddingList(true)} disabled={data.lists.length >= 200}>
                    <Icon name="heroicons-outline:plus-circle" size="sm" />
                    {data.lists.length ? 'Add another list' : 'Add a list'}
                  </Button>
                )}
              </li>
            </ol>
          </SortableContext>
        </DndContext>
      </div>
      {cardId ? (
        <CardDialog
          key={cardId}
          card={card}
          labels={data.labels}
          onClose={() => void navigate('.')}
          onChange={async (changes) => (await board.updateCard(cardId, changes)) !== null}
          onAddLabel={board.addLabel}
          onDelete={async () => {
            if ((await board.deleteCard(cardId)) !== null) void navigate('.');
          }}
        />
      ) : null}
    </div>
  );
}
