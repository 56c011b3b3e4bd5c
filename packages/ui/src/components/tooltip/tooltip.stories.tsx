import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <div className="p-10">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline">Night audit</Button>
        </TooltipTrigger>
        <TooltipContent>Closes the business day</TooltipContent>
      </Tooltip>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The trigger is found again after each step: Radix is swapped in on focus, with the focus.
    const trigger = () => within(canvasElement).getByRole('button', { name: 'Night audit' });
    await userEvent.tab();
    await expect(trigger()).toHaveFocus();
    const body = within(document.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Closes the business day');
    await expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await expect(trigger()).toHaveFocus();
  },
};

export const Sides: Story = {
  render: () => (
    <div className="flex flex-wrap gap-4 p-12">
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Tooltip key={side} open>
          <TooltipTrigger asChild>
            <Button variant="outline">{side}</Button>
          </TooltipTrigger>
          <TooltipContent side={side}>On the {side}</TooltipContent>
        </Tooltip>
      ))}
    </div>
  ),
};

export const LongText: Story = {
  render: () => (
    <div className="p-16">
      <Tooltip open>
        <TooltipTrigger asChild>
          <Button variant="outline">Rate plan</Button>
        </TooltipTrigger>
        <TooltipContent>
          Non-refundable rate with breakfast included; cancellations within 48 hours of arrival are charged in full.
        </TooltipContent>
      </Tooltip>
    </div>
  ),
};
