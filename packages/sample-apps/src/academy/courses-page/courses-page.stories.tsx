import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, appLocation, appStoryParameters, scenarios } from '../../testing';
import { academyRoutes } from '../routes';
import { CoursesPage } from './courses-page';

const BASE = '/apps/academy';
const scenario = (name: string) => {
  const handlers = scenarios.academy?.[name];
  if (!handlers) throw new Error(`no academy scenario ${name}`);
  return handlers;
};

const meta = {
  title: 'Apps/Academy/Courses',
  component: CoursesPage,
  parameters: { ...appStoryParameters },
  render: (_args, { parameters }) => <AppStory routes={academyRoutes} basePath={BASE} initialPath={String(parameters.url ?? BASE)} />,
} satisfies Meta<typeof CoursesPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const cards = async () => within(await body().findByRole('list', { name: 'Courses' })).getAllByRole('listitem');

export const Default: Story = {
  play: async () => {
    await expect((await cards()).length).toBeGreaterThan(3);
  },
};

export const FilterAndSearch: Story = {
  play: async () => {
    const all = (await cards()).length;
    await userEvent.click(body().getByRole('switch', { name: 'Hide completed' }));
    await waitFor(async () => expect((await cards()).length).toBeLessThan(all));
    await expect(appLocation()).toContain('hideCompleted=true');
    await userEvent.type(body().getByRole('searchbox', { name: /Search/ }), 'zzzz');
    await expect(await body().findByText('No courses found!')).toBeInTheDocument();
  },
};

export const CategoryFromUrl: Story = {
  parameters: { url: `${BASE}?category=android` },
  play: async () => {
    for (const card of await cards()) await expect(card).toHaveTextContent(/android/i);
  },
};

export const OpenCourseAndStep: Story = {
  play: async () => {
    const first = (await cards())[0];
    if (!first) throw new Error('no course');
    await userEvent.click(within(first).getByRole('link'));
    const next = await body().findByRole('button', { name: 'Next' });
    const before = body().getByRole('heading', { level: 1 }).textContent;
    await userEvent.click(next);
    await waitFor(() => expect(body().getByRole('heading', { level: 1 }).textContent).not.toBe(before));
    await expect(appLocation()).toMatch(/step=\d+/);
    await userEvent.click(body().getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(body().getByRole('heading', { level: 1 }).textContent).toBe(before));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { academy: scenario('empty') } } },
  play: async () => {
    await expect(await body().findByText('No courses found!')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { academy: scenario('loading') } } },
  play: async () => {
    await expect(await body().findByRole('status', { name: 'Loading courses' })).toBeInTheDocument();
  },
};

export const Failure: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { academy: scenario('error') } } },
  play: async () => {
    await expect(await body().findByRole('button', { name: /try again/i })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    await cards();
  },
};
