import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BASE, helpCenterMeta } from '../help-center.stories-kit';
import { SupportPage } from './support-page';

const meta = {
  title: 'Apps/HelpCenter/Support',
  component: SupportPage,
  ...helpCenterMeta,
  parameters: { ...helpCenterMeta.parameters, url: `${BASE}/support` },
} satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const Default: Story = {};

export const Validation: Story = {
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Submit' }));
    await expect(await body().findByText('Name is required')).toBeInTheDocument();
    await expect(body().getByText('Email is required')).toBeInTheDocument();
    await userEvent.type(body().getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await userEvent.tab();
    await expect(await body().findByText('Enter a valid email address')).toBeInTheDocument();
  },
};

export const Submit: Story = {
  play: async () => {
    await userEvent.type(await body().findByRole('textbox', { name: /Name/ }), 'Ana Ruiz');
    await userEvent.type(body().getByRole('textbox', { name: /Email/ }), 'ana@hotel.test');
    await userEvent.type(body().getByRole('textbox', { name: /Subject/ }), 'Invoice copy');
    await userEvent.type(body().getByRole('textbox', { name: /Message/ }), 'Please send me a copy of invoice 42.');
    await userEvent.click(body().getByRole('button', { name: 'Submit' }));
    await expect(await body().findByText('Your request has been delivered!')).toBeInTheDocument();
    await expect(body().getByText(/ana@hotel.test/)).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
