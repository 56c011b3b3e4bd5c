import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScrollArea } from './scroll-area';

const meta = {
  title: 'UI/ScrollArea',
  component: ScrollArea,
  args: { 'aria-label': 'Room list', className: 'h-60 w-64 rounded-md border border-border bg-card' },
  render: (args) => (
    <ScrollArea {...args}>
      <ul className="p-3 text-sm">
        {Array.from({ length: 60 }, (_, i) => (
          <li key={i} className="border-b border-border py-1.5">
            Room {101 + i}
          </li>
        ))}
      </ul>
    </ScrollArea>
  ),
} satisfies Meta<typeof ScrollArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Room list' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(within(region).getByText('Room 160').getBoundingClientRect().bottom).toBeLessThanOrEqual(region.getBoundingClientRect().bottom + 1));
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', className: 'w-72 rounded-md border border-border bg-card', 'aria-label': 'Floors' },
  render: (args) => (
    <ScrollArea {...args}>
      <div className="flex w-max gap-2 p-3">
        {Array.from({ length: 20 }, (_, i) => (
          <span key={i} className="rounded-md border border-border px-3 py-2 text-sm">
            Floor {i + 1}
          </span>
        ))}
      </div>
    </ScrollArea>
  ),
};

export const Empty: Story = {
  render: (args) => (
    <ScrollArea {...args}>
      <p className="p-3 text-sm text-muted-foreground">No rooms on this floor.</p>
    </ScrollArea>
  ),
};

export const RightToLeft: Story = { args: { dir: 'rtl' }, decorators: [(Story) => <div dir="rtl">{Story()}</div>] };
