export { endsRun, formatChatTime, needsDateDivider, showsTime } from './conversation';
export { QuickChat, QuickChatProvider, QuickChatToggle, useQuickChatContext, type QuickChatProps, type QuickChatProviderProps } from './quick-chat';
export { QuickChatList, type QuickChatListProps } from './quick-chat-list';
export { QuickChatConversation, QuickChatTitle, type QuickChatConversationProps } from './quick-chat-view';
export { chatNotFoundMessage, useQuickChat, type QuickChatState, type UseQuickChatOptions } from './use-quick-chat';
