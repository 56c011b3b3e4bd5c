import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <div role="status" aria-busy="true" aria-label="Loading guest" className="flex w-80 max-w-full items-center gap-3">
      <Skeleton shape="circle" />
      <div className="flex-1 space-y-2">
        <Skeleton shape="text" className="w-3/4" />
        <Skeleton shape="text" className="w-1/2" />
      </div>
    </div>
  ),
};

export const Card: Story = {
  render: () => (
    <div aria-busy="true" className="w-80 max-w-full space-y-3 rounded-xl border border-border bg-card p-4">
      <Skeleton shape="block" className="h-32" />
      <Skeleton shape="text" />
      <Skeleton shape="text" className="w-2/3" />
    </div>
  ),
};
