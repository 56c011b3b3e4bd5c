import { sampleApp } from '../../../core/auth';
import type { DomainModule } from '../../../core/module';
import { dataScenario, replaceItems } from '../shared';
import { tasksHandlers } from './handlers';
import { tasksDomain } from './seed';

const all = '*/api/apps/tasks/*';
const FIRST = '7a5c0000-0000-4000-8000-000000000002';

/** Tasks sample app: `api/apps/tasks/*`. */
export const tasksModule: DomainModule = sampleApp('Tasks', '*/api/apps/tasks', {
  handlers: tasksHandlers,
  readPaths: ['*/api/apps/tasks/all', '*/api/apps/tasks/search', '*/api/apps/tasks/task', '*/api/apps/tasks/tags'],
  scenarios: (ctx) => {
    const happy = tasksHandlers(ctx);
    const data = () => import('./data');
    return {
      empty: dataScenario(ctx, all, tasksDomain, () => [], replaceItems, happy),
      many: dataScenario(ctx, all, tasksDomain, async () => (await data()).manyTasks(10_000), replaceItems, happy),
      longText: dataScenario(ctx, all, tasksDomain, async () => (await data()).longTextTasks(), replaceItems, happy),
    };
  },
  samples: [
    { method: 'GET', path: 'api/apps/tasks/tags' },
    { method: 'POST', path: 'api/apps/tasks/tag', body: { tag: { title: 'Design' } } },
    { method: 'PATCH', path: 'api/apps/tasks/tag', body: { id: 'task-tag-1', tag: { title: 'API' } } },
    { method: 'DELETE', path: 'api/apps/tasks/tag', query: { id: 'task-tag-6' } },
    { method: 'GET', path: 'api/apps/tasks/all' },
    { method: 'GET', path: 'api/apps/tasks/search', query: { query: 'the' } },
    { method: 'PATCH', path: 'api/apps/tasks/order', body: { tasks: [{ id: FIRST }, { id: '7a5c0000-0000-4000-8000-000000000001' }] } },
    { method: 'GET', path: 'api/apps/tasks/task', query: { id: FIRST } },
    { method: 'POST', path: 'api/apps/tasks/task', body: { type: 'task' } },
    { method: 'PATCH', path: 'api/apps/tasks/task', body: { id: FIRST, task: { completed: true, priority: 2 } } },
    { method: 'DELETE', path: 'api/apps/tasks/task', query: { id: FIRST } },
  ],
});
