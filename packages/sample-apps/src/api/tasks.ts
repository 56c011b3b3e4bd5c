/** Tasks sample app: the contract of `api/apps/tasks/*` (spec 001 sections 3 and 7). */

/** Low 0, Normal 1, High 2. */
export type TaskPriority = 0 | 1 | 2;

export interface SubTask {
  id: string;
  title: string;
  completed: boolean;
}

/** A task or a section heading of the task list. */
export interface Task {
  id: string;
  type: 'section' | 'task';
  title: string;
  notes: string;
  completed: boolean;
  /** ISO date or null. */
  dueDate: string | null;
  priority: TaskPriority;
  /** Tag ids. */
  tags: string[];
  /** A contact id (contacts app) or null. */
  assignedTo: string | null;
  subTasks: SubTask[];
  /** Position in the list, 0-based. */
  order: number;
}

export interface TaskTag {
  id: string;
  title: string;
}

/** Body of PATCH task. */
export interface TaskPatch {
  id: string;
  task: Partial<Omit<Task, 'id'>>;
}

export const tasksEndpoints = {
  /** GET: every task and section sorted by order. */
  all: 'api/apps/tasks/all',
  /**
   * GET ?query=: tasks whose title or notes contain the text (case-insensitive); an empty query
   * answers []. Titles come back HTML-escaped with the matches wrapped in `<mark>`: render through SafeHtml.
   */
  search: 'api/apps/tasks/search',
  /** PATCH {tasks}: order set from the list position; answers the sorted list. */
  order: 'api/apps/tasks/order',
  /** GET ?id= / POST {type} (placed first, others renumbered) / PATCH {id, task} / DELETE ?id= → true. */
  task: 'api/apps/tasks/task',
  /** GET: tags. */
  tags: 'api/apps/tasks/tags',
  /** POST {tag} / PATCH {id, tag} / DELETE ?id= (stripped from every task) → true. */
  tag: 'api/apps/tasks/tag',
} as const;
