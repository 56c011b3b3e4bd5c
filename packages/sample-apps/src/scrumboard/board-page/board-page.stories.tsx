import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, appLocation, appStoryParameters, keepDraft, keptDraft, scenarios } from '../../testing';
import { scrumboardRoutes } from '../routes';
import { BoardPage } from './board-page';
import { cardDraftId } from './card-dialog';

const BOARD = 'b0a2d000-0000-4000-8000-000000000001';

const meta = {
  title: 'Apps/Scrumboard/BoardPage',
  component: BoardPage,
  parameters: { ...appStoryParameters, route: `/apps/scrumboard/${BOARD}` },
  render: (_args, { parameters }) => (
    <div className="h-[44rem]">
      <AppStory routes={scrumboardRoutes} basePath="/apps/scrumboard" initialPath={String(parameters.route)} />
    </div>
  ),
} satisfies Meta<typeof BoardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const token = () => localStorage.getItem('accessToken') ?? '';
type SavedBoard = { lists: { title: string; cards: { id: string; title: string; description: string | null; position: number }[] }[] };
const savedBoard = async () => (await (await fetch(`/api/apps/scrumboard/board?id=${BOARD}`, { headers: { Authorization: `Bearer ${token()}` } })).json()) as SavedBoard;
const cardTitles = (root: HTMLElement, list: string) =>
  within(within(root).getByRole('list', { name: `Cards in ${list}` }))
    .queryAllByRole('button', { name: /^Move card / })
    .map((b) => (b.getAttribute('aria-label') ?? '').replace(/^Move card /, ''));

/** The four lists with their cards. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lists = await canvas.findByRole('list', { name: 'Lists' });
    await expect(within(lists).getAllByRole('button', { name: /^Move list / })).toHaveLength(4);
  },
};

/** Keyboard: Space picks the first card of 'To do' up, ArrowDown moves it one down, Space drops; saved. */
export const KeyboardMoveCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Lists' });
    const before = cardTitles(canvasElement, 'To do');
    const handle = canvas.getByRole('button', { name: `Move card ${before[0]}` });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(cardTitles(canvasElement, 'To do').slice(0, 2)).toEqual([before[1], before[0]]));
    await waitFor(async () => expect((await savedBoard()).lists[0]?.cards.slice(0, 2).map((c) => c.title)).toEqual([before[1], before[0]]));
  },
};

/** Add a list, add a card to it inline, rename the list inline, then delete it after the confirmation. */
export const AddRenameDeleteList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Lists' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add another list' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'List title' }), 'Blocked{Enter}');
    const column = await canvas.findByRole('listitem', { name: 'Blocked' });
    await userEvent.click(within(column).getByRole('button', { name: 'Add a card' }));
    await userEvent.type(within(column).getByRole('textbox', { name: 'Card title' }), 'Waiting for the plumber{Enter}');
    await expect(await within(column).findByText('Waiting for the plumber')).toBeInTheDocument();
    await userEvent.click(within(column).getByRole('button', { name: 'Blocked' }));
    const field = within(column).getByRole('textbox', { name: 'List title' });
    await userEvent.clear(field);
    await userEvent.type(field, 'On hold{Enter}');
    const renamed = await canvas.findByRole('listitem', { name: 'On hold' });
    await userEvent.click(within(renamed).getByRole('button', { name: 'List menu: On hold' }));
    await userEvent.click(await screen().findByRole('menuitem', { name: 'Delete list' }));
    const dialog = await screen().findByRole('alertdialog', { name: 'Delete list' });
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this list and its cards? This action cannot be undone!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('listitem', { name: 'On hold' })).not.toBeInTheDocument());
    await waitFor(async () => expect((await savedBoard()).lists.map((l) => l.title)).not.toContain('On hold'));
  },
};

