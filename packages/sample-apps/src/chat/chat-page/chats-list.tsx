import { Link } from 'react-router-dom';
import type { Chat } from '@hotel/shell';
import { Avatar, Badge, cn, formatDateTime, Icon, SafeHtml } from '@hotel/ui';

export interface ChatsListProps {
  /** The chats to show (already filtered). */
  chats: Chat[];
  /** The open chat's id. */
  selectedId?: string;
  /** Text typed in the filter (for the empty message). */
  filter: string;
  /** Search string kept on the links (the filter). */
  search: string;
}

/** The chats, newest first: avatar, name, last message (HTML, inline profile), time, unread count, muted. */
export function ChatsList({ chats, selectedId, filter, search }: ChatsListProps) {
  if (chats.length === 0) {
    return (
      <p className="p-6 text-center text-muted-foreground" role="status">
        {filter.trim() ? `No chats match “${filter.trim()}”.` : 'There are no chats yet.'}
      </p>
    );
  }
  return (
    <ul aria-label="Chats" className="divide-y divide-border">
      {chats.map((chat) => {
        const selected = chat.id === selectedId;
        return (
          <li key={chat.id}>
            <Link
              to={{ pathname: chat.id, search }}
              aria-current={selected ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 px-6 py-4 outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                selected && 'bg-primary-50 dark:bg-hover',
              )}
            >
              <Avatar name={chat.contact.name} src={chat.contact.avatar} status={chat.contact.status} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{chat.contact.name}</span>
                <SafeHtml as="span" html={chat.lastMessage || '\u00a0'} className="block truncate text-sm text-muted-foreground" />
              </span>
              <span className="flex shrink-0 flex-col items-end gap-1">
                <span className="text-xs text-muted-foreground">{chat.lastMessageAt ? formatDateTime(chat.lastMessageAt) : ''}</span>
                <span className="flex items-center gap-1">
                  {chat.muted ? <Icon name="heroicons-solid:speaker-x-mark" size="sm" className="text-hint" title="Muted" /> : null}
                  {chat.unreadCount > 0 ? <Badge count={chat.unreadCount} countLabel={(n) => `${n} unread`} /> : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
