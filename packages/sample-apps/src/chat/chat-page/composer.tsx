import { useState, type KeyboardEvent } from 'react';
import { IconButton, Textarea } from '@hotel/ui';

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
  const canSend = text.trim().length > 0 && !sending;

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
      <Textarea
        aria-label={`Message to ${contactName}`}
        placeholder="Type your message"
        rows={1}
        autoGrow
        maxRows={6}
        value={text}
        maxLength={2000}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-keyshortcuts="Enter Shift+Enter"
        className="min-h-10 flex-1 resize-none"
      />
      <IconButton type="submit" label="Send" icon="heroicons-outline:paper-airplane" variant="default" disabled={!canSend} loading={sending} />
    </form>
  );
}
