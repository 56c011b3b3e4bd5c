import { useState, type ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Alert } from '../components/alert/alert';
import { Button } from '../components/button/button';
import { Popover, PopoverContent, PopoverTrigger } from '../components/popover/popover';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import { useLoadOnIntent } from './use-load-on-intent';

interface PanelProps {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What the demo loads: the popover around the trigger (in an app, a chunk of its own). */
function GuestPanel({ trigger, open, onOpenChange }: PanelProps) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent aria-label="Guest details">
        <p className="text-sm">Room 204 · Amara Okafor · 2 nights</p>
      </PopoverContent>
    </Popover>
  );
}

interface DemoProps {
  /** How long the load takes, in ms. */
  delay: number;
  /** How many loads fail before one succeeds. */
  failures: number;
}

/**
 * While set, every load of the demo also waits for it: a play function holds the load until it has
 * seen the pending state, so that state is there however slow the machine (not for `delay` only).
 */
let held: Promise<void> | null = null;

/**
 * A trigger whose popover loads on intent: hovering starts the load, focus or a press swaps the
 * loaded trigger in, a click while it loads opens the popover on arrival (the trigger is
 * `aria-busy` meanwhile), and a failed load is reported and retried on the next intent.
 */
function Demo({ delay, failures }: DemoProps) {
  const [panel] = useState(() => {
    let left = failures;
    return lazyWithPreload(async () => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      await held;
      if (left-- > 0) throw new Error('The chunk could not be loaded.');
      return GuestPanel;
    });
  });
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const intent = useLoadOnIntent(panel, {
    popup: 'dialog',
    active: open,
    onOpenRequest: () => {
      setError(null);
      setOpen(true);
    },
    onError: (reason) => {
      setOpen(false);
      setError(reason instanceof Error ? reason.message : String(reason));
    },
  });
  const trigger = intent.renderTrigger(
    <Button variant="outline">
      Guest details
    </Button>,
  );
  const Loaded = intent.loaded;
  return (
    <div className="grid max-w-sm gap-3">
      {Loaded ? <Loaded trigger={trigger} open={open} onOpenChange={setOpen} /> : trigger}
      <p className="text-sm text-secondary-foreground" data-testid="status">
        Load: {intent.status}
      </p>
      {error ? <Alert variant="error" title="Guest details could not be opened">{error} Try again.</Alert> : null}
    </div>
  );
}

const meta = {
  title: 'UI/Hooks/useLoadOnIntent',
  component: Demo,
  args: { delay: 150, failures: 0 },
  parameters: {
    docs: {
      description: {
        component:
          'Renders a trigger at first paint and loads what it opens on intent, with `lazyWithPreload`. The shell uses it for its panels, menus and drawers, and `Tooltip` for Radix.',
      },
    },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = () => screen.getByRole('button', { name: 'Guest details' });

/** Nothing loads until the user shows intent; the trigger carries the closed popup's attributes. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('status')).toHaveTextContent('Load: idle');
    await expect(button()).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button()).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A pointer passing over starts the load; a click then opens the popover. */
export const HoverThenClick: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(button());
    await waitFor(() => expect(within(canvasElement).getByTestId('status')).toHaveTextContent('Load: loaded'));
    await userEvent.click(button());
    await expect(await screen.findByRole('dialog', { name: 'Guest details' })).toHaveTextContent('Room 204');
  },
};

/** A click before the load ends marks the trigger busy and opens the popover when it arrives. */
export const SlowLoad: Story = {
  args: { delay: 800 },
  play: async () => {
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    try {
      await userEvent.click(button());
      await waitFor(() => expect(button()).toHaveAttribute('aria-busy', 'true'));
    } finally {
      release();
      held = null;
    }
    await expect(await screen.findByRole('dialog', { name: 'Guest details' })).toBeVisible();
    await expect(button()).not.toHaveAttribute('aria-busy');
  },
};

/** By keyboard: Enter on the trigger opens the popover once it has loaded. */
export const Keyboard: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(button()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog', { name: 'Guest details' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button()).toHaveFocus());
  },
};

/** A failed load asked for by a click is reported; the next intent loads again and opens. */
export const FailedThenRetried: Story = {
  args: { failures: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The chunk could not be loaded.');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(button());
    await expect(await screen.findByRole('dialog', { name: 'Guest details' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
