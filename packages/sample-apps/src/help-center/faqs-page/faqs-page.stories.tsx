import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BASE, helpCenterMeta, helpScenario } from '../help-center.stories-kit';
import { FaqsPage } from './faqs-page';

const meta = {
  title: 'Apps/HelpCenter/Faqs',
  component: FaqsPage,
  ...helpCenterMeta,
  parameters: { ...helpCenterMeta.parameters, url: `${BASE}/faqs` },
} satisfies Meta<typeof FaqsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
/** The category sections (the Toaster is a region too, so keep only sections). */
const categories = async () => {
  await body().findAllByRole('heading', { level: 2 });
  return body().getAllByRole('region').filter((r) => r.tagName === 'SECTION');
};

export const Default: Story = {
  play: async () => {
    const sections = await categories();
    await expect(sections.length).toBeGreaterThan(1);
  },
};

export const Search: Story = {
  play: async () => {
    const box = await body().findByRole('searchbox', { name: 'Search questions' });
    await userEvent.type(box, 'zzzz');
    await expect(await body().findByText('No questions match “zzzz”')).toBeInTheDocument();
    await userEvent.clear(box);
    await waitFor(() => expect(body().getAllByRole('region').filter((r) => r.tagName === 'SECTION').length).toBeGreaterThan(1));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { helpCenter: helpScenario('empty') } } },
  play: async () => {
    await expect(await body().findByText('There are no questions yet')).toBeInTheDocument();
  },
};
