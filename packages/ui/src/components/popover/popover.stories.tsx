import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Input } from '../input/input';
import { FormField } from '../form-field/form-field';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './popover';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="outline">Set late checkout</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Late checkout" className="grid gap-3">
        <FormField label="Checkout time">
          <Input type="time" defaultValue="14:00" />
        </FormField>
        <PopoverClose asChild>
          <Button size="sm">Save</Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Set late checkout' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Late checkout' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const LongText: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="outline">Policy</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Cancellation policy" className="text-sm">
        Free cancellation until 48 hours before arrival. Later cancellations and no-shows are charged the first night, and
        prepaid non-refundable rates are never refunded, even when the guest shortens the stay after check-in.
      </PopoverContent>
    </Popover>
  ),
};

export const RightToLeft: Story = { args: { defaultOpen: true }, decorators: [(Story) => <div dir="rtl">{Story()}</div>] };
