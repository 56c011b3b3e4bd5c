import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateDivider } from './date-divider';

const meta = {
  title: 'UI/DateDivider',
  component: DateDivider,
  args: { date: new Date(2021, 3, 26), locale: 'en-US' },
  decorators: [(Story) => <div className="w-96 max-w-full">{Story()}</div>],
} satisfies Meta<typeof DateDivider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('April 26, 2021')).toBeInTheDocument();
  },
};

export const Turkish: Story = {
  args: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('26 Nisan 2021')).toBeInTheDocument();
  },
};

export const CustomLabel: Story = { args: { label: 'Today' } };

export const InConversation: Story = {
  render: () => (
    <div className="space-y-2 text-sm text-foreground">
      <DateDivider date={new Date(2021, 3, 25)} locale="en-US" />
      <p className="rounded-lg bg-card p-2">Is late check-out possible?</p>
      <DateDivider date={new Date(2021, 3, 26)} locale="en-US" />
      <p className="rounded-lg bg-card p-2">Yes, until 14:00.</p>
    </div>
  ),
};

export const RightToLeft: Story = {
  args: { locale: 'ar' },
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};
