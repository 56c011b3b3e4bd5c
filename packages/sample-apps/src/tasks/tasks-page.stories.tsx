import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NavigationProvider, useNavigation } from '@hotel/shell';
import { AppStory, appLocation, appStoryParameters, defaultMockApi, keepDraft, keptDraft, scenarios } from '../testing';
import { taskDraftId } from './task-details';
import { TasksPage } from './tasks-page';
import { tasksRoutes } from './routes';

/** Shows the navigation item's subtitle, as the menu would. */
function NavSubtitle() {
  const { getItem } = useNavigation();
  return <p data-testid="nav-subtitle">{`Menu: ${getItem('apps-tasks')?.subtitle ?? ''}`}</p>;
}

const meta = {
  title: 'Apps/Tasks/TasksPage',
  component: TasksPage,
  parameters: appStoryParameters,
  render: (_args, { parameters }) => (
    <NavigationProvider items={[{ id: 'apps-tasks', title: 'Tasks', type: 'basic', link: '/apps/tasks' }]}>
      <div className="h-[52rem]">
        <AppStory routes={tasksRoutes} basePath="/apps/tasks" initialPath={String(parameters.route ?? '/apps/tasks')}>
          <NavSubtitle />
        </AppStory>
      </div>
    </NavigationProvider>
  ),
} satisfies Meta<typeof TasksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const rowTitles = (root: HTMLElement) =>
  within(within(root).getByRole('list', { name: 'Tasks list' }))
    .getAllByRole('link')
    .map((a) => a.textContent ?? '');

/** The seeded list: sections and tasks; the navigation subtitle follows the remaining count. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const count = await canvas.findByText(/^\d+ remaining tasks?$/);
    await waitFor(() => expect(canvas.getByTestId('nav-subtitle')).toHaveTextContent(count.textContent ?? ''));
    const before = Number(count.textContent?.split(' ')[0]);
    const open = canvas.getAllByRole('checkbox', { checked: false })[0];
    if (!open) throw new Error('no open task');
    await userEvent.click(open);
    await expect(await canvas.findByText(`${before - 1} remaining task${before - 1 === 1 ? '' : 's'}`)).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByTestId('nav-subtitle')).toHaveTextContent(`${before - 1} remaining`));
  },
};

/** Keyboard drag: Space picks a row up, ArrowDown moves it, Space drops; the order is saved. */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^\d+ remaining tasks?$/);
    const before = rowTitles(canvasElement);
    const handle = canvas.getAllByRole('button', { name: /^Reorder / })[1];
    if (!handle) throw new Error('no handle');
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(rowTitles(canvasElement).slice(0, 3)).toEqual([before[0], before[2], before[1]]));
    // Saved: a fresh load answers the same order.
    const token = localStorage.getItem('accessToken');
    const saved = (await (await fetch('/api/apps/tasks/all', { headers: { Authorization: `Bearer ${token}` } })).json()) as { title: string }[];
    await expect(rowTitles(canvasElement)[1]?.startsWith(saved[1]?.title ?? '-')).toBe(true);
  },
};

/** Add task (Ctrl + /) opens the new task; the title autosaves with a 'Saved' status. */
export const AddAndAutosave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const s = screen();
    await canvas.findByText(/^\d+ remaining tasks?$/);
    await userEvent.keyboard('{Control>}/{/Control}');
    await waitFor(() => expect(appLocation()).toMatch(/^\/apps\/tasks\/[\w-]+$/));
    const title = await s.findByRole('textbox', { name: 'Title' });
    await userEvent.type(title, 'Restock the minibar');
    await expect(await s.findByText('Saved')).toBeInTheDocument();
    // The list is behind the modal drawer (hidden from the accessibility tree) below 1440 px.
    await expect(await canvas.findByRole('link', { name: /Restock the minibar/, hidden: true })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Control>}.{/Control}');
    await expect(await s.findByPlaceholderText('Section title')).toBeInTheDocument();
  },
};

/** The link of the first task (not a section) in the list. */
async function firstTaskLink(root: HTMLElement) {
  const canvas = within(root);
  await canvas.findByText(/^\d+ remaining tasks?$/);
  const row = within(canvas.getByRole('list', { name: 'Tasks list' }))
    .getAllByRole('listitem')
    .find((r) => r.dataset.type === 'task');
  if (!row) throw new Error('no task');
  const link = within(row).getByRole('link');
  const path = link.getAttribute('href') ?? '';
  return { link, path, id: path.split('/').pop() ?? '' };
}

const refused = () => HttpResponse.json({ code: 'INTERNAL', message: 'The tasks server is down (story).' }, { status: 503 });

/**
 * The server refuses the notes: 'Not saved', and they are kept as a draft. Closing the drawer asks
 * first; Stay keeps the task open with what was typed, Leave closes it and forgets the draft.
 */
