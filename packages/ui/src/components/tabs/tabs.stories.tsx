import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { defaultValue: 'stay', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args} className="max-w-lg">
      <TabsList aria-label="Reservation">
        <TabsTrigger value="stay">Stay</TabsTrigger>
        <TabsTrigger value="guest">Guest</TabsTrigger>
        <TabsTrigger value="billing">Billing</TabsTrigger>
        <TabsTrigger value="history" disabled>
          History
        </TabsTrigger>
      </TabsList>
      <TabsContent value="stay">3 nights, Room 204, arriving 12 March.</TabsContent>
      <TabsContent value="guest">Ana Ruiz, ana@example.com.</TabsContent>
      <TabsContent value="billing">Balance 0.00 EUR.</TabsContent>
      <TabsContent value="history">No history.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Guest' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Ana Ruiz');
    await expect(args.onValueChange).toHaveBeenCalledWith('guest');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
    // Disabled tabs are skipped; focus wraps to the first.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Stay' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Line: Story = { args: { variant: 'line' } };

export const Vertical: Story = { args: { orientation: 'vertical', variant: 'line' } };

export const Many: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="f1" className="max-w-sm">
      <TabsList aria-label="Floors">
        {Array.from({ length: 12 }, (_, i) => (
          <TabsTrigger key={i} value={`f${i + 1}`}>
            Floor {i + 1}
          </TabsTrigger>
        ))}
      </TabsList>
      {Array.from({ length: 12 }, (_, i) => (
        <TabsContent key={i} value={`f${i + 1}`}>
          Rooms on floor {i + 1}
        </TabsContent>
      ))}
    </Tabs>
  ),
};

export const RightToLeft: Story = { args: { dir: 'rtl' }, decorators: [(Story) => <div dir="rtl">{Story()}</div>] };
