import type { Domain } from '../../../core/db';
import type { Task, TaskTag } from '../contracts';

export type { Task, TaskTag };

/** 30 items (3 sections, 27 tasks; 15 completed; priorities 0:4, 1:18, 2:8); assignees are contact ids. */
export const tasksDomain: Domain<Task[]> = {
  name: 'apps.tasks',
  seed: async (tools) => (await import('./data')).buildTasks(tools),
};

/** The 6 task tags: Api, Frontend, Bug, Backend, Urgent, Discuss. */
export const taskTagsDomain: Domain<TaskTag[]> = {
  name: 'apps.tasks.tags',
  seed: async () => (await import('./data')).buildTaskTags(),
};
