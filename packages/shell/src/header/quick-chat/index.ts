export { endsRun, formatChatTime, needsDateDivider, showsTime } from './conversation';
export { QuickChat, QuickChatProvider, QuickChatToggle, useQuickChatContext, type QuickChatProps, type QuickChatProviderProps } from './quick-chat';
export {
  QuickChatConversation,
  QuickChatList,
  QuickChatTitle,
  type QuickChatConversationProps,
  type QuickChatListProps,
} from './quick-chat-view';
export { chatNotFoundMessage, useQuickChat, type QuickChatState, type UseQuickChatOptions } from './use-quick-chat';
