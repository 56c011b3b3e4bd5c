import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, appLocation, appStoryParameters, defaultMockApi, scenarios } from '../../testing';
import { chatRoutes } from '../routes';
import { ChatPage } from './chat-page';

const meta = {
  title: 'Apps/Chat/ChatPage',
  component: ChatPage,
  parameters: appStoryParameters,
  render: (_args, { parameters }) => (
    <div className="h-[46rem]">
      <AppStory routes={chatRoutes} basePath="/apps/chat" initialPath={String(parameters.route ?? '/apps/chat')} />
    </div>
  ),
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const chatLinks = (root: HTMLElement) => within(within(root).getByRole('list', { name: 'Chats' })).getAllByRole('link');

/** The chats list with nothing open: 'Select a conversation'; opening one changes the URL. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Chats' });
    await expect(canvas.getByText('Select a conversation')).toBeInTheDocument();
    const first = chatLinks(canvasElement)[0];
    if (!first) throw new Error('no chat');
    await userEvent.click(first);
    await waitFor(() => expect(appLocation()).toMatch(/^\/apps\/chat\/chat-\d+$/));
    await expect(await canvas.findByRole('log')).toBeInTheDocument();
  },
};

/** Filter narrows the list by contact name; the filter is kept in the URL. */
export const Filter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Chats' });
    const name = within(chatLinks(canvasElement)[0] as HTMLElement).getAllByText(/\w/)[0]?.textContent ?? '';
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search or start new chat' }), name.slice(0, 5));
    await waitFor(() => expect(appLocation()).toContain('?q='));
    for (const link of chatLinks(canvasElement)) await expect(link.textContent?.toLowerCase()).toContain(name.slice(0, 5).toLowerCase());
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search or start new chat' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search or start new chat' }), 'zzzzqqq');
    await expect(await canvas.findByText('No chats match “zzzzqqq”.')).toBeInTheDocument();
  },
};

/** Enter sends (the bubble appears, the field clears), Shift+Enter breaks the line. */
export const SendWithEnter: Story = {
  parameters: { route: '/apps/chat/chat-01' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: /^Message to / });
    await userEvent.type(field, 'Room 204 is ready{Shift>}{Enter}{/Shift}Keys at the desk');
    await expect(field).toHaveValue('Room 204 is ready\nKeys at the desk');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveValue(''));
    const log = canvas.getByRole('log');
    const mine = log.querySelectorAll('[data-mine="true"]');
    const last = mine[mine.length - 1];
    await expect(last?.textContent).toContain('Room 204 is ready');
    await expect(last?.querySelector('br')).not.toBeNull();
  },
};

/** A failed send keeps the text in the field and says so. */
export const SendFails: Story = {
  parameters: {
    route: '/apps/chat/chat-01',
    msw: {
      handlers: {
        chat: [http.post('*/api/apps/chat/message', () => HttpResponse.json({ message: 'The chat server is down.' }, { status: 503 })), ...(defaultMockApi.handlersByDomain.chat ?? [])],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: /^Message to / });
    await userEvent.type(field, 'Please call the front desk{Enter}');
    await expect(await screen().findByText('The message could not be sent.')).toBeInTheDocument();
    await expect(field).toHaveValue('Please call the front desk');
  },
};

