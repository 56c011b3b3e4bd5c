import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Checked in' },
  argTypes: { variant: { control: 'select', options: ['default', 'secondary', 'outline', 'success', 'warning', 'destructive', 'muted'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Badge {...args}>Default</Badge>
      <Badge {...args} variant="secondary">Secondary</Badge>
      <Badge {...args} variant="outline">Outline</Badge>
      <Badge {...args} variant="success">Paid</Badge>
      <Badge {...args} variant="warning">Pending</Badge>
      <Badge {...args} variant="destructive">Overdue</Badge>
      <Badge {...args} variant="muted">Draft</Badge>
      <Badge {...args} size="sm">Small</Badge>
    </div>
  ),
};

export const Count: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Badge count={3} countLabel={(n) => `${n} unread messages`} />
      <Badge count={42} variant="destructive" />
      <Badge count={250} variant="secondary" />
      <Badge count={0} />
      <Badge count={0} showZero variant="muted" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 unread messages')).toBeInTheDocument();
    await expect(canvas.getByText('99+')).toBeInTheDocument();
    await expect(canvas.getByText('0')).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: { children: 'Awaiting confirmation from the channel manager' },
};

export const RightToLeft: Story = {
  args: { children: 'تم الدفع', variant: 'success' },
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};

export const VariantsDark: Story = { ...Variants, parameters: { scheme: 'dark' } };
