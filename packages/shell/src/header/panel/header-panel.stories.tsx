import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button, IconButton } from '@hotel/ui';
import { HeaderFrame, modalA11y } from '../testing/story-kit';
import { HeaderPanel, type HeaderPanelProps } from './header-panel';

type DemoProps = Pick<HeaderPanelProps, 'presentation'> & { defaultOpen?: boolean; items?: number; longTitle?: boolean };

/** A panel with its trigger, a header action and `items` rows, open state kept here. */
function Demo({ presentation, defaultOpen = false, items = 3, longTitle = false }: DemoProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <HeaderFrame>
      <HeaderPanel
        open={open}
        onOpenChange={setOpen}
        presentation={presentation}
        slot="demo-panel"
        title={longTitle ? 'Notifications from the front office, housekeeping and the night audit' : 'Notifications'}
        actions={<IconButton icon="heroicons_outline:envelope-open" label="Mark all as read" size="sm" className="text-primary-foreground" />}
        trigger={<IconButton icon="heroicons_outline:bell" label="Open notifications" />}
      >
        {items === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground">Nothing new.</p>
        ) : (
          <ul className="divide-y divide-border">
            {Array.from({ length: items }, (_, i) => (
              <li key={i} className="p-4 text-sm">
                Room {101 + i} is ready for check-in.
              </li>
            ))}
          </ul>
        )}
        <div className="p-3">
          <Button variant="outline" size="sm" className="w-full">
            See all
          </Button>
        </div>
      </HeaderPanel>
    </HeaderFrame>
  );
}

/**
 * The frame the shortcuts, messages and notifications panels share: a popover from the header on a
 * wide screen, full screen with a close button on a phone; Escape or an outside click closes it and
 * focus returns to the trigger.
 */
const meta = {
  title: 'Shell/Header/Header panel',
  component: Demo,
  parameters: { ...modalA11y },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: /Notifications/ });

/** A popover below the trigger, named by its title; Escape closes it and focus returns. */
export const Default: Story = {
  args: { presentation: 'popover' },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open notifications' }));
    const panel = await dialog();
    await expect(panel).toHaveAttribute('data-slot', 'demo-panel');
    await expect(panel).toHaveTextContent('Room 101 is ready for check-in.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open notifications' })).toHaveFocus());
  },
};

/** Nothing to show: the body says so. */
export const Empty: Story = {
  args: { presentation: 'popover', defaultOpen: true, items: 0 },
  play: async () => {
    await expect(await dialog()).toHaveTextContent('Nothing new.');
  },
};

/** Many rows: the body scrolls inside the panel (480 px at most), the header bar stays. */
export const Many: Story = {
  args: { presentation: 'popover', defaultOpen: true, items: 40 },
  play: async () => {
    const panel = await dialog();
    await expect(panel.querySelectorAll('li')).toHaveLength(40);
    await expect(panel.getBoundingClientRect().height).toBeLessThanOrEqual(480 + 64 + 2);
  },
};

/** A long title wraps in the bar rather than pushing the actions out. */
export const LongTitle: Story = {
  args: { presentation: 'popover', defaultOpen: true, longTitle: true },
  play: async () => {
    const panel = await dialog();
    await expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
    await expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a phone: full screen, a close button at the start of the bar closes it. */
export const Phone: Story = {
  args: { presentation: 'phone' },
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open notifications' }));
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Dark scheme. */
export const Dark: Story = {
  args: { presentation: 'popover', defaultOpen: true },
  parameters: { scheme: 'dark' },
  play: async () => {
    await expect(await dialog()).toBeVisible();
  },
};
