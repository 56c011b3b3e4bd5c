import type { Meta, StoryObj } from '@storybook/react-vite';
import { Separator } from './separator';

const meta = {
  title: 'UI/Separator',
  component: Separator,
} satisfies Meta<typeof Separator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <div className="w-72 text-sm text-foreground">
      <p>Front desk</p>
      <Separator {...args} className="my-3" />
      <p>Housekeeping</p>
    </div>
  ),
};

export const Vertical: Story = {
  render: () => (
    <div className="flex h-6 items-center gap-3 text-sm text-foreground">
      <span>Rooms</span>
      <Separator orientation="vertical" />
      <span>Rates</span>
      <Separator orientation="vertical" />
      <span>Guests</span>
    </div>
  ),
};
