import * as z from 'zod/mini';
import type { Domain } from '../../../core/db';
import { bool, nullableStr, num, rows, str, strs } from '../../../core/stored';
import type { Task, TaskTag } from '../contracts';

export type { Task, TaskTag };

/** 30 items (3 sections, 27 tasks; 15 completed; priorities 0:4, 1:18, 2:8); assignees are contact ids. */
export const tasksDomain: Domain<Task[]> = {
  name: 'apps.tasks',
  schema: rows({ type: z.enum(['section', 'task']), title: str, notes: str, completed: bool, dueDate: nullableStr, priority: num, tags: strs, assignedTo: nullableStr, subTasks: rows({ title: str, completed: bool }), order: num }),
  seed: async (tools) => (await import('./data')).buildTasks(tools),
};

/** The 6 task tags: Api, Frontend, Bug, Backend, Urgent, Discuss. */
export const taskTagsDomain: Domain<TaskTag[]> = {
  name: 'apps.tasks.tags',
  schema: rows({ title: str }),
  seed: async () => (await import('./data')).buildTaskTags(),
};
