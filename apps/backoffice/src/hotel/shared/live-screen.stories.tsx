import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '@hotel/ui';
import { LiveScreen } from './live-screen';

const cards = (
  <ul aria-label="Cards" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
    {['Table 1', 'Table 2', 'Table 3'].map((name) => (
      <li key={name} className="rounded-md border border-border p-4">
        {name}
      </li>
    ))}
  </ul>
);

const meta = {
  title: 'App/Hotel/LiveScreen',
  component: LiveScreen,
  args: {
    slot: 'live-screen',
    title: 'Live Tables',
    section: 'Point Of Sale',
    what: 'tables',
    loadingLabel: 'Loading tables',
    request: { data: ['loaded'], loading: false, error: undefined },
    onReload: fn(),
    summary: <span role="status">3 open dockets</span>,
    isEmpty: false,
    empty: <EmptyState level={2} title="No open tables" description="Dockets opened at a till appear here." />,
    children: cards,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LiveScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the summary under the heading, the content, Refresh loads again. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="live-screen"]')).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getByRole('status')).toHaveTextContent('3 open dockets');
    await expect(canvas.getByRole('list', { name: 'Cards' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** The first answer is on its way: card skeletons with a name, no summary, busy. */
export const Loading: Story = {
  args: { request: { data: undefined, loading: true, error: undefined } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = canvasElement.querySelector('[data-slot="live-screen"]');
    await expect(screen).toHaveAttribute('data-state', 'loading');
    await expect(screen).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status', { name: 'Loading tables' })).toBeVisible();
    await expect(canvas.queryByText('3 open dockets')).toBeNull();
  },
};

/** Loaded and empty: the empty state instead of the content. */
export const Empty: Story = {
  args: { isEmpty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No open tables' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Cards' })).toBeNull();
  },
};

/** The first load failed: the server's message and Retry, nothing else. */
export const LoadFailed: Story = {
  args: { request: { data: undefined, loading: false, error: new Error('The server did not answer.') } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="live-screen"]')).toHaveAttribute('data-state', 'error');
    await expect(canvas.getByText('The tables could not be loaded')).toBeVisible();
    await expect(canvas.getByText('The server did not answer.')).toBeVisible();
    await expect(canvas.queryByRole('status', { name: 'Loading tables' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** A refresh failed: the error above what was last loaded, which stays on screen. */
export const RefreshFailed: Story = {
  args: { request: { data: ['loaded'], loading: false, error: new Error('The server did not answer.') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The tables could not be refreshed')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Cards' })).toBeVisible();
  },
};
