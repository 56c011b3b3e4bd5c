import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { resetToasts, toast } from './toast-store';
import { Toaster, useToast } from './toast';

const undo = fn();

function Demo() {
  const { toast: show } = useToast();
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => show.success('Reservation saved', { description: 'Room 204, 12–15 March' })}>
        Success
      </Button>
      <Button variant="outline" onClick={() => show.error('Payment declined', { description: 'The card issuer refused the charge.' })}>
        Error
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          show.info('Guest moved to Room 310', { action: { label: 'Undo', altText: 'Undo the room move', onClick: undo } })
        }
      >
        Info
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: Toaster,
  args: { duration: 5000 },
  beforeEach: () => {
    resetToasts();
  },
  render: (args) => (
    <Toaster {...args}>
      <Demo />
    </Toaster>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const ok = await screen.findByRole('status', { name: /Reservation saved/ });
    const okToast = ok.closest('[data-slot="toast"]') as HTMLElement;
    await expect(okToast).toHaveAttribute('data-variant', 'success');
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const failed = await screen.findByRole('alert', { name: /Payment declined/ });
    await expect(failed.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'error');
    await userEvent.click(within(okToast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: /Reservation saved/ })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await expect(undo).toHaveBeenCalled();
  },
};

export const AutoDismiss: Story = {
  args: { duration: 300 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    await screen.findByRole('status', { name: /Reservation saved/ });
    await waitFor(() => expect(screen.queryByRole('status', { name: /Reservation saved/ })).toBeNull());
  },
};

/** `toast()` works outside React too (data layers, event handlers) as long as a Toaster is mounted. */
export const Imperative: Story = {
  args: { duration: Number.POSITIVE_INFINITY },
  render: (args) => (
    <Toaster {...args}>
      <Button onClick={() => toast({ title: 'Night audit finished', description: 'All 86 folios balanced.' })}>Run audit</Button>
    </Toaster>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Run audit' }));
    await expect(await screen.findByText('All 86 folios balanced.')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { duration: Number.POSITIVE_INFINITY },
  play: async () => {
    toast.error('The channel manager rejected the rate update for every room type of the Summer 2027 plan', {
      description:
        'Booking.com answered 422 Unprocessable Entity: the minimum stay on Saturdays conflicts with the closed-to-arrival restriction set yesterday.',
    });
    await expect(await screen.findByRole('alert')).toBeVisible();
  },
};

export const Phone: Story = {
  args: { duration: Number.POSITIVE_INFINITY },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    await screen.findByRole('status', { name: /Reservation saved/ });
  },
};

export const RightToLeft: Story = {
  args: { duration: Number.POSITIVE_INFINITY, position: 'bottom-left', closeLabel: 'إغلاق' },
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  play: async () => {
    toast.success('تم حفظ الحجز');
    await expect(await screen.findByRole('status', { name: /تم حفظ الحجز/ })).toBeVisible();
  },
};