export const NotSavedAsksBeforeLeaving: Story = {
  parameters: { msw: { handlers: { tasks: [http.patch('*/api/apps/tasks/task', refused), ...(defaultMockApi.handlersByDomain.tasks ?? [])] } } },
  play: async ({ canvasElement }) => {
    const s = screen();
    const { link, path, id } = await firstTaskLink(canvasElement);
    await userEvent.click(link);
    await waitFor(() => expect(appLocation()).toBe(path));
    const notes = await s.findByRole('textbox', { name: 'Notes' });
    await userEvent.type(notes, ' Call the supplier.');
    await expect(await s.findByText('Not saved')).toBeInTheDocument();
    await expect(keptDraft(path, taskDraftId(id))).toMatchObject({ notes: expect.stringContaining('Call the supplier.') as unknown });
    await userEvent.click(s.getByRole('button', { name: 'Close details' }));
    let question = await s.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(s.queryByRole('alertdialog')).toBeNull());
    await expect(appLocation()).toBe(path);
    await expect((s.getByRole('textbox', { name: 'Notes' }) as HTMLTextAreaElement).value).toContain('Call the supplier.');
    await userEvent.click(s.getByRole('button', { name: 'Close details' }));
    question = await s.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(appLocation()).toBe('/apps/tasks'));
    await expect(keptDraft(path, taskDraftId(id))).toBeNull();
  },
};

/** A title typed when the session expired comes back when the task opens again, with a notice, and is saved. */
export const RestoredTask: Story = {
  play: async ({ canvasElement }) => {
    const s = screen();
    const { link, path, id } = await firstTaskLink(canvasElement);
    keepDraft(path, taskDraftId(id), { title: 'Restock the minibar', notes: 'Two bottles of water per room.' });
    await userEvent.click(link);
    await expect(await s.findByRole('textbox', { name: 'Title' })).toHaveValue('Restock the minibar');
    await expect(s.getByText(/^Your unsaved input from .+ was restored\.$/)).toBeInTheDocument();
    await expect(await s.findByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(keptDraft(path, taskDraftId(id))).toBeNull());
    await expect(await within(canvasElement).findByRole('link', { name: /Restock the minibar/, hidden: true })).toBeInTheDocument();
  },
};

/** Priority menu and deletion with confirmation, then the next task opens. */
export const PriorityAndDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const s = screen();
    await canvas.findByText(/^\d+ remaining tasks?$/);
    const rows = within(canvas.getByRole('list', { name: 'Tasks list' })).getAllByRole('listitem');
    const taskRow = rows.find((r) => r.dataset.type === 'task');
    if (!taskRow) throw new Error('no task');
    await userEvent.click(within(taskRow).getByRole('link'));
    await userEvent.click(await s.findByRole('button', { name: /^Priority: / }));
    await userEvent.click(await s.findByRole('menuitemradio', { name: 'High' }));
    await expect(await s.findByRole('button', { name: 'Priority: High' })).toBeInTheDocument();
    const id = appLocation();
    await userEvent.click(s.getByRole('button', { name: 'Delete task' }));
    const dialog = await s.findByRole('alertdialog', { name: 'Delete task' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(appLocation()).not.toBe(id));
    await expect(appLocation()).toMatch(/^\/apps\/tasks\/[\w-]+$/);
  },
};

/** Search highlights matches with <mark> (through SafeHtml). */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^\d+ remaining tasks?$/);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tasks' }), 'a');
    const results = await canvas.findByRole('list', { name: 'Search results' });
    await expect(results.querySelector('mark')).not.toBeNull();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tasks' }), 'zzzqqq');
    await expect(await canvas.findByText('No tasks found')).toBeInTheDocument();
    await expect(appLocation()).toBe('/apps/tasks?q=azzzqqq');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { tasks: scenarios.tasks?.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Add a task to start planning!')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('0 remaining tasks', { selector: 'header p' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { tasks: scenarios.tasks?.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading tasks')).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  parameters: { msw: { handlers: { tasks: scenarios.tasks?.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The tasks could not be loaded')).toBeInTheDocument();
  },
};

export const LongText: Story = {
  parameters: { msw: { handlers: { tasks: scenarios.tasks?.longText } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^\d+ remaining tasks?$/)).toBeInTheDocument();
  },
};

export const Many: Story = {
  parameters: { msw: { handlers: { tasks: scenarios.tasks?.many } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^[\d,]+ remaining tasks$/)).toBeInTheDocument();
    // Virtual: only the visible rows are in the DOM.
    await expect(within(canvas.getByRole('list', { name: 'Tasks list' })).getAllByRole('listitem').length).toBeLessThan(100);
  },
};

/** Phone: the drawer goes over the list. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^\d+ remaining tasks?$/);
    const link = canvas.getAllByRole('link')[0];
    if (link) await userEvent.click(link);
    await expect(await screen().findByRole('dialog')).toBeInTheDocument();
  },
};
