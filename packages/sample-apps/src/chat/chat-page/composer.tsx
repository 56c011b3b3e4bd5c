import { useState, type KeyboardEvent } from 'react';
import { IconButton, Textarea } from '@hotel/ui';
import { useTextLimit } from '../../text-limit';

/** The most characters a message takes (the API's limit). */
const MESSAGE_MAX = 2000;

export interface ComposerProps {
  /** Sends the text; resolves true when sent (the field then clears) and false to keep the text. */
  onSend: (text: string) => Promise<boolean>;
  /** Who the message goes to (for the field's name). */
  contactName: string;
}

/** The message field: Enter sends, Shift+Enter breaks the line; the text stays when sending fails. */
export function Composer({ onSend, contactName }: ComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const limit = useTextLimit(text, MESSAGE_MAX);
  // A message over the limit stays in the field, its count in the warn colour, until it is shortened.
  const canSend = text.trim().length > 0 && !limit.over && !sending;

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    const sent = await onSend(text);
    setSending(false);
    if (sent) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form
      data-slot="chat-composer"
      className="flex items-end gap-2 border-t border-border bg-card p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className="min-w-0 flex-1">
        <Textarea
          aria-label={`Message to ${contactName}`}
          aria-invalid={limit.over || undefined}
          aria-describedby={limit.describedBy}
          placeholder="Type your message"
          rows={1}
          autoGrow
          maxRows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-keyshortcuts="Enter Shift+Enter"
          className="min-h-10 resize-none"
        />
        {limit.view}
      </div>
      <IconButton type="submit" label="Send" icon="heroicons-outline:paper-airplane" variant="default" disabled={!canSend} loading={sending} />
    </form>
  );
}
