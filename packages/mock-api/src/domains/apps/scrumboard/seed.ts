import * as z from 'zod/mini';
import type { Domain } from '../../../core/db';
import { nullableStr, num, rows, str, strs } from '../../../core/stored';
import type { ScrumboardBoard, ScrumboardCard, ScrumboardLabel, ScrumboardList, ScrumboardMember } from '../contracts';

export interface ScrumboardState {
  boards: ScrumboardBoard[];
  lists: ScrumboardList[];
  cards: ScrumboardCard[];
  labels: ScrumboardLabel[];
  members: ScrumboardMember[];
}

/** 3 boards, 4 lists and 12 cards on board 1, 5 labels on board 1 and 6 on board 2, 20 members. */
export const scrumboardDomain: Domain<ScrumboardState> = {
  name: 'apps.scrumboard',
  schema: z.object({
    boards: rows({ title: str, description: str, icon: str, lastActivity: str, members: strs }),
    lists: rows({ boardId: str, position: num, title: str }),
    cards: rows({ boardId: str, listId: str, position: num, title: str, labels: strs, dueDate: nullableStr }),
    labels: rows({ boardId: str, title: str }),
    members: rows({ name: str, avatar: nullableStr }),
  }),
  seed: async (tools) => (await import('./data')).buildScrumboard(tools),
};
