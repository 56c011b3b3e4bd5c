import type { SeedTools } from '../../../core/db';
import type { ScrumboardCard } from '../contracts';
import type { ScrumboardState } from './seed';

const STEP = 65536;
export const BOARD_1 = 'b0a2d000-0000-4000-8000-000000000001';
export const listId = (i: number) => `b0a2d000-0000-4000-8001-${String(i + 1).padStart(12, '0')}`;
export const cardId = (i: number) => `b0a2d000-0000-4000-8002-${String(i + 1).padStart(12, '0')}`;

const MEMBER_NAMES = [
  'Angeline Vinson', 'Roseann Greer', 'Lorraine Barnett', 'Middleton Bradford', 'Sue Hays', 'Keith Neal', 'Wilks Kirkland', 'Kendra Wade',
  'Nkechi Obi', 'Mateus Lima', 'Yuki Sato', 'Ahmet Yıldız', 'Freya Larsen', 'Tomasz Zieliński', 'Ayesha Siddiqui', 'Lucas Fontaine',
  'Camille Laurent', 'Diego Morales', 'Hana Novák', 'Omar Farouk',
];
const CARDS: [number, string, string?][] = [
  [0, 'Example that showcase all of the available bits on the card with a fairly long title compared to other cards', 'Look at all the bits'],
  [0, 'Do a research about most needed admin applications'],
  [0, 'Implement the Project dashboard'],
  [0, 'Implement the Analytics dashboard'],
  [1, 'Analytics dashboard design'],
  [1, 'Project dashboard design'],
  [2, 'JWT Auth implementation'],
  [3, 'Create low fidelity wireframes'],
  [3, 'Create high fidelity wireframes'],
  [3, 'Collect information about most used admin layouts'],
  [3, 'Do a research about latest UI trends'],
  [3, 'Learn more about UX'],
];

export function buildScrumboard({ rng, now }: SeedTools): ScrumboardState {
  const members = MEMBER_NAMES.map((name, i) => ({
    id: `member-${String(i + 1).padStart(2, '0')}`,
    name,
    avatar: `images/avatars/${i % 2 ? 'male' : 'female'}-${String((i % 20) + 1).padStart(2, '0')}.svg`,
  }));
  const hour = 3_600_000;
  const boards = [
    { id: BOARD_1, title: 'Admin Dashboard', description: 'Roadmap for the new project', icon: 'heroicons-outline:template', lastActivity: new Date(now.getTime() - 2 * hour).toISOString(), members: members.slice(0, 9).map((m) => m.id) },
    { id: 'b0a2d000-0000-4000-8000-000000000002', title: 'Weekly Planning', description: 'Job related tasks for the week', icon: 'heroicons-outline:calendar', lastActivity: new Date(now.getTime() - 26 * hour).toISOString(), members: members.slice(4, 7).map((m) => m.id) },
    { id: 'b0a2d000-0000-4000-8000-000000000003', title: 'Personal Tasks', description: 'Personal tasks around the house', icon: 'heroicons-outline:home', lastActivity: new Date(now.getTime() - 9 * 24 * hour).toISOString(), members: [members[0]?.id ?? 'member-01'] },
  ];
  const lists = ['To do', 'In progress', 'In review', 'Completed'].map((title, i) => ({ id: listId(i), boardId: BOARD_1, position: STEP * (i + 1), title }));
  const labels = [
    ...['Research', 'Wireframing', 'Design', 'Development', 'Bug'].map((title, i) => ({ id: `board-label-${i + 1}`, boardId: BOARD_1, title })),
    ...['Api', 'Frontend', 'Bug', 'Backend', 'Urgent', 'Discuss'].map((title, i) => ({ id: `board-label-${i + 6}`, boardId: boards[1]?.id ?? BOARD_1, title })),
  ];
  const perList = [0, 0, 0, 0];
  const cards: ScrumboardCard[] = CARDS.map(([list, title, description], i) => {
    perList[list] = (perList[list] ?? 0) + 1;
    const card: ScrumboardCard = {
      id: cardId(i),
      boardId: BOARD_1,
      listId: listId(list),
      position: STEP * (perList[list] ?? 1),
      title,
      labels: rng.shuffle(labels.slice(0, 5).map((l) => l.id)).slice(0, rng.int(0, 2)),
      dueDate: rng.chance(0.5) ? new Date(now.getTime() + rng.int(-5, 14) * 24 * hour).toISOString() : null,
    };
    if (description) card.description = description;
    return card;
  });
  return { boards, lists, cards, labels, members };
}
