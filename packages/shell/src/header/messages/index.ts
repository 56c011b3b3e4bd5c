export { Messages, type MessagesProps } from './messages';
export { MessagesView, type MessagesViewProps } from './messages-view';
export { useMessages } from './use-messages';
