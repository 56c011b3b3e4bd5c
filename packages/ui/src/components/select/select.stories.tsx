import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectSeparator, SelectTrigger, SelectValue } from './select';

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { onValueChange: fn(), onOpenChange: fn() },
  render: (args) => (
    <div className="max-w-xs">
      <Select {...args}>
        <SelectTrigger aria-label="Room type" aria-invalid={args.name === 'invalid' || undefined}>
          <SelectValue placeholder="Choose a room type" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Standard</SelectLabel>
            <SelectItem value="single">Single</SelectItem>
            <SelectItem value="double">Double</SelectItem>
            <SelectItem value="twin" disabled>
              Twin (closed for renovation)
            </SelectItem>
          </SelectGroup>
          <SelectSeparator />
          <SelectGroup>
            <SelectLabel>Premium</SelectLabel>
            <SelectItem value="suite">Suite</SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Room type' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Suite' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('suite');
    await expect(trigger).toHaveTextContent('Suite');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const WithValue: Story = { args: { defaultValue: 'double' } };

export const DisabledOption: Story = {
  args: { defaultValue: 'single' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox');
    trigger.focus();
    await userEvent.keyboard(' ');
    const twin = await screen.findByRole('option', { name: 'Twin (closed for renovation)' });
    await expect(twin).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(twin, { pointerEventsCheck: 0 });
    await expect(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Single');
  },
};

export const Invalid: Story = { args: { name: 'invalid' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

export const Many: Story = {
  render: (args) => (
    <div className="max-w-xs">
      <Select {...args}>
        <SelectTrigger aria-label="Room">
          <SelectValue placeholder="Choose a room" />
        </SelectTrigger>
        <SelectContent className="max-h-72">
          {Array.from({ length: 120 }, (_, i) => (
            <SelectItem key={i} value={String(101 + i)}>
              Room {101 + i}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  ),
};

export const RightToLeft: Story = {
  args: { dir: 'rtl', defaultValue: 'double' },
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};
