import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appLocation } from '../../testing';
import { BASE, helpCenterMeta, helpScenario } from '../help-center.stories-kit';
import { HelpCenterHome } from './help-center-home';

const meta = {
  title: 'Apps/HelpCenter/Home',
  component: HelpCenterHome,
  ...helpCenterMeta,
  parameters: { ...helpCenterMeta.parameters, url: BASE },
} satisfies Meta<typeof HelpCenterHome>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const Default: Story = {
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'How can we help you today?' })).toBeInTheDocument();
    const first = (await body().findAllByRole('button', { expanded: false }))[0];
    if (!first) throw new Error('no FAQ');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SearchGoesToFaqs: Story = {
  play: async () => {
    const box = await body().findByRole('searchbox', { name: 'Search the help centre' });
    await userEvent.type(box, 'refund{Enter}');
    await waitFor(() => expect(appLocation()).toBe(`${BASE}/faqs?search=refund`));
    await expect(await body().findByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
  },
};

export const CardsLead: Story = {
  play: async () => {
    await userEvent.click(await body().findByRole('link', { name: /Contact us/ }));
    await expect(await body().findByRole('heading', { name: 'Submit your request' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { helpCenter: helpScenario('empty') } } },
  play: async () => {
    await expect(await body().findByText('No questions yet.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { helpCenter: helpScenario('loading') } } },
  play: async () => {
    await expect(await body().findByRole('status', { name: 'Loading questions' })).toBeInTheDocument();
  },
};

export const Failure: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { helpCenter: helpScenario('error') } } },
  play: async () => {
    await expect(await body().findByRole('button', { name: /try again/i })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    await body().findByRole('heading', { name: 'How can we help you today?' });
  },
};
