/** Scrumboard sample app: the contract of `api/apps/scrumboard/*` (spec 001 sections 3 and 7). */

/** Positions step by this; a dropped card takes the midpoint of its neighbours. */
export const SCRUMBOARD_POSITION_STEP = 65536;

export interface ScrumboardMember {
  id: string;
  name: string;
  avatar: string | null;
}

export interface ScrumboardLabel {
  id: string;
  boardId: string;
  title: string;
}

export interface ScrumboardList {
  id: string;
  boardId: string;
  position: number;
  title: string;
}

/** A card as stored and sent: `labels` are label ids. */
export interface ScrumboardCard {
  id: string;
  boardId: string;
  listId: string;
  position: number;
  title: string;
  description?: string;
  labels: string[];
  /** ISO date-time or null. */
  dueDate: string | null;
}

/** A card in responses: label objects. */
export interface ScrumboardCardView extends Omit<ScrumboardCard, 'labels'> {
  labels: ScrumboardLabel[];
}

export interface ScrumboardBoard {
  id: string;
  title: string;
  description: string;
  /** Iconify name, e.g. 'heroicons-outline:template'. */
  icon: string;
  /** ISO date-time. */
  lastActivity: string;
  /** Member ids. */
  members: string[];
}

/** GET boards item: member objects. */
export interface ScrumboardBoardSummary extends Omit<ScrumboardBoard, 'members'> {
  members: ScrumboardMember[];
}

/** GET board: lists by position, each with its cards by position, and the board's labels. */
export interface ScrumboardBoardDetail extends ScrumboardBoardSummary {
  lists: (ScrumboardList & { cards: ScrumboardCardView[] })[];
  labels: ScrumboardLabel[];
}

export const scrumboardEndpoints = {
  boards: 'api/apps/scrumboard/boards',
  /** GET ?id. */
  board: 'api/apps/scrumboard/board',
  /** POST {list} / PATCH {list} / DELETE ?id (also deletes its cards) → true. */
  list: 'api/apps/scrumboard/board/list',
  /** PATCH {lists}: batch update. */
  lists: 'api/apps/scrumboard/board/lists',
  /** PUT {card} (create) / PATCH {id, card} / DELETE ?id → true. */
  card: 'api/apps/scrumboard/board/card',
  /** PATCH {cards}: batch update. */
  cards: 'api/apps/scrumboard/board/cards',
  /** PATCH {cards} in order: position = index; answers all cards. */
  cardPositions: 'api/apps/scrumboard/board/card/positions',
  /** GET ?boardId. */
  labels: 'api/apps/scrumboard/board/labels',
  /** PUT {label} (placed first) / PATCH {id, label} / DELETE ?id → true. */
  label: 'api/apps/scrumboard/board/label',
} as const;
