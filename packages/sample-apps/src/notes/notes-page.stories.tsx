import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, appLocation, appStoryParameters, defaultMockApi, keepDraft, keptDraft, scenarios } from '../testing';
import { noteDraftId } from './note-dialog';
import { NotesPage } from './notes-page';
import { notesRoutes } from './routes';

const meta = {
  title: 'Apps/Notes/NotesPage',
  component: NotesPage,
  parameters: appStoryParameters,
  render: (_args, { parameters }) => (
    <div className="h-[52rem]">
      <AppStory routes={notesRoutes} basePath="/apps/notes" initialPath={String(parameters.route ?? '/apps/notes')} />
    </div>
  ),
} satisfies Meta<typeof NotesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const cards = (root: HTMLElement) => within(root).queryAllByRole('button', { name: /^Open note: / });

/** Masonry: 4 columns at 1280 px, item i in column i mod 4. Filters change the URL. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(4));
    const grid = canvasElement.querySelector('[data-slot="notes-masonry"]');
    const width = window.innerWidth;
    const n = width >= 1440 ? 5 : width >= 1280 ? 4 : width >= 960 ? 3 : width >= 600 ? 2 : 1;
    await expect(grid?.getAttribute('data-columns')).toBe(String(n));
    // Round robin: the i-th card (in the API's order) sits in column i mod n.
    const order = [...(grid?.querySelectorAll('article') ?? [])].map((a) => a.querySelector('button')?.getAttribute('aria-label'));
    const columns = [...(grid?.children ?? [])].map((c) => [...c.querySelectorAll('article button')].map((b) => b.getAttribute('aria-label')));
    await expect(columns[0]?.[0]).toBeDefined();
    await expect(columns[1 % n]?.[n === 1 ? 1 : 0]).toBeDefined();
    await expect(order.length).toBe(cards(canvasElement).length);
    if (n > 1) await expect(columns[0]?.[1]).not.toBe(columns[1]?.[0]);
    const filterButton = canvas.queryByRole('button', { name: 'Show filters' });
    if (filterButton) await userEvent.click(filterButton);
    await userEvent.click(screen().getByRole('link', { name: 'Archive' }));
    await waitFor(() => expect(appLocation()).toBe('/apps/notes?filter=archive'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Archive' })).toBeInTheDocument();
    await waitFor(() => expect(cards(canvasElement).length).toBe(3));
  },
};

/** Search matches title and content. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search notes' }), 'zzqqxx');
    await expect(await canvas.findByText('No notes match the search')).toBeInTheDocument();
    await expect(appLocation()).toBe('/apps/notes?q=zzqqxx');
  },
};

/** Add note: typing autosaves ('Saved'); a checklist item is added and ticked; the card appears. */
export const AddNote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const s = screen();
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    const dialog = await s.findByRole('dialog', { name: 'New note' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Pool towels');
    await expect(await within(dialog).findByText('Saved')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New checklist item' }), 'Count towels{Enter}');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Count towels' }));
    await expect(within(dialog).getByRole('checkbox', { name: 'Count towels' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(await canvas.findByRole('button', { name: 'Open note: Pool towels' })).toBeInTheDocument();
  },
};

const NOTES = '/apps/notes';
const keptNewNote = () => keptDraft(NOTES, noteDraftId());
const refused = () => HttpResponse.json({ code: 'INTERNAL', message: 'The notes server is down (story).' }, { status: 503 });

/**
 * The server refuses the save: the dialog says 'Not saved' and keeps the input as a draft. Close
 * asks first; Stay keeps the dialog and the input, Leave closes it and forgets the draft.
 */
export const NotSavedAsksBeforeClosing: Story = {
  parameters: {
    msw: { handlers: { notes: [http.post('*/api/apps/notes', refused), http.patch('*/api/apps/notes', refused), ...(defaultMockApi.handlersByDomain.notes ?? [])] } },
  },
  play: async ({ canvasElement }) => {
    const s = screen();
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add note' }));
    const dialog = await s.findByRole('dialog', { name: 'New note' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, 'Pool towels');
    await expect(await within(dialog).findByText('Not saved')).toBeInTheDocument();
    await expect(keptNewNote()).toMatchObject({ title: 'Pool towels' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    let question = await s.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(s.queryByRole('alertdialog')).toBeNull());
    await expect(s.getByRole('dialog', { name: 'New note' })).toBeInTheDocument();
    await expect(title).toHaveValue('Pool towels');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    question = await s.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(s.queryByRole('dialog', { name: 'New note' })).toBeNull());
    await expect(keptNewNote()).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: 'Open note: Pool towels' })).toBeNull();
  },
};

