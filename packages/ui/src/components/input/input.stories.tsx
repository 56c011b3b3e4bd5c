import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Input } from './input';

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { 'aria-label': 'Guest name', placeholder: 'e.g. Ana Ruiz', onChange: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Guest name' });
    await userEvent.click(input);
    await userEvent.type(input, 'Ana');
    await expect(input).toHaveValue('Ana');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="grid gap-3">
      <Input {...args} size="sm" aria-label="Small" />
      <Input {...args} aria-label="Default" />
      <Input {...args} size="lg" aria-label="Large" />
    </div>
  ),
};

export const WithAdornments: Story = {
  args: {
    'aria-label': 'Room rate',
    startAdornment: <span aria-hidden="true">€</span>,
    endAdornment: <span>/night</span>,
    defaultValue: '129.00',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Room rate' });
    await expect(input.closest('[data-slot="input-group"]')).not.toBeNull();
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'not-an-email' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Locked after check-in' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: { defaultValue: 'Late arrival expected around midnight, please keep the room and leave the key at the night desk' },
};

export const RightToLeft: Story = {
  args: { 'aria-label': 'سعر الغرفة', startAdornment: <span aria-hidden="true">€</span>, defaultValue: '١٢٩' },
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};
