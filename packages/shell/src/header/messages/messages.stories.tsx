import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { HeaderFrame, modalA11y, refuse, refusing, scenarios, whenSettled } from '../testing/story-kit';
import { Messages } from './messages';
import { MessagesView } from './messages-view';

const meta = {
  title: 'Shell/Header/Messages',
  component: Messages,
  args: { onOpenChange: fn(), presentation: 'popover' },
  render: (args) => (
    <HeaderFrame>
      <Messages {...args} />
    </HeaderFrame>
  ),
} satisfies Meta<typeof Messages>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = () => screen.getByRole('button', { name: /^Open messages/ });
const panel = () => screen.findByRole('dialog', { name: 'Messages' });
/** Opens the panel and waits for its items. */
const openWithItems = async () => {
  await userEvent.click(trigger());
  const dialog = await panel();
  await waitFor(() => expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0));
  return dialog;
};
const markAll = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Mark all as read' });

/** Opens by keyboard, lists the seeded messages with the unread count; Escape closes and focus returns. */
export const Default: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(trigger()).toHaveAccessibleName(/unread messages?$/));
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await panel();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(3);
    await expect(within(dialog).getAllByText(/^[A-Z][a-z]{2} \d{2}, \d{1,2}:\d{2} (AM|PM)$/).length).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger()).toHaveFocus();
  },
};

/** 'Mark all as read' clears the badge and is then disabled. */
export const MarkAllAsRead: Story = {
  play: async () => {
    await waitFor(() => expect(trigger()).toHaveAccessibleName(/unread/));
    const dialog = await openWithItems();
    await waitFor(() => expect(markAll(dialog)).toBeEnabled());
    await userEvent.click(markAll(dialog));
    await waitFor(() => expect(markAll(dialog)).toBeDisabled());
    await expect(trigger()).toHaveAccessibleName('Open messages');
    await expect(within(dialog).queryAllByRole('button', { name: 'Mark as read' })).toHaveLength(0);
  },
};

/** The read toggle flips one item (dot and label) and the count; Remove takes it out. */
export const ToggleAndRemove: Story = {
  play: async () => {
    const dialog = await openWithItems();
    const before = within(dialog).getAllByRole('listitem').length;
    const unread = within(dialog).getAllByRole('button', { name: 'Mark as read' }).length;
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Mark as read' })[0]!);
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: 'Mark as read' })).toHaveLength(unread - 1));
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Mark as unread' })[0]!);
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: 'Mark as read' })).toHaveLength(unread));
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Remove' })[0]!);
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(before - 1));
  },
};

/** The server refuses: the change shows at once, then is rolled back with an error toast. */
export const RefusedChangeRollsBack: Story = {
  parameters: {
    msw: {
      handlers: {
        messages: refusing(
          'messages',
          refuse('post', 'api/common/messages/toggle-read-status'),
          refuse('delete', 'api/common/messages'),
        ),
      },
    },
  },
  play: async () => {
    const dialog = await openWithItems();
    const before = within(dialog).getAllByRole('listitem').length;
    const unread = within(dialog).getAllByRole('button', { name: 'Mark as read' }).length;
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Mark as read' })[0]!);
    await expect(await screen.findByText('The change could not be saved and was undone.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: 'Mark as read' })).toHaveLength(unread));
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Remove' })[0]!);
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(before));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { messages: scenarios.messages?.empty } } },
  play: async () => {
    await userEvent.click(trigger());
    const dialog = await panel();
    await expect(await within(dialog).findByText('No messages')).toBeInTheDocument();
    await expect(within(dialog).getByText('When you have messages, they will appear here.')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { defaultOpen: true },
  parameters: { msw: { handlers: { messages: scenarios.messages?.loading } } },
  play: async () => {
    const dialog = await panel();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const LoadError: Story = {
  args: { defaultOpen: true },
  parameters: { msw: { handlers: { messages: scenarios.messages?.error } } },
  play: async () => {
    const dialog = await panel();
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('error scenario');
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** 100 messages: the badge reads 99+, the body scrolls. */
export const Many: Story = {
  parameters: { msw: { handlers: { messages: scenarios.messages?.many } } },
  play: async () => {
    await waitFor(() => expect(trigger()).toHaveAccessibleName(/75 unread messages/));
    await expect(within(trigger()).getByText('75')).toBeInTheDocument();
    await userEvent.click(trigger());
    const dialog = await panel();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(100);
  },
};

export const LongText: Story = {
  args: { defaultOpen: true },
  parameters: { msw: { handlers: { messages: scenarios.messages?.longText } } },
  play: async () => {
    const dialog = await panel();
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
  },
};

/** Script payloads in titles and descriptions render as inert text and markup. */
export const HtmlAttack: Story = {
  args: { defaultOpen: true },
  parameters: { msw: { handlers: { messages: scenarios.messages?.html } } },
  play: async () => {
    const dialog = await panel();
    await waitFor(() => expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(1));
    await whenSettled(dialog);
    await expect((window as { __xss?: unknown }).__xss).toBeUndefined();
    await expect(document.querySelector('[data-slot="messages-panel"] img[onerror], [data-slot="messages-panel"] script')).toBeNull();
    await expect(document.querySelector('[data-slot="messages-panel"] a[href^="javascript:"]')).toBeNull();
  },
};

/** Phone: the panel covers the screen, with a close button at the start of the header bar. */
export const Phone: Story = {
  args: { presentation: 'auto' },
  globals: { viewport: { value: 'phone' } },
  parameters: { viewport: { defaultViewport: 'phone' }, ...modalA11y },
  play: async () => {
    await userEvent.click(trigger());
    const dialog = await panel();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger()).toHaveFocus();
  },
};

export const Desktop: Story = {
  args: { defaultOpen: true, presentation: 'auto' },
  globals: { viewport: { value: 'desktop' } },
  parameters: { viewport: { defaultViewport: 'desktop' } },
  play: async () => {
    await panel();
  },
};

export const Dark: Story = {
  args: { defaultOpen: true },
  parameters: { scheme: 'dark' },
  play: async () => {
    const dialog = await panel();
    await waitFor(() => expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0));
  },
};

/** The pure view driven by args. */
export const ViewOnly: StoryObj<typeof MessagesView> = {
  render: () => (
    <div className="w-90 rounded-2xl border border-border bg-card">
      <MessagesView
        status="ready"
        language="en"
        items={[
          { id: '1', title: 'Front desk', description: 'Room <b>204</b> asks for a late check-out', time: '2026-04-26T15:05:00Z', read: false, icon: 'heroicons_outline:inbox' },
          { id: '2', title: 'Housekeeping', description: 'Floor 3 is ready', time: '2026-04-25T08:30:00Z', read: true, link: '/housekeeping/available', useRouter: true },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Housekeeping/ })).toHaveAttribute('href', '/housekeeping/available');
    await expect(canvas.getByText('204').tagName).toBe('B');
  },
};
