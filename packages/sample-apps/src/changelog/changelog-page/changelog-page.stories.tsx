import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, appLocation, appStoryParameters } from '../../testing';
import { changelogRoutes } from '../routes';
import { ChangelogPage } from './changelog-page';

const BASE = '/docs/changelog';

const meta = {
  title: 'Apps/Changelog/Page',
  component: ChangelogPage,
  parameters: { ...appStoryParameters },
  render: (_args, { parameters }) => <AppStory routes={changelogRoutes} basePath={BASE} initialPath={String(parameters.url ?? BASE)} />,
} satisfies Meta<typeof ChangelogPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const Default: Story = {
  play: async () => {
    const panel = await body().findByRole('tabpanel');
    await expect(within(panel).getAllByRole('heading').length).toBeGreaterThan(0);
    await expect(within(panel).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

export const SwitchPackageByKeyboard: Story = {
  play: async () => {
    const first = await body().findByRole('tab', { name: '@hotel/ui' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(body().getByRole('tab', { name: '@hotel/shell' })).toHaveAttribute('aria-selected', 'true'));
    await expect(appLocation()).toBe(`${BASE}?package=shell`);
  },
};

export const FromUrl: Story = {
  parameters: { url: `${BASE}?package=mock-api` },
  play: async () => {
    await expect(await body().findByRole('tab', { name: '@hotel/mock-api' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
