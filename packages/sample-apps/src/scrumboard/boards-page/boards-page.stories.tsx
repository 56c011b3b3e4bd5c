import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, appLocation, appStoryParameters, scenarios } from '../../testing';
import { scrumboardRoutes } from '../routes';
import { BoardsPage } from './boards-page';

const meta = {
  title: 'Apps/Scrumboard/BoardsPage',
  component: BoardsPage,
  parameters: appStoryParameters,
  render: () => <AppStory routes={scrumboardRoutes} basePath="/apps/scrumboard" />,
} satisfies Meta<typeof BoardsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card per board with members (+N) and 'Edited: …'; a board opens at /apps/scrumboard/:boardId. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Boards' });
    const boards = within(list).getAllByRole('link');
    await expect(boards).toHaveLength(3);
    await expect(boards[0]).toHaveTextContent(/Edited:/);
    await expect(boards[0]).toHaveTextContent(/\+\d+/);
    await userEvent.click(boards[0] as HTMLElement);
    await waitFor(() => expect(appLocation()).toMatch(/^\/apps\/scrumboard\/[\w-]+$/));
    await expect(await canvas.findByRole('list', { name: 'Lists' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { scrumboard: scenarios.scrumboard?.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no boards')).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: { msw: { handlers: { scrumboard: scenarios.scrumboard?.loading } } } };

export const LoadError: Story = {
  parameters: { msw: { handlers: { scrumboard: scenarios.scrumboard?.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The boards could not be loaded')).toBeInTheDocument();
  },
};

export const LongText: Story = { parameters: { msw: { handlers: { scrumboard: scenarios.scrumboard?.longText } } } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
