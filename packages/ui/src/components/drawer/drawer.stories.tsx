import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Drawer, DrawerBody, DrawerClose, DrawerContent, DrawerDescription, DrawerFooter, DrawerHeader, DrawerTitle, DrawerTrigger } from './drawer';

const openA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: { onOpenChange: fn(), side: 'left', mode: 'over', width: 320 },
  render: (args) => (
    <Drawer {...args}>
      <DrawerTrigger asChild>
        <Button variant="outline">Filters</Button>
      </DrawerTrigger>
      <DrawerContent>
        <DrawerHeader>
          <DrawerTitle>Filters</DrawerTitle>
          <DrawerDescription>Narrow the arrivals list.</DrawerDescription>
        </DrawerHeader>
        <DrawerBody>
          <p className="text-sm">Arrival date, room type and status filters go here.</p>
        </DrawerBody>
        <DrawerFooter>
          <DrawerClose asChild>
            <Button>Apply</Button>
          </DrawerClose>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    trigger.focus();
    await userEvent.keyboard(' ');
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(drawer).toHaveAttribute('data-side', 'left');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.tab();
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Right: Story = {
  args: { side: 'right', width: 420 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog');
    await expect(drawer).toHaveAttribute('data-side', 'right');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const OpenOver: Story = { args: { defaultOpen: true }, parameters: openA11y };

/** Side mode: an inline panel that pushes the content; not modal, the page stays usable. */
export const SideMode: Story = {
  args: { mode: 'side', defaultOpen: true, width: 260 },
  render: (args) => (
    <Drawer {...args}>
      <div className="flex h-72 overflow-hidden rounded-md border border-border">
        <DrawerContent>
          <DrawerHeader>
            <DrawerTitle>Navigation</DrawerTitle>
          </DrawerHeader>
          <DrawerBody>
            <p className="text-sm">Front desk, Housekeeping, Reports</p>
          </DrawerBody>
        </DrawerContent>
        <main className="flex-1 p-4">
          <DrawerTrigger asChild>
            <Button variant="outline">Toggle navigation</Button>
          </DrawerTrigger>
          <p className="mt-2 text-sm">Page content moves aside while the panel is open.</p>
        </main>
      </div>
    </Drawer>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('dialog', { name: 'Navigation' });
    await expect(panel).toHaveAttribute('data-mode', 'side');
    await userEvent.click(canvas.getByText('Page content moves aside while the panel is open.'));
    await expect(canvas.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle navigation' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle navigation' }));
    await expect(await canvas.findByRole('dialog', { name: 'Navigation' })).toBeVisible();
  },
};

export const Phone: Story = {
  args: { defaultOpen: true },
  parameters: openA11y,
  globals: { viewport: { value: 'phone' } },
};

export const RightToLeft: Story = {
  args: { defaultOpen: true, side: 'right' },
  parameters: openA11y,
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};