/** Menu → Mute notifications, then Clear messages asks first; confirming empties the conversation. */
export const MuteAndClear: Story = {
  parameters: { route: '/apps/chat/chat-02' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('log');
    const menu = canvas.getByRole('button', { name: 'Conversation menu' });
    await userEvent.click(menu);
    await userEvent.click(await screen().findByRole('menuitem', { name: 'Mute notifications' }));
    await waitFor(() => expect(canvas.getAllByRole('img', { name: 'Muted' }).length).toBeGreaterThan(0));
    await userEvent.click(menu);
    await userEvent.click(await screen().findByRole('menuitem', { name: 'Clear messages' }));
    const dialog = await screen().findByRole('alertdialog', { name: 'Clear messages' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await expect(await canvas.findByText('No messages yet. Say hello!')).toBeInTheDocument();
  },
};

/** Contact info opens from the header and closes with Escape, focus back on the opener. */
export const ContactInfoDrawer: Story = {
  parameters: { route: '/apps/chat/chat-03' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = await canvas.findByRole('button', { name: /^Contact info: / });
    await userEvent.click(opener);
    await expect(await screen().findByRole('heading', { name: 'Contact info' })).toBeInTheDocument();
    await expect(await screen().findByText(/^E-mail/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('heading', { name: 'Contact info' })).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** 'New chat' lists contacts; one with a conversation opens it. Escape closes and returns focus. */
export const NewChat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Chats' });
    const opener = canvas.getByRole('button', { name: 'New chat' });
    await userEvent.click(opener);
    const contacts = await screen().findByRole('list', { name: 'Contacts' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(contacts).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    const link = within(await screen().findByRole('list', { name: 'Contacts' })).getAllByRole('link')[0];
    if (!link) throw new Error('no contact with a chat');
    await userEvent.click(link);
    await waitFor(() => expect(appLocation()).toMatch(/^\/apps\/chat\/chat-\d+$/));
  },
};

/** 'New chat' with a contact who has no conversation starts one (POST chat), opens it and lists it. */
export const StartNewChat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = (await canvas.findByRole('list', { name: 'Chats' })).querySelectorAll('a').length;
    await userEvent.click(canvas.getByRole('button', { name: 'New chat' }));
    const contacts = await screen().findByRole('list', { name: 'Contacts' });
    const fresh = within(contacts).getAllByRole('button', { name: /Start a conversation/ })[0];
    if (!fresh) throw new Error('every contact has a chat');
    const name = fresh.querySelector('.font-medium')?.textContent ?? '';
    await userEvent.click(fresh);
    await waitFor(() => expect(appLocation()).toMatch(/^\/apps\/chat\/[0-9a-f-]{36}$/));
    await waitFor(() => expect(screen().queryByRole('list', { name: 'Contacts' })).not.toBeInTheDocument());
    await waitFor(() => expect(chatLinks(canvasElement)).toHaveLength(before + 1));
    await expect(within(canvas.getByRole('list', { name: 'Chats' })).getByText(name)).toBeInTheDocument();
    await expect(await canvas.findByRole('region', { name: `Chat with ${name}` })).toBeInTheDocument();
    // Picking the same contact again opens that chat instead of starting another.
    const opened = appLocation();
    await userEvent.click(canvas.getByRole('button', { name: 'New chat' }));
    const again = within(await screen().findByRole('list', { name: 'Contacts' })).getByRole('link', { name: new RegExp(name) });
    await userEvent.click(again);
    await waitFor(() => expect(appLocation()).toBe(opened));
    await expect(chatLinks(canvasElement)).toHaveLength(before + 1);
  },
};

/** Profile drawer: the signed-in user's chat profile. */
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Profile' }));
    await expect(await screen().findByText('admin@hotel.test')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { chat: scenarios.chat?.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no chats yet.')).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: { msw: { handlers: { chat: scenarios.chat?.loading } } } };

export const LoadError: Story = {
  parameters: { msw: { handlers: { chat: scenarios.chat?.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The chats could not be loaded')).toBeInTheDocument();
  },
};

export const Many: Story = { parameters: { msw: { handlers: { chat: scenarios.chat?.many } } } };

export const LongText: Story = { parameters: { route: '/apps/chat/chat-01', msw: { handlers: { chat: scenarios.chat?.longText } } } };

/** HTML payloads render through SafeHtml: no script runs, no event handler survives. */
export const HtmlPayload: Story = {
  parameters: { route: '/apps/chat/chat-01', msw: { handlers: { chat: scenarios.chat?.html } } },
  play: async ({ canvasElement }) => {
    const log = await within(canvasElement).findByRole('log');
    await expect(log.querySelector('script')).toBeNull();
    await expect(log.querySelector('[onerror],[onclick]')).toBeNull();
  },
};

/** Phones: the conversation replaces the list; Back returns to it. */
export const Phone: Story = {
  parameters: { route: '/apps/chat/chat-01' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Back to chats' }));
    await waitFor(() => expect(appLocation()).toBe('/apps/chat'));
    await expect(await canvas.findByRole('list', { name: 'Chats' })).toBeVisible();
  },
};