/** Typed then closed at once: the pending save is made before the dialog closes, and nothing is asked. */
export const CloseSavesPending: Story = {
  play: async ({ canvasElement }) => {
    const s = screen();
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add note' }));
    const dialog = await s.findByRole('dialog', { name: 'New note' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Spa towels');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(s.queryByRole('dialog', { name: 'New note' })).toBeNull());
    await expect(s.queryByRole('alertdialog')).toBeNull();
    await expect(await within(canvasElement).findByRole('button', { name: 'Open note: Spa towels' })).toBeInTheDocument();
    await expect(keptNewNote()).toBeNull();
  },
};

/** A note typed when the session expired comes back under 'Add note' after signing in again, with a notice, and is saved. */
export const RestoredNote: Story = {
  beforeEach: () => keepDraft(NOTES, noteDraftId(), { title: 'Pool towels', content: 'Count them before noon', tasks: null, reminder: null, labels: [], archived: false }),
  play: async ({ canvasElement }) => {
    const s = screen();
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add note' }));
    const dialog = await s.findByRole('dialog', { name: 'New note' });
    await expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Pool towels');
    await expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Count them before noon');
    await expect(within(dialog).getByText(/^Your unsaved input from .+ was restored\.$/)).toBeInTheDocument();
    await expect(await within(dialog).findByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(keptNewNote()).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Open note: Pool towels' })).toBeInTheDocument();
  },
};

/** Opening a card puts it in the URL; archive moves it out of Notes; delete asks first. */
export const ArchiveAndDelete: Story = {
  play: async ({ canvasElement }) => {
    const s = screen();
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(1));
    const total = cards(canvasElement).length;
    const first = cards(canvasElement)[0];
    if (!first) throw new Error('no card');
    await userEvent.click(first);
    await waitFor(() => expect(appLocation()).toMatch(/^\/apps\/notes\?note=/));
    let dialog = await s.findByRole('dialog', { name: 'Edit note' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await expect(await within(dialog).findByText('Saved')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(cards(canvasElement).length).toBe(total - 1));
    const second = cards(canvasElement)[0];
    if (!second) throw new Error('no card');
    await userEvent.click(second);
    dialog = await s.findByRole('dialog', { name: 'Edit note' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete note' }));
    const confirm = await s.findByRole('alertdialog', { name: 'Delete note' });
    await expect(confirm).toHaveTextContent('Are you sure you want to delete this note? This action cannot be undone!');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cards(canvasElement).length).toBe(total - 2));
    // The dialog closes (and the note leaves the URL) once the delete is answered, after the list drops the card.
    await waitFor(() => expect(appLocation()).toBe('/apps/notes'));
  },
};

/** Edit labels: create, rename and delete; the filter list follows. */
export const EditLabels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const s = screen();
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
    const filterButton = canvas.queryByRole('button', { name: 'Show filters' });
    if (filterButton) await userEvent.click(filterButton);
    await userEvent.click(await screen().findByRole('button', { name: 'Edit labels' }));
    const dialog = await s.findByRole('dialog', { name: 'Edit labels' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New label' }), 'Housekeeping{Enter}');
    const input = await within(dialog).findByRole('textbox', { name: 'Label Housekeeping' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Laundry{Enter}');
    await expect(await within(dialog).findByRole('textbox', { name: 'Label Laundry' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Delete label Laundry/ }));
    await waitFor(() => expect(within(dialog).queryByRole('textbox', { name: 'Label Laundry' })).toBeNull());
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { notes: scenarios.notes?.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no notes!')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { notes: scenarios.notes?.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading notes')).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  parameters: { msw: { handlers: { notes: scenarios.notes?.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The notes could not be loaded')).toBeInTheDocument();
  },
};

export const LongText: Story = {
  parameters: { msw: { handlers: { notes: scenarios.notes?.longText } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
  },
};

/** Phone: one column, filters in an over drawer. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
    await expect(canvasElement.querySelector('[data-slot="notes-masonry"]')?.getAttribute('data-columns')).toBe('1');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show filters' }));
    await expect(await screen().findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  },
};
