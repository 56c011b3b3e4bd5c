import { useMemo } from 'react';
import type { ChatMessage } from '@hotel/shell';
import { cn, DateDivider, SafeHtml } from '@hotel/ui';
import { layoutMessages } from '../use-chat';

const timeOf = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

export interface MessageListProps {
  /** Oldest first. */
  messages: ChatMessage[];
  /** The other person, for the bubbles' accessible labels. */
  contactName: string;
}

/**
 * The conversation: date dividers when the day changes, my bubbles at the end and theirs at the
 * start, HTML through SafeHtml. The scroller is flex-col-reverse so it opens at the newest message.
 */
export function MessageList({ messages, contactName }: MessageListProps) {
  const rows = useMemo(() => layoutMessages(messages), [messages]);
  return (
    // The log scrolls: it takes focus so keyboard users can scroll it (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div data-slot="chat-messages" className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto bg-background" tabIndex={0} role="log" aria-label={`Conversation with ${contactName}`}>
      <ol className="flex flex-col px-4 py-6 sm:px-6">
        {rows.length === 0 ? (
          <li className="py-12 text-center text-muted-foreground">No messages yet. Say hello!</li>
        ) : null}
        {rows.map(({ message, divider, first, last, showTime }) => (
          <li key={message.id} className={cn('flex flex-col', message.isMine ? 'items-end' : 'items-start', first ? 'mt-3' : 'mt-0.5')}>
            {divider ? <DateDivider date={message.createdAt} className="my-3 w-full" /> : null}
            <div
              data-slot="chat-bubble"
              data-mine={message.isMine ? 'true' : 'false'}
              className={cn(
                'relative max-w-[75%] rounded-lg px-3 py-2 break-words',
                message.isMine ? 'bg-primary text-primary-foreground' : 'bg-card text-foreground shadow-sm',
                last && (message.isMine ? 'rounded-ee-none' : 'rounded-es-none'),
              )}
            >
              <span className="sr-only">{message.isMine ? 'You: ' : `${contactName}: `}</span>
              <SafeHtml html={message.value} className="text-inherit [&_a]:underline" />
            </div>
            {showTime ? (
              <time dateTime={message.createdAt} className="mt-0.5 text-xs text-muted-foreground">
                {timeOf(message.createdAt)}
              </time>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
