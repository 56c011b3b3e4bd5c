import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Label } from './label';

const meta = {
  title: 'UI/Label',
  component: Label,
  args: { children: 'Guest name', htmlFor: 'guest-name' },
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label {...args} />
      <input id="guest-name" className="h-9 rounded-md border border-border bg-card px-2 text-foreground" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Guest name'));
    await expect(canvas.getByRole('textbox', { name: 'Guest name' })).toHaveFocus();
  },
};

export const Required: Story = { args: { required: true } };

export const LongText: Story = {
  args: { children: 'Name of the guest exactly as printed in the passport or national identity card' },
};

export const RightToLeft: Story = {
  args: { children: 'اسم الضيف', required: true },
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};
