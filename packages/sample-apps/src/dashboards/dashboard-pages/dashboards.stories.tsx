import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, appLocation, appStoryParameters, scenarios } from '../../testing';
import { dashboardsRoutes } from '../routes';
import { FinancePage } from './finance-page';

const BASE = '/dashboards';
const scenario = (name: string) => {
  const handlers = scenarios.dashboards?.[name];
  if (!handlers) throw new Error(`no dashboards scenario ${name}`);
  return handlers;
};

const meta = {
  title: 'Apps/Dashboards/Pages',
  component: FinancePage,
  parameters: { ...appStoryParameters },
  render: (_args, { parameters }) => <AppStory routes={dashboardsRoutes} basePath={BASE} initialPath={String(parameters.url ?? `${BASE}/finance`)} />,
} satisfies Meta<typeof FinancePage>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const Finance: Story = {
  play: async () => {
    const balance = await body().findByRole('region', { name: 'Account balance' });
    await userEvent.click(within(balance).getByText('Show data'));
    await expect(within(balance).getByRole('table', { name: 'Account balance by month' })).toBeVisible();
    await expect(body().getByRole('region', { name: 'Recent transactions' })).toBeInTheDocument();
  },
};

export const ProjectTabs: Story = {
  parameters: { url: `${BASE}/project` },
  play: async () => {
    await userEvent.click(await body().findByRole('tab', { name: 'Team' }));
    await waitFor(() => expect(appLocation()).toBe(`${BASE}/project?tab=team`));
    await expect(body().getByRole('list', { name: 'Team members' })).toBeInTheDocument();
  },
};

export const Analytics: Story = {
  parameters: { url: `${BASE}/analytics` },
  play: async () => void (await body().findByRole('region', { name: 'Visitors overview' })),
};

export const Crypto: Story = {
  parameters: { url: `${BASE}/crypto` },
  play: async () => void (await body().findByRole('region', { name: 'Watchlist' })),
};

export const Dark: Story = {
  parameters: { scheme: 'dark' },
  play: async () => void (await body().findByRole('region', { name: 'Account balance' })),
};

export const Loading: Story = {
  parameters: { msw: { handlers: { dashboards: scenario('loading') } } },
  play: async () => {
    await expect(await body().findByRole('status', { name: 'Loading the dashboard' })).toBeInTheDocument();
  },
};

export const Failure: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { dashboards: scenario('error') } } },
  play: async () => {
    await expect(await body().findByRole('button', { name: /try again/i })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => void (await body().findByRole('region', { name: 'Account balance' })),
};
