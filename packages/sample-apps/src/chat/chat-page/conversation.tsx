import { useState } from 'react';
import type { Chat } from '@hotel/shell';
import {
  Alert,
  Avatar,
  Button,
  ConfirmDialog,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  Icon,
  IconButton,
  Skeleton,
} from '@hotel/ui';
import type { LoadStatus } from '../use-chat';
import { Composer } from './composer';
import { MessageList } from './message-list';

export interface ConversationProps {
  /** The open chat with its messages (undefined while it loads). */
  chat: Chat | undefined;
  status: LoadStatus;
  error: string | null;
  onRetry: () => void;
  /** Opens the contact-info drawer. */
  onContactInfo: () => void;
  onMutedChange: (muted: boolean) => void;
  /** Clears every message (after the confirmation). */
  onClear: () => Promise<boolean>;
  onSend: (text: string) => Promise<boolean>;
  /** Back to the chats list (phones); no Back button when undefined. */
  onBack?: () => void;
}

/** The open conversation: header with contact, menu (contact info, mute, clear), messages and composer. */
export function Conversation({ chat, status, error, onRetry, onContactInfo, onMutedChange, onClear, onSend, onBack }: ConversationProps) {
  const [confirmClear, setConfirmClear] = useState(false);

  if (status === 'error') {
    return (
      <div className="p-6">
        <Alert variant="error" title="The conversation could not be loaded" action={<Button variant="outline" size="sm" onClick={onRetry}>Retry</Button>}>
          {error}
        </Alert>
        {onBack ? (
          <Button variant="link" className="mt-4 px-0" onClick={onBack}>
            Back to chats
          </Button>
        ) : null}
      </div>
    );
  }
  if (status === 'loading' || !chat) {
    return (
      <div className="grid gap-4 p-6" role="status" aria-busy="true" aria-label="Loading the conversation">
        <Skeleton className="h-10 w-48" />
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className={i % 2 ? 'ms-auto h-10 w-1/2' : 'h-10 w-2/3'} />
        ))}
      </div>
    );
  }

  return (
    <section aria-label={`Chat with ${chat.contact.name}`} className="flex min-h-0 flex-1 flex-col">
      <header className="flex h-18 shrink-0 items-center gap-2 border-b border-border bg-card px-4 sm:px-6">
        {onBack ? <IconButton label="Back to chats" icon="heroicons-outline:arrow-left" onClick={onBack} className="-ms-2" /> : null}
        <button
          type="button"
          onClick={onContactInfo}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-md p-1 text-start outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={`Contact info: ${chat.contact.name}`}
        >
          <span aria-hidden="true">
            <Avatar name={chat.contact.name} src={chat.contact.avatar} status={chat.contact.status} />
          </span>
          <span className="truncate text-lg font-medium">{chat.contact.name}</span>
          {chat.muted ? <Icon name="heroicons-solid:speaker-x-mark" size="sm" className="shrink-0 text-hint" title="Muted" /> : null}
        </button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <IconButton label="Conversation menu" icon="heroicons-outline:ellipsis-vertical" tooltip={false} />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={onContactInfo}>
              <Icon name="heroicons-outline:user-circle" size="sm" />
              Contact info
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onMutedChange(!chat.muted)}>
              <Icon name={chat.muted ? 'heroicons-outline:bell' : 'heroicons-outline:bell-slash'} size="sm" />
              {chat.muted ? 'Unmute notifications' : 'Mute notifications'}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => setConfirmClear(true)}>
              <Icon name="heroicons-outline:trash" size="sm" />
              Clear messages
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </header>
      <MessageList messages={chat.messages ?? []} contactName={chat.contact.name} />
      <Composer key={chat.id} contactName={chat.contact.name} onSend={onSend} />
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear messages"
        message="Are you sure you want to clear all messages of this chat? This action cannot be undone!"
        confirmLabel="Clear"
        onResult={(result) => {
          if (result === 'confirmed') void onClear();
        }}
      />
    </section>
  );
}
