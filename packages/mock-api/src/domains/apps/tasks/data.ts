import type { SeedTools } from '../../../core/db';
import type { Task, TaskPriority, TaskTag } from '../contracts';
import { contactsDomain } from '../contacts/seed';

/** The stable uuid of the seeded task at `order`. */
export const taskId = (order: number): string => `7a5c0000-0000-4000-8000-${String(order + 1).padStart(12, '0')}`;

export const TASK_TAG_TITLES = ['Api', 'Frontend', 'Bug', 'Backend', 'Urgent', 'Discuss'] as const;

export function buildTaskTags(): TaskTag[] {
  return TASK_TAG_TITLES.map((title, index) => ({ id: `task-tag-${index + 1}`, title }));
}

/** [type, title] in list order: 3 sections and 27 tasks. */
const ITEMS: ['section' | 'task', string][] = [
  ['section', 'Company internal application v2'],
  ['task', 'Create the landing/marketing page and host it on the beta channel'],
  ['task', 'Move dependency system to Yarn for easier package management'],
  ['task', 'Fix permission issues that the 0.0.7-alpha.2 has introduced'],
  ['task', 'Add more error messages to the sign-in flow'],
  ['task', 'Translate the booking widget into Français, Deutsch and Español'],
  ['task', 'Add "Last seen" indicators to the guest profile'],
  ['task', 'Investigate the night-audit export timing out (> 60 s)'],
  ['task', 'Create the dark theme for the back-office'],
  ['task', 'Write the migration notes for v2 <breaking changes>'],
  ['section', 'Housekeeping rollout'],
  ['task', 'Collect room-status feedback from the 3rd floor team'],
  ['task', 'Print QR codes for every linen cart'],
  ['task', 'Schedule training: “Inspections on tablets”'],
  ['task', 'Replace the minibar checklist with the digital form'],
  ['task', 'Review overtime for the weekend shifts'],
  ['task', 'Order 40 new pillow protectors & duvet covers'],
  ['task', 'Agree the deep-cleaning calendar with the spa'],
  ['task', 'Test the lost & found workflow end to end'],
  ['section', 'Guest experience'],
  ['task', 'Plan the Ramadan iftar buffet menu'],
  ['task', '为中国团组准备欢迎信 (welcome letter for the Chinese group)'],
  ['task', 'Update the airport shuttle timetable'],
  ['task', 'Call the florist about the wedding on Saturday'],
  ['task', 'Refresh the room-service menu photos'],
  ['task', 'Answer the TripAdvisor reviews of last week'],
  ['task', 'Fix the broken link in the pre-arrival e-mail'],
  ['task', 'Prepare the welcome amenities for the VIP arrivals'],
  ['task', 'Check the pool opening hours on the website'],
  ['task', 'Renew the music licence for the lobby bar'],
];

const NOTES = [
  'Keep it short: one page with screenshots and a clear call to action.',
  'Talk to the front office first; they know where the time goes.\nThen write down the steps.',
  'Blocked until the supplier answers. Follow up on Monday.',
  'See the thread in the mailbox for details (search for "invoice").',
  '',
];

/** Priorities over the 30 items as the spec counts them: 4 low, 18 normal, 8 high. */
const PRIORITIES: TaskPriority[] = [...Array<TaskPriority>(4).fill(0), ...Array<TaskPriority>(18).fill(1), ...Array<TaskPriority>(8).fill(2)];

export async function buildTasks({ rng, now, get }: SeedTools): Promise<Task[]> {
  const contacts = await get(contactsDomain);
  const tagIds = buildTaskTags().map((t) => t.id);
  // 30 priorities over 30 items (4/18/8), and exactly 15 completed, shuffled deterministically.
  const priorities = rng.shuffle(PRIORITIES);
  const completed = rng.shuffle(Array.from({ length: 30 }, (_, i) => i < 15));
  const day = 24 * 60 * 60 * 1000;
  return ITEMS.map(([type, title], order) => {
    const hasDue = type === 'task' && rng.chance(0.6);
    const due = new Date(now.getTime() + rng.int(-10, 20) * day);
    const subTaskCount = type === 'task' ? rng.pick([0, 0, 2, 3]) : 0;
    return {
      id: taskId(order),
      type,
      title,
      notes: type === 'task' ? rng.pick(NOTES) : '',
      completed: completed[order] ?? false,
      dueDate: hasDue ? due.toISOString().slice(0, 10) : null,
      priority: priorities[order] ?? 1,
      tags: type === 'task' ? rng.shuffle(tagIds).slice(0, rng.int(0, 3)) : [],
      assignedTo: type === 'task' && contacts.length && rng.chance(0.7) ? rng.pick(contacts).id : null,
      subTasks: Array.from({ length: subTaskCount }, (_, i) => ({
        id: rng.uuid(),
        title: ['Draft', 'Review', 'Publish'][i] ?? `Step ${i + 1}`,
        completed: rng.chance(0.5),
      })),
      order,
    };
  });
}

/** `count` generated tasks for the "many" scenario. */
export function manyTasks(count: number): Task[] {
  return Array.from({ length: count }, (_, order) => ({
    id: `task-many-${order + 1}`,
    type: order % 25 === 0 ? ('section' as const) : ('task' as const),
    title: order % 25 === 0 ? `Section ${order / 25 + 1}` : `Task number ${order + 1}`,
    notes: '',
    completed: order % 3 === 0,
    dueDate: null,
    priority: (order % 3) as TaskPriority,
    tags: [],
    assignedTo: null,
    subTasks: [],
    order,
  }));
}

/** Tasks with very long titles and notes. */
export function longTextTasks(): Task[] {
  return manyTasks(4).map((task, i) => ({
    ...task,
    title: `${'An unusually long task title that keeps going and going '.repeat(4)}${i}`,
    notes: 'Very long notes. '.repeat(300),
    subTasks: [{ id: `long-sub-${i}`, title: 'A sub-task whose title is also far longer than any layout would expect it to be', completed: false }],
  }));
}
