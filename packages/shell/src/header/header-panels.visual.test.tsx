import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { page } from 'vitest/browser';
import { beforeAll, expect, test } from 'vitest';
import { Input, Toaster } from '@hotel/ui';
import { renderStory } from '../../../../scripts/visual';
import type { Chat, Message, SearchResponse } from '../api';
import { createHttpClient } from '../http/http-client';
import { HttpClientProvider } from '../http/http-client-provider';
import { createI18n, whenI18nReady } from '../i18n';
import { Notifications } from './notifications';
import { QuickChat, type QuickChatState } from './quick-chat';
import { SearchResultsView, searchOptions } from './search';

/**
 * The header panels open, in light and dark: the search results list, the notifications panel and
 * the quick-chat drawer. Fixed data, no network (the panels start from `initialItems` or a given
 * state; the client's fetch refuses). Times depend on the machine's time zone, so `<time>` is masked;
 * every date is at midday UTC so the day (and its divider) is the same everywhere.
 */

const i18n = createI18n({ language: 'en' });
const client = createHttpClient({ baseUrl: '/', fetch: () => Promise.reject(new Error('No network in visual tests')) });
const noop = () => {};

beforeAll(async () => {
  await whenI18nReady(i18n);
});

function Frame({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <HttpClientProvider client={client}>
        <MemoryRouter>
          <Toaster>{children}</Toaster>
        </MemoryRouter>
      </HttpClientProvider>
    </I18nextProvider>
  );
}

async function iconsLoaded() {
  await expect.poll(() => document.querySelectorAll('[data-slot="icon"][data-state="loading"]').length).toBe(0);
}

const masks = () => [...document.querySelectorAll('time')].map((element) => page.elementLocator(element));

function slot(name: string) {
  const element = document.querySelector(`[data-slot="${name}"]`);
  if (!element) throw new Error(`No [data-slot="${name}"] on the page`);
  return page.elementLocator(element);
}

const results: SearchResponse = [
  {
    id: 'contacts',
    label: 'Contacts',
    results: [
      { id: 'c1', name: 'Ayşe Yılmaz', avatar: null, link: '/apps/contacts/c1', value: 'Ayşe Yılmaz' },
      { id: 'c2', name: 'Bernard Ayers', avatar: null, link: '/apps/contacts/c2', value: 'Bernard Ayers' },
    ],
  },
  { id: 'pages', label: 'Pages', results: [{ id: 'p1', title: 'Guest bills', link: '/front-office/guests/bills', value: 'Guest bills' }] },
  {
    id: 'tasks',
    label: 'Tasks',
    results: [
      { id: 't1', title: 'Order towels for the third floor', completed: false, link: '/apps/tasks/t1', value: 'Order towels' },
      { id: 't2', title: 'Check the minibar in 204', completed: true, link: '/apps/tasks/t2', value: 'Minibar' },
    ],
  },
];

const notifications: Message[] = [
  { id: 'n1', icon: 'heroicons_outline:star', title: 'VIP arrival', description: '<strong>Mrs Demir</strong> checks in to suite 501 at 14:00.', time: '2026-01-05T12:00:00.000Z', read: false, link: '/front-office/arrivals', useRouter: true },
  { id: 'n2', icon: 'heroicons_outline:wrench-screwdriver', title: 'Maintenance done', description: 'The air conditioning in room 312 works again.', time: '2026-01-05T11:00:00.000Z', read: false },
  { id: 'n3', icon: 'heroicons_outline:calendar', title: 'Shift plan published', description: 'Next week’s housekeeping shifts are out.', time: '2026-01-04T12:00:00.000Z', read: true },
];

const contact = { id: 'k1', name: 'Deniz Kaya', avatar: null, status: 'online' as const };
const chats: Chat[] = [
  { id: 'chat1', contactId: 'k1', contact, unreadCount: 0, muted: false, lastMessage: 'See you at the briefing.', lastMessageAt: '2026-01-05T12:10:00.000Z' },
  { id: 'chat2', contactId: 'k2', contact: { id: 'k2', name: 'Emre Şahin', avatar: null, status: 'away' }, unreadCount: 2, muted: false, lastMessage: 'Room 204 is ready.', lastMessageAt: '2026-01-05T11:40:00.000Z' },
];
const conversation: Chat = {
  ...chats[0]!,
  messages: [
    { id: 'm1', chatId: 'chat1', contactId: 'k1', value: 'Good morning! The group from Izmir arrives early.', createdAt: '2026-01-05T12:00:00.000Z', isMine: false },
    { id: 'm2', chatId: 'chat1', contactId: 'me', value: 'Thanks, I will tell housekeeping.', createdAt: '2026-01-05T12:05:00.000Z', isMine: true },
    { id: 'm3', chatId: 'chat1', contactId: 'k1', value: 'See you at the briefing.', createdAt: '2026-01-05T12:10:00.000Z', isMine: false },
  ],
};
const quickChat: QuickChatState = {
  chats,
  chatsStatus: 'ready',
  chatsError: null,
  open: true,
  setOpen: noop,
  toggle: noop,
  selectedId: 'chat1',
  chat: conversation,
  chatStatus: 'ready',
  chatError: null,
  selectChat: noop,
  sending: false,
  sendError: null,
  send: async () => true,
  reloadChats: noop,
};

test.each(['light', 'dark'] as const)('search results open (%s)', async (scheme) => {
  await renderStory(
    <Frame>
      <div className="w-[560px]">
        <Input aria-label="Search" defaultValue="a" className="rounded-b-none" />
        <SearchResultsView id="search" results={results} options={searchOptions(results, [])} activeIndex={1} status="ready" />
      </div>
    </Frame>,
    { scheme },
  );
  await iconsLoaded();
  await expect.element(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`search-results-${scheme}`);
});

test.each(['light', 'dark'] as const)('notifications panel open (%s)', async (scheme) => {
  await renderStory(
    <Frame>
      <div className="flex w-[460px] justify-end">
        <Notifications initialItems={notifications} pollInterval={0} presentation="popover" defaultOpen />
      </div>
    </Frame>,
    { scheme },
  );
  await expect.element(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await iconsLoaded();
  await expect.element(slot('notifications-panel')).toMatchScreenshot(`notifications-open-${scheme}`, { screenshotOptions: { mask: masks() } });
});

test.each(['light', 'dark'] as const)('quick chat open on a conversation (%s)', async (scheme) => {
  await renderStory(
    <Frame>
      <QuickChat state={quickChat} rail={false} />
    </Frame>,
    { scheme },
  );
  await expect.element(page.getByText('Thanks, I will tell housekeeping.')).toBeVisible();
  await iconsLoaded();
  await expect.element(slot('quick-chat')).toMatchScreenshot(`quick-chat-open-${scheme}`, { screenshotOptions: { mask: masks() } });
});
