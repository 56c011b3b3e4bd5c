import type { Domain } from '../../../core/db';
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
  seed: async (tools) => (await import('./data')).buildScrumboard(tools),
};
