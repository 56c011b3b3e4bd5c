import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, appLocation, appStoryParameters, scenarios } from '../../testing';
import { activitiesRoutes } from '../routes';
import { ActivitiesPage } from './activities-page';

const BASE = '/pages/activities';
const scenario = (name: string) => {
  const handlers = scenarios.activities?.[name];
  if (!handlers) throw new Error(`no activities scenario ${name}`);
  return handlers;
};

const meta = {
  title: 'Apps/Activities/Feed',
  component: ActivitiesPage,
  parameters: { ...appStoryParameters },
  render: () => <AppStory routes={activitiesRoutes} basePath={BASE} />,
} satisfies Meta<typeof ActivitiesPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const items = async () => {
  await body().findAllByRole('listitem');
  return body().getAllByRole('listitem');
};

export const Default: Story = {
  play: async () => {
    await expect((await items()).length).toBeGreaterThan(3);
    await expect(body().getAllByRole('time').length).toBeGreaterThan(3);
  },
};

export const RouterLink: Story = {
  play: async () => {
    await items();
    const links = body().getAllByRole('link');
    const inApp = links.find((a) => !a.getAttribute('target') && a.getAttribute('href')?.startsWith('/'));
    if (!inApp) throw new Error('the seed has an in-app (useRouter) link');
    await userEvent.click(inApp);
    await waitFor(() => expect(appLocation()).not.toBe(BASE));
  },
};

export const HostileHtml: Story = {
  parameters: {
    msw: { handlers: { activities: scenario('html') } },
    a11y: { config: { rules: [{ id: 'image-alt', enabled: false }] } },
  },
  play: async () => {
    await items();
    await expect(document.body.querySelector('[data-slot="activities-page"] script, [data-slot="activities-page"] [onerror]')).toBeNull();
    for (const a of body().queryAllByRole('link')) await expect(a.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
  },
};

export const Many: Story = {
  parameters: { msw: { handlers: { activities: scenario('many') } } },
  play: async () => {
    await expect((await items()).length).toBe(100);
  },
};

export const LongText: Story = { parameters: { msw: { handlers: { activities: scenario('longText') } } }, play: async () => void (await items()) };

export const Empty: Story = {
  parameters: { msw: { handlers: { activities: scenario('empty') } } },
  play: async () => {
    await expect(await body().findByText('No activities yet')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { activities: scenario('loading') } } },
  play: async () => {
    await expect(await body().findByRole('status', { name: 'Loading activities' })).toBeInTheDocument();
  },
};

export const Failure: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { activities: scenario('error') } } },
  play: async () => {
    await expect(await body().findByRole('button', { name: /try again/i })).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } }, play: async () => void (await items()) };
