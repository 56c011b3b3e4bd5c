import { useTranslation } from 'react-i18next';
import { Avatar, cn, Icon, Skeleton } from '@hotel/ui';
import type { Chat } from '../../api';

export interface QuickChatListProps {
  /** The chats (newest first). */
  chats: Chat[];
  /** Loading state of the list. */
  status: 'loading' | 'error' | 'ready';
  /** The chosen chat. */
  selectedId?: string | null;
  /** Chooses a chat. */
  onSelect?: (id: string) => void;
  className?: string;
}

/** The column of chat avatars with unread dots (the rail, and the list inside the open drawer). */
export function QuickChatList({ chats, status, selectedId, onSelect, className }: QuickChatListProps) {
  const { t } = useTranslation();
  if (status === 'loading') {
    return (
      <div aria-busy="true" className={cn('flex flex-col items-center gap-4 py-4', className)}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} shape="circle" className="size-8" />
        ))}
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={cn('flex justify-center py-4', className)}>
        <Icon name="heroicons_outline:exclamation-triangle" size="md" className="text-warn" title={t('panel.loadFailed')} />
      </div>
    );
  }
  return (
    <ul data-slot="quick-chat-list" aria-label={t('quickChat.title')} className={cn('flex flex-col overflow-y-auto', className)}>
      {chats.map((chat) => {
        const unread = chat.unreadCount > 0;
        const label = unread
          ? `${chat.contact.name}, ${t('quickChat.unread', { count: chat.unreadCount, defaultValue_one: '{{count}} unread', defaultValue_other: '{{count}} unread' })}`
          : chat.contact.name;
        return (
          <li key={chat.id}>
            <button
              type="button"
              aria-current={chat.id === selectedId ? 'true' : undefined}
              title={chat.contact.name}
              onClick={() => onSelect?.(chat.id)}
              className={cn(
                'relative flex h-16 w-full items-center justify-center outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                chat.id === selectedId && 'bg-primary-50 dark:bg-primary-900/40',
              )}
            >
              <Avatar size="sm" name={chat.contact.name} src={chat.contact.avatar} />
              {unread ? <span className="sr-only">, {label.slice(chat.contact.name.length + 2)}</span> : null}
              {unread ? (
                <span aria-hidden="true" className="absolute end-3 top-3 size-2.5 rounded-full bg-primary ring-2 ring-card" />
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
