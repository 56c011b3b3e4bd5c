import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useMemo, useState, type ReactNode } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Message, SearchResultSet } from '../api';
import { Messages } from '../header/messages';
import { Search } from '../header/search';
import { HeaderFrame } from '../header/testing/story-kit';
import { ShellDataSourcesProvider } from './data-sources-context';
import { mergeDataSources } from './http-data-sources';
import { useShellDataSources } from './use-shell-data-sources';
import type { FeedSource, SearchSource, ShellDataSources } from './types';

/** Another backend's inbox, kept in memory: what an app passes as `dataSources.messages`. */
function createMemoryInbox(): FeedSource {
  let items: Message[] = [
    { id: 'pms-1', title: 'Group block <b>Miller wedding</b> confirmed', time: '2026-11-27T08:10:00Z', read: false, icon: 'heroicons_outline:envelope' },
    { id: 'pms-2', title: 'Late arrival, room 214', time: '2026-11-27T07:40:00Z', read: false, icon: 'heroicons_outline:clock' },
    { id: 'pms-3', title: 'Rate plan BAR updated', time: '2026-11-26T18:00:00Z', read: true, icon: 'heroicons_outline:tag' },
  ];
  return {
    list: async () => items.map((item) => ({ ...item })),
    async setRead(id, read) {
      items = items.map((item) => (item.id === id ? { ...item, read } : item));
    },
    async remove(id) {
      items = items.filter((item) => item.id !== id);
    },
    async markAllAsRead() {
      items = items.map((item) => ({ ...item, read: true }));
    },
  };
}

/** Another backend's search: its own pages, matched in memory. */
const memorySearch: SearchSource = {
  async search(query) {
    const pages = [
      { id: 'rooms', title: 'Room rack', link: '/rooms', value: 'Room rack' },
      { id: 'rates', title: 'Rate plans', link: '/rates', value: 'Rate plans' },
    ].filter((page) => page.title.toLowerCase().includes(query.toLowerCase()));
    const sets: SearchResultSet[] = pages.length ? [{ id: 'pages', label: 'Pages', results: pages }] : [];
    return sets;
  },
};

/** Puts `overrides` over the shell's data sources for what is inside (what ShellProviders' `dataSources` does app-wide). */
function WithSources({ overrides, children }: { overrides: () => Partial<ShellDataSources>; children?: ReactNode }) {
  const shell = useShellDataSources();
  const [own] = useState(overrides);
  const sources = useMemo(() => mergeDataSources(shell, own), [shell, own]);
  return <ShellDataSourcesProvider sources={sources}>{children}</ShellDataSourcesProvider>;
}

/** HTTP answers that would show if a panel still used the spec's endpoints. */
const httpRefuses = {
  msw: {
    handlers: {
      messages: [http.get('*/api/common/messages', () => HttpResponse.json({ code: 'NOT_HERE', message: 'This backend has no such endpoint.' }, { status: 404 }))],
      search: [http.post('*/api/common/search', () => HttpResponse.json({ code: 'NOT_HERE', message: 'This backend has no such endpoint.' }, { status: 404 }))],
    },
  },
};

const meta = {
  title: 'Shell/DataSources',
  parameters: httpRefuses,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The messages panel fed by an in-memory source (no HTTP): its items, unread count and mark-as-read. */
export const MessagesFromCustomSource: Story = {
  render: () => (
    <WithSources overrides={() => ({ messages: createMemoryInbox() })}>
      <HeaderFrame>
        <Messages presentation="popover" />
      </HeaderFrame>
    </WithSources>
  ),
  play: async () => {
    const trigger = () => screen.getByRole('button', { name: /^Open messages/ });
    await waitFor(() => expect(trigger()).toHaveAccessibleName('Open messages, 2 unread messages'));
    await userEvent.click(trigger());
    const dialog = await screen.findByRole('dialog', { name: 'Messages' });
    await expect(await within(dialog).findByText('Late arrival, room 214')).toBeInTheDocument();
    await expect(within(dialog).getByText('Miller wedding')).toBeInTheDocument();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(trigger()).toHaveAccessibleName('Open messages'));
    await expect(within(dialog).queryAllByRole('button', { name: 'Mark as read' })).toHaveLength(0);
  },
};

/** The header search answered by an in-memory source: typing shows its pages, never the HTTP endpoint's refusal. */
export const SearchFromCustomSource: Story = {
  render: () => (
    <WithSources overrides={() => ({ search: memorySearch })}>
      <HeaderFrame>
        <Search appearance="bar" />
      </HeaderFrame>
    </WithSources>
  ),
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const field = await screen.findByRole('combobox', { name: 'Search' });
    await userEvent.type(field, 'rate');
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    const pages = await within(list).findByRole('group', { name: 'Pages' });
    await expect(within(pages).getByText('Rate plans')).toBeInTheDocument();
    await expect(within(pages).queryByText('Room rack')).not.toBeInTheDocument();
  },
};