/** The card dialog at card/:cardId: rename, toggle a label, Escape closes back to the board. */
export const CardDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Lists' });
    const first = cardTitles(canvasElement, 'To do')[0] ?? '';
    const tile = canvas.getByRole('button', { name: `Move card ${first}` }).closest('li');
    if (!tile) throw new Error('no card');
    await userEvent.click(within(tile).getByRole('link'));
    await waitFor(() => expect(appLocation()).toMatch(/\/card\/[\w-]+$/));
    const dialog = await screen().findByRole('dialog', { name: 'Card' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Check the minibar stock');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit labels' }));
    const labels = await screen().findByRole('list', { name: 'Board labels' });
    const box = within(labels).getByRole('checkbox', { name: 'Bug' });
    const was = box.getAttribute('aria-checked') === 'true';
    await userEvent.click(box);
    await waitFor(() => expect(box).toHaveAttribute('aria-checked', String(!was)));
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(appLocation()).toBe(`/apps/scrumboard/${BOARD}`));
    await expect(await canvas.findByText('Check the minibar stock')).toBeInTheDocument();
  },
};

/** The first card of 'To do': its link, URL and id. */
async function firstCard(root: HTMLElement) {
  const canvas = within(root);
  await canvas.findByRole('list', { name: 'Lists' });
  const first = cardTitles(root, 'To do')[0] ?? '';
  const tile = canvas.getByRole('button', { name: `Move card ${first}` }).closest('li');
  if (!tile) throw new Error('no card');
  const link = within(tile).getByRole('link');
  const path = link.getAttribute('href') ?? '';
  return { link, path, id: path.split('/').pop() ?? '' };
}
const savedCard = async (id: string) => (await savedBoard()).lists.flatMap((l) => l.cards).find((c) => c.id === id);

/**
 * Escape straight from a description typed but not saved yet (it saves on blur): nothing is lost
 * and nothing is asked; closing saves it, and its draft is forgotten once saved.
 */
export const CardClosedFromField: Story = {
  play: async ({ canvasElement }) => {
    const s = screen();
    const { link, path, id } = await firstCard(canvasElement);
    await userEvent.click(link);
    await waitFor(() => expect(appLocation()).toBe(path));
    const dialog = await s.findByRole('dialog', { name: 'Card' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Bring the spare keys.');
    await waitFor(() => expect(keptDraft(path, cardDraftId(id))).toMatchObject({ description: expect.stringContaining('Bring the spare keys.') as unknown }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(appLocation()).toBe(`/apps/scrumboard/${BOARD}`));
    await expect(s.queryByRole('alertdialog')).toBeNull();
    await waitFor(async () => expect((await savedCard(id))?.description ?? '').toContain('Bring the spare keys.'));
    await waitFor(() => expect(keptDraft(path, cardDraftId(id))).toBeNull());
  },
};

/** A description typed when the session expired comes back when the card opens again, with a notice; leaving the field saves it. */
export const CardDraftRestored: Story = {
  play: async ({ canvasElement }) => {
    const s = screen();
    const { link, path, id } = await firstCard(canvasElement);
    keepDraft(path, cardDraftId(id), { description: 'Bring the spare keys.' });
    await userEvent.click(link);
    const dialog = await s.findByRole('dialog', { name: 'Card' });
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveValue('Bring the spare keys.');
    await expect(within(dialog).getByText(/^Your unsaved input from .+ was restored\.$/)).toBeInTheDocument();
    await userEvent.click(description);
    await userEvent.tab();
    await waitFor(async () => expect((await savedCard(id))?.description).toBe('Bring the spare keys.'));
    await waitFor(() => expect(keptDraft(path, cardDraftId(id))).toBeNull());
  },
};

export const Loading: Story = { parameters: { msw: { handlers: { scrumboard: scenarios.scrumboard?.loading } } } };

export const LoadError: Story = {
  parameters: { msw: { handlers: { scrumboard: scenarios.scrumboard?.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The board could not be loaded')).toBeInTheDocument();
  },
};

export const LongText: Story = { parameters: { msw: { handlers: { scrumboard: scenarios.scrumboard?.longText } } } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
