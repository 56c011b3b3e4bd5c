import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer, DrawerContent, DrawerDescription, DrawerTitle } from '@hotel/ui';
import { QuickChatList } from './quick-chat-list';
import { QuickChatConversation, QuickChatTitle } from './quick-chat-view';
import type { QuickChatState } from './use-quick-chat';

export interface QuickChatDrawerProps {
  /** The quick-chat state (open, chosen chat, conversation, send). */
  state: QuickChatState;
}

/**
 * The quick-chat drawer (loaded on intent by QuickChat): 'Team Chat' or the contact, the
 * conversation (sanitised HTML, date dividers) with the composer, and the chats' column.
 */
export function QuickChatDrawer({ state }: QuickChatDrawerProps) {
  const { t, i18n } = useTranslation();
  // The drawer also opens without a trigger (header toggle, rail): focus goes back to what opened it.
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <Drawer side="right" width={384} open={state.open} onOpenChange={state.setOpen}>
      <DrawerContent
        data-slot="quick-chat"
        closeLabel={t('quickChat.close')}
        className="z-[399] sm:max-w-full"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!returnTo.current?.isConnected) return;
          event.preventDefault();
          returnTo.current.focus();
        }}
      >
        <div className="flex h-16 shrink-0 items-center border-b border-border bg-card ps-4 pe-12">
          <DrawerTitle className="min-w-0 text-base font-semibold">
            <QuickChatTitle chat={state.chatStatus === 'ready' ? state.chat : null} />
          </DrawerTitle>
          <DrawerDescription className="sr-only">{t('quickChat.title')}</DrawerDescription>
        </div>
        <div className="flex min-h-0 flex-1">
          <QuickChatConversation
            selectedId={state.selectedId}
            chat={state.chat}
            status={state.chatStatus}
            error={state.chatError}
            language={i18n.language}
            sending={state.sending}
            sendError={state.sendError}
            onSend={state.send}
          />
          <QuickChatList
            chats={state.chats}
            status={state.chatsStatus}
            selectedId={state.selectedId}
            onSelect={state.selectChat}
            className="w-16 shrink-0 border-s border-border"
          />
        </div>
      </DrawerContent>
    </Drawer>
  );
}
