import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Alert } from './alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { title: 'Night audit scheduled', children: 'The business day closes at 02:00. Post late charges before then.' },
  argTypes: { variant: { control: 'select', options: ['info', 'success', 'warning', 'error'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Night audit scheduled');
  },
};

export const Variants: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-3">
      <Alert variant="info" title="Info">Rates for next season are published.</Alert>
      <Alert variant="success" title="Saved">The booking was updated.</Alert>
      <Alert variant="warning" title="Overbooked">Room type Deluxe is overbooked by 2 tonight.</Alert>
      <Alert variant="error" title="Payment failed">The card was declined.</Alert>
    </div>
  ),
};

const retry = fn();

export const ErrorWithAction: Story = {
  args: {
    variant: 'error',
    title: 'Could not load bookings',
    children: 'The server did not answer. Check your connection and try again.',
    action: (
      <Button size="sm" variant="outline" onClick={retry}>
        Retry
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    variant: 'warning',
    title: 'The channel manager has not confirmed the last three inventory updates for the Seaside Resort',
    children:
      'Availability shown to online travel agencies may be out of date. Averyveryverylongidentifierwithoutanyspaces_that_must_wrap_0123456789.',
  },
};

export const TitleOnly: Story = { args: { children: undefined, variant: 'success', title: 'All folios are balanced' } };

export const RightToLeft: Story = {
  args: { title: 'تم الحفظ', children: 'تم تحديث الحجز بنجاح.', variant: 'success' },
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};

export const VariantsDark: Story = { ...Variants, parameters: { scheme: 'dark' } };
