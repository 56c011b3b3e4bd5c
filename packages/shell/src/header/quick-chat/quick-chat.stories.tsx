import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { HeaderFrame, modalA11y, refuse, refusing, scenarios, whenSettled } from '../testing/story-kit';
import { QuickChat, QuickChatProvider, QuickChatToggle } from './quick-chat';

const meta = {
  title: 'Shell/Header/QuickChat',
  component: QuickChat,
  parameters: { ...modalA11y },
  render: (args) => (
    <QuickChatProvider>
      <HeaderFrame>
        <QuickChatToggle />
      </HeaderFrame>
      <QuickChat {...args} />
    </QuickChatProvider>
  ),
} satisfies Meta<typeof QuickChat>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = () => screen.getByRole('button', { name: /^Toggle quick chat/ });
const drawer = () => screen.findByRole('dialog');
const openFirstChat = async () => {
  await waitFor(() => expect(toggle()).toHaveAccessibleName(/unread/));
  await userEvent.click(toggle());
  const dialog = await drawer();
  await expect(within(dialog).getByText('Select a conversation')).toBeInTheDocument();
  const list = within(dialog).getByRole('list', { name: 'Team Chat' });
  await userEvent.click(within(list).getAllByRole('button')[0]!);
  await within(dialog).findByRole('textbox', { name: 'Type a message' });
  return dialog;
};

/** The toggle opens 'Team Chat'; choosing a chat shows the conversation with date dividers; Escape closes and focus returns. */
export const Default: Story = {
  play: async () => {
    const dialog = await openFirstChat();
    await expect(dialog.querySelectorAll('[data-slot="date-divider"]').length).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(toggle()).toHaveFocus();
  },
};

/** Enter sends (Shift+Enter breaks the line); the message appears and the field empties. */
export const SendMessage: Story = {
  play: async () => {
    const dialog = await openFirstChat();
    const field = within(dialog).getByRole('textbox', { name: 'Type a message' });
    await userEvent.type(field, 'Room 204 is ready{Shift>}{Enter}{/Shift}Keys at the desk');
    await expect(field).toHaveValue('Room 204 is ready\nKeys at the desk');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(within(dialog).getByText(/Keys at the desk/)).toBeInTheDocument();
  },
};

/** Sending refused: the error shows and the text stays. */
export const SendRefused: Story = {
  parameters: { msw: { handlers: { chat: refusing('chat', refuse('post', 'api/apps/chat/message')) } } },
  play: async () => {
    const dialog = await openFirstChat();
    const field = within(dialog).getByRole('textbox', { name: 'Type a message' });
    await userEvent.type(field, 'Please call the front desk{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The message could not be sent.');
    await expect(field).toHaveValue('Please call the front desk');
  },
};

/** A chat that no longer exists: the spec's message is shown as an alert. */
export const ChatNotFound: Story = {
  parameters: {
    msw: { handlers: { chat: refusing('chat', refuse('get', 'api/apps/chat/chat', 404)) } },
  },
  play: async () => {
    await waitFor(() => expect(toggle()).toHaveAccessibleName(/unread/));
    await userEvent.click(toggle());
    const dialog = await drawer();
    const list = within(dialog).getByRole('list', { name: 'Team Chat' });
    await userEvent.click(within(list).getAllByRole('button')[0]!);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Could not found chat with id of .+!$/);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { chat: scenarios.chat?.empty } } },
  play: async () => {
    await userEvent.click(toggle());
    await expect(within(await drawer()).getByText('Select a conversation')).toBeInTheDocument();
  },
};

export const Many: Story = {
  parameters: { msw: { handlers: { chat: scenarios.chat?.many } } },
  play: async () => {
    await waitFor(() => expect(toggle()).toHaveAccessibleName(/unread/));
    await userEvent.click(toggle());
    const dialog = await drawer();
    await waitFor(() => expect(within(within(dialog).getByRole('list', { name: 'Team Chat' })).getAllByRole('button')).toHaveLength(100));
  },
};

export const HtmlAttack: Story = {
  parameters: { msw: { handlers: { chat: scenarios.chat?.html } } },
  play: async () => {
    const dialog = await openFirstChat();
    // The conversation's messages are the payloads: the first is the broken image's.
    await waitFor(() => expect(dialog.querySelector('[data-slot="quick-chat-conversation"]')).toHaveTextContent('Broken image'));
    await whenSettled(dialog);
    await expect((window as { __xss?: unknown }).__xss).toBeUndefined();
    await expect(dialog.querySelector('img[onerror], script, a[href^="javascript:"]')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { viewport: { defaultViewport: 'phone' } },
  play: async () => {
    await openFirstChat();
  },
};

export const Dark: Story = {
  parameters: { scheme: 'dark' },
  play: async () => {
    await openFirstChat();
  },
};
