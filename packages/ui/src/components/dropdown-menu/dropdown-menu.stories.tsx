import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './dropdown-menu';

const onEdit = fn();

function RoomMenu(props: React.ComponentProps<typeof DropdownMenu>) {
  const [showPrices, setShowPrices] = React.useState(true);
  const [sort, setSort] = React.useState('number');
  return (
    <DropdownMenu {...props}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Room 204</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-56">
        <DropdownMenuLabel>Room 204</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={onEdit}>
            Edit
            <DropdownMenuShortcut>⌘E</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem disabled>Move guest</DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>Set status</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuItem>Clean</DropdownMenuItem>
              <DropdownMenuItem>Dirty</DropdownMenuItem>
              <DropdownMenuItem>Out of order</DropdownMenuItem>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked={showPrices} onCheckedChange={setShowPrices}>
          Show prices
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Sort by</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
          <DropdownMenuRadioItem value="number">Number</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="floor">Floor</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive">Block room</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const openA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

const meta = {
  title: 'UI/DropdownMenu',
  component: DropdownMenu,
  args: { onOpenChange: fn() },
  render: (args) => <RoomMenu {...args} />,
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Room 204' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Edit/ }));
    await expect(onEdit).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();

    // Enter opens; checkbox and radio items keep state.
    await userEvent.keyboard('{Enter}');
    const checkbox = await screen.findByRole('menuitemcheckbox', { name: 'Show prices' });
    await expect(checkbox).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(checkbox);
    await userEvent.keyboard(' ');
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Floor' }));
    trigger.focus();
    await userEvent.keyboard(' ');
    await expect(await screen.findByRole('menuitemradio', { name: 'Floor' })).toHaveAttribute('aria-checked', 'true');
    await expect(screen.getByRole('menuitemcheckbox', { name: 'Show prices' })).toHaveAttribute('aria-checked', 'false');

    // Submenu with the keyboard, Escape closes level by level.
    const sub = screen.getByRole('menuitem', { name: 'Set status' });
    sub.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await screen.findByRole('menuitem', { name: 'Out of order' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true }, parameters: openA11y };

export const LongText: Story = {
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Actions</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72">
        <DropdownMenuItem>Transfer every open folio of this group to the city ledger</DropdownMenuItem>
        <DropdownMenuItem>Print registration cards for all arrivals of the day</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  args: { defaultOpen: true },
  parameters: openA11y,
};

export const RightToLeft: Story = {
  args: { dir: 'rtl', defaultOpen: true },
  parameters: openA11y,
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};
