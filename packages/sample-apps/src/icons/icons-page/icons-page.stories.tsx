import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, appLocation, appStoryParameters, scenarios } from '../../testing';
import { iconsRoutes } from '../routes';
import { IconsPage } from './icons-page';

const BASE = '/ui/icons';
const scenario = (name: string) => {
  const handlers = scenarios.icons?.[name];
  if (!handlers) throw new Error(`no icons scenario ${name}`);
  return handlers;
};

const meta = {
  title: 'Apps/Icons/Page',
  component: IconsPage,
  parameters: { ...appStoryParameters },
  render: (_args, { parameters }) => <AppStory routes={iconsRoutes} basePath={BASE} initialPath={String(parameters.url ?? BASE)} />,
} satisfies Meta<typeof IconsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const Default: Story = {
  play: async () => {
    const grid = await body().findByRole('list', { name: /icons$/ });
    const total = Number(/^(\d+)/.exec(grid.getAttribute('aria-label') ?? '')?.[1]);
    // Virtual: far fewer buttons are in the DOM than icons in the set.
    await expect(total).toBeGreaterThan(200);
    await expect(within(grid).getAllByRole('button').length).toBeLessThan(total);
  },
};

export const SearchAndCopy: Story = {
  play: async () => {
    await body().findByRole('list', { name: /icons$/ });
    await userEvent.type(body().getByRole('searchbox', { name: 'Search icons' }), 'home');
    await waitFor(() => expect(appLocation()).toContain('search=home'));
    const button = await body().findByRole('button', { name: 'Copy heroicons_outline:home' });
    await userEvent.click(button);
    // In the test browser the clipboard may refuse: either way the name is shown.
    await expect(await body().findByText(/heroicons_outline:home/)).toBeInTheDocument();
  },
};

export const SwitchSet: Story = {
  play: async () => {
    await userEvent.click(await body().findByRole('tab', { name: 'Feather' }));
    await waitFor(() => expect(appLocation()).toContain('set=feather'));
    await expect(await body().findByRole('button', { name: 'Copy feather:activity' })).toBeInTheDocument();
  },
};

export const NoMatch: Story = {
  parameters: { url: `${BASE}?search=zzzzzz` },
  play: async () => {
    await expect(await body().findByText('No icons match “zzzzzz”')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { icons: scenario('loading') } } },
  play: async () => {
    await expect(await body().findByRole('status', { name: 'Loading icons' })).toBeInTheDocument();
  },
};

export const Failure: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { icons: scenario('error') } } },
  play: async () => {
    await expect(await body().findByRole('button', { name: /try again/i })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => void (await body().findByRole('list', { name: /icons$/ })),
};
