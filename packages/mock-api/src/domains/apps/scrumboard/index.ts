import { sampleApp } from '../../../core/auth';
import type { DomainModule } from '../../../core/module';
import { dataScenario } from '../shared';
import { scrumboardHandlers } from './handlers';
import { scrumboardDomain, type ScrumboardState } from './seed';

const all = '*/api/apps/scrumboard/*';

const B = 'api/apps/scrumboard';
// The seed's fixed ids (data.ts), spelled out so this module does not load the data module.
const BOARD_1 = 'b0a2d000-0000-4000-8000-000000000001';
const listId = (i: number) => `b0a2d000-0000-4000-8001-${String(i + 1).padStart(12, '0')}`;
const cardId = (i: number) => `b0a2d000-0000-4000-8002-${String(i + 1).padStart(12, '0')}`;

/** Scrumboard sample app: `api/apps/scrumboard/*`. */
export const scrumboardModule: DomainModule = sampleApp('Scrumboard', '*/api/apps/scrumboard', {
  handlers: scrumboardHandlers,
  readPaths: ['*/api/apps/scrumboard/boards', '*/api/apps/scrumboard/board', '*/api/apps/scrumboard/board/labels'],
  scenarios: (ctx) => {
    const happy = scrumboardHandlers(ctx);
    return {
      empty: dataScenario(ctx, all, scrumboardDomain, () => null, (live: ScrumboardState) => {
        live.boards.length = 0;
        live.lists.length = 0;
        live.cards.length = 0;
      }, happy),
      longText: dataScenario(ctx, all, scrumboardDomain, () => 'An extraordinarily long title that keeps going well past any sensible width '.repeat(3), (live: ScrumboardState, long: string) => {
        for (const item of [...live.boards, ...live.lists, ...live.cards]) item.title = `${long}${item.title}`;
        for (const card of live.cards) card.description = 'A long description. '.repeat(200);
      }, happy),
    };
  },
  samples: [
    { method: 'GET', path: `${B}/boards` },
    { method: 'GET', path: `${B}/board`, query: { id: BOARD_1 } },
    { method: 'POST', path: `${B}/board/list`, body: { list: { boardId: BOARD_1, position: 65536 * 5, title: 'Blocked' } } },
    { method: 'PATCH', path: `${B}/board/list`, body: { list: { id: listId(0), title: 'Backlog' } } },
    { method: 'PATCH', path: `${B}/board/lists`, body: { lists: [{ id: listId(0), position: 65536 * 2 }, { id: listId(1), position: 65536 }] } },
    { method: 'DELETE', path: `${B}/board/list`, query: { id: listId(2) } },
    { method: 'PUT', path: `${B}/board/card`, body: { card: { boardId: BOARD_1, listId: listId(0), position: 65536 * 5, title: 'New card' } } },
    { method: 'PATCH', path: `${B}/board/card`, body: { id: cardId(0), card: { title: 'Renamed', labels: [{ id: 'board-label-1' }] } } },
    { method: 'PATCH', path: `${B}/board/cards`, body: { cards: [{ id: cardId(1), listId: listId(1), position: 32768 }] } },
    { method: 'PATCH', path: `${B}/board/card/positions`, body: { cards: [{ id: cardId(1) }, { id: cardId(0) }] } },
    { method: 'DELETE', path: `${B}/board/card`, query: { id: cardId(3) } },
    { method: 'GET', path: `${B}/board/labels`, query: { boardId: BOARD_1 } },
    { method: 'PUT', path: `${B}/board/label`, body: { label: { boardId: BOARD_1, title: 'QA' } } },
    { method: 'PATCH', path: `${B}/board/label`, body: { id: 'board-label-1', label: { title: 'Discovery' } } },
    { method: 'DELETE', path: `${B}/board/label`, query: { id: 'board-label-5' } },
  ],
});
