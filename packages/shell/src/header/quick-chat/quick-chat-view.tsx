import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Avatar, cn, DateDivider, EmptyState, Icon, IconButton, SafeHtml, Spinner, Textarea } from '@hotel/ui';
import type { Chat } from '../../api';
import { endsRun, formatChatTime, needsDateDivider, showsTime } from './conversation';

export interface QuickChatConversationProps {
  /** The chosen chat's id. */
  selectedId: string | null;
  /** The chat with its messages (oldest first). */
  chat: Chat | null;
  status: 'idle' | 'loading' | 'error' | 'ready';
  /** e.g. 'Could not found chat with id of x!'. */
  error?: string | null;
  /** Language of the date dividers. */
  language?: string;
  /** Whether a message is being sent. */
  sending?: boolean;
  /** Why the last send failed. */
  sendError?: string | null;
  /** Sends the composer's text; resolve true to clear it. */
  onSend?: (value: string) => Promise<boolean> | boolean;
}

/** The conversation (pure): date dividers, bubbles (mine at the end, theirs at the start), times, and the composer. */
export function QuickChatConversation({ selectedId, chat, status, error, language, sending, sendError, onSend }: QuickChatConversationProps) {
  const { t } = useTranslation();
  if (!selectedId) {
    return <EmptyState className="flex-1" icon="heroicons_outline:chat-bubble-left-right" title={t('quickChat.selectConversation')} level={3} />;
  }
  if (status === 'error') {
    return (
      <div className="flex-1 p-4">
        <Alert variant="error">{error}</Alert>
      </div>
    );
  }
  if (status === 'loading' || !chat) {
    return (
      <div className="flex flex-1 items-center justify-center" role="status">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  const messages = chat.messages ?? [];
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto bg-background outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        data-slot="quick-chat-conversation"
        role="log"
        aria-label={chat.contact.name}
        // The conversation scrolls: keyboard users reach it to read older messages.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <ol className="flex flex-col px-4 py-4">
          {messages.map((message, i) => (
            <li key={message.id} className="contents">
              {needsDateDivider(messages, i) ? <DateDivider date={message.createdAt} locale={language} className="my-3" /> : null}
              <div
                data-mine={message.isMine || undefined}
                className={cn('flex max-w-3/4 flex-col', message.isMine ? 'items-end self-end' : 'items-start self-start', endsRun(messages, i) ? 'mb-3' : 'mb-0.5')}
              >
                <span className="sr-only">{message.isMine ? t('quickChat.you', { defaultValue: 'You' }) : chat.contact.name}: </span>
                <SafeHtml
                  html={message.value}
                  className={cn(
                    'rounded-lg px-3 py-2 text-sm break-words',
                    message.isMine ? 'bg-primary text-primary-foreground [&_a]:text-primary-foreground' : 'bg-card text-foreground shadow-sm',
                  )}
                />
                {showsTime(messages, i) ? (
                  <time dateTime={message.createdAt} className="mt-0.5 text-xs text-muted-foreground">
                    {formatChatTime(message.createdAt)}
                  </time>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </div>
      <Composer key={chat.id} sending={sending} error={sendError} onSend={onSend} />
    </div>
  );
}

function Composer({ sending, error, onSend }: { sending?: boolean; error?: string | null; onSend?: (value: string) => Promise<boolean> | boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = async () => {
    if (!text.trim() || sending) return;
    if (await onSend?.(text)) setText('');
  };
  return (
    <form
      data-slot="quick-chat-composer"
      className="flex shrink-0 flex-col gap-2 border-t border-border bg-card p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex items-end gap-2">
        <Textarea
          autoGrow
          rows={1}
          maxRows={6}
          value={text}
          aria-label={t('quickChat.typeMessage')}
          placeholder={t('quickChat.typeMessage')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
          className="min-h-10 flex-1 resize-none"
        />
        <IconButton type="submit" icon="heroicons_outline:paper-airplane" label={t('quickChat.send')} loading={sending} disabled={!text.trim()} />
      </div>
      {error ? (
        <p role="alert" className="text-xs font-medium text-warn">
          {t('quickChat.sendFailed', { defaultValue: 'The message could not be sent.' })} {error}
        </p>
      ) : null}
    </form>
  );
}

/** The drawer's header: 'Team Chat', or the chosen contact. */
export function QuickChatTitle({ chat }: { chat: Chat | null }) {
  const { t } = useTranslation();
  if (!chat) {
    return (
      <span className="flex items-center gap-3">
        <Icon name="heroicons_outline:chat-bubble-left-right" size="lg" />
        {t('quickChat.title')}
      </span>
    );
  }
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar size="md" name={chat.contact.name} src={chat.contact.avatar} aria-hidden="true" />
      <span className="truncate">{chat.contact.name}</span>
    </span>
  );
}

