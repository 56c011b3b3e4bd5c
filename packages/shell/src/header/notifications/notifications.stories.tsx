import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { HeaderFrame, modalA11y, refuse, scenarios, whenSettled } from '../testing/story-kit';
import { Notifications } from './notifications';

const filled = scenarios.notifications?.filled ?? [];

const meta = {
  title: 'Shell/Header/Notifications',
  component: Notifications,
  args: { onOpenChange: fn(), presentation: 'popover' },
  parameters: { msw: { handlers: { notifications: filled } } },
  render: (args) => (
    <HeaderFrame>
      <Notifications {...args} />
    </HeaderFrame>
  ),
} satisfies Meta<typeof Notifications>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = () => screen.getByRole('button', { name: /^Open notifications/ });
const panel = () => screen.findByRole('dialog', { name: 'Notifications' });
const openWithItems = async () => {
  await userEvent.click(trigger());
  const dialog = await panel();
  await waitFor(() => expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0));
  return dialog;
};

/** Six notifications, three unread: the teal badge reads 3; keyboard opens, Escape closes and focus returns. */
export const Default: Story = {
  play: async () => {
    await waitFor(() => expect(trigger()).toHaveAccessibleName('Open notifications, 3 unread notifications'));
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await panel();
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(6));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger()).toHaveFocus();
  },
};

/** The seed of the spec: no notifications. */
export const Empty: Story = {
  parameters: { msw: { handlers: { notifications: scenarios.notifications?.empty } } },
  play: async () => {
    await userEvent.click(trigger());
    const dialog = await panel();
    await expect(await within(dialog).findByText('No notifications')).toBeInTheDocument();
    await expect(within(dialog).getByText('When you have notifications, they will appear here.')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const MarkAllAsRead: Story = {
  play: async () => {
    const dialog = await openWithItems();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    await expect(trigger()).toHaveAccessibleName('Open notifications');
  },
};

/** Mark all refused by the server: the unread items come back and an error toast explains. */
export const MarkAllRefused: Story = {
  parameters: { msw: { handlers: { notifications: [refuse('get', 'api/common/notifications/mark-all-as-read'), ...filled] } } },
  play: async () => {
    const dialog = await openWithItems();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await expect(await screen.findByText('The change could not be saved and was undone.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: 'Mark as read' })).toHaveLength(3));
  },
};

export const Loading: Story = {
  args: { defaultOpen: true },
  parameters: { msw: { handlers: { notifications: scenarios.notifications?.loading } } },
  play: async () => {
    await expect(within(await panel()).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const LoadError: Story = {
  args: { defaultOpen: true },
  parameters: { msw: { handlers: { notifications: scenarios.notifications?.error } } },
  play: async () => {
    await expect(await within(await panel()).findByRole('alert')).toBeInTheDocument();
  },
};

export const Many: Story = {
  parameters: { msw: { handlers: { notifications: scenarios.notifications?.many } } },
  play: async () => {
    await waitFor(() => expect(trigger()).toHaveAccessibleName(/75 unread/));
    const dialog = await openWithItems();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(100);
  },
};

export const LongText: Story = {
  args: { defaultOpen: true },
  parameters: { msw: { handlers: { notifications: scenarios.notifications?.longText } } },
  play: async () => {
    await waitFor(async () => expect(within(await panel()).getAllByRole('listitem')).toHaveLength(2));
  },
};

export const HtmlAttack: Story = {
  args: { defaultOpen: true },
  parameters: { msw: { handlers: { notifications: scenarios.notifications?.html } } },
  play: async () => {
    const dialog = await panel();
    await waitFor(() => expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(1));
    await whenSettled(dialog);
    await expect((window as { __xss?: unknown }).__xss).toBeUndefined();
    await expect(dialog.querySelector('img[onerror], script, a[href^="javascript:"]')).toBeNull();
  },
};

export const Phone: Story = {
  args: { presentation: 'auto', defaultOpen: true },
  globals: { viewport: { value: 'phone' } },
  parameters: { viewport: { defaultViewport: 'phone' }, ...modalA11y },
  play: async () => {
    await panel();
  },
};

export const Dark: Story = {
  args: { defaultOpen: true },
  parameters: { scheme: 'dark' },
  play: async () => {
    await waitFor(async () => expect(within(await panel()).getAllByRole('listitem')).toHaveLength(6));
  },
};
