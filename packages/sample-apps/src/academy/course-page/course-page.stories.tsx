import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, appLocation, appStoryParameters, scenarios } from '../../testing';
import { academyRoutes } from '../routes';
import { CoursePage } from './course-page';

const BASE = '/apps/academy';
/** The first seeded course (the mock API's academy seed). */
const COURSE = `${BASE}/acade000-0000-4000-8000-000000000001`;
const scenario = (name: string) => {
  const handlers = scenarios.academy?.[name];
  if (!handlers) throw new Error(`no academy scenario ${name}`);
  return handlers;
};

const meta = {
  title: 'Apps/Academy/Course',
  component: CoursePage,
  parameters: { ...appStoryParameters, url: COURSE },
  render: (_args, { parameters }) => <AppStory routes={academyRoutes} basePath={BASE} initialPath={String(parameters.url)} />,
} satisfies Meta<typeof CoursePage>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const title = () => body().findByRole('heading', { level: 1 });

/** The course at its saved step, with its steps and previous / next. */
export const Default: Story = {
  play: async () => {
    await expect(await title()).toBeVisible();
    await expect(body().getByRole('navigation', { name: 'Step navigation' })).toBeVisible();
  },
};

/** `?step=` opens that step (a bookmarked step); Previous goes back and the URL follows. */
export const StepFromUrl: Story = {
  parameters: { url: `${COURSE}?step=3` },
  play: async () => {
    const third = (await title()).textContent;
    await userEvent.click(body().getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(body().getByRole('heading', { level: 1 }).textContent).not.toBe(third));
    await expect(appLocation()).toContain('step=2');
  },
};

/** An unknown course: the error and a way back to the list. */
export const NotFound: Story = {
  parameters: { url: `${BASE}/no-such-course` },
  play: async () => {
    await expect(await body().findByRole('link', { name: 'Back to courses' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { academy: scenario('loading') } } },
  play: async () => {
    await expect(await body().findByRole('status', { name: 'Loading the course' })).toBeInTheDocument();
  },
};

export const Failure: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { academy: scenario('error') } } },
  play: async () => {
    await expect(await body().findByRole('button', { name: /try again/i })).toBeInTheDocument();
  },
};

/** Step content with hostile HTML renders through SafeHtml: no script, handler or javascript: link reaches the page. */
export const HtmlPayload: Story = {
  parameters: { msw: { handlers: { academy: scenario('html') } } },
  play: async ({ canvasElement }) => {
    await title();
    await waitFor(() => expect(canvasElement.querySelector('article')?.textContent).toContain('bad link'));
    await expect(canvasElement.querySelector('article script, article [onerror], article a[href^="javascript:"]')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    await expect(await title()).toBeVisible();
  },
};
