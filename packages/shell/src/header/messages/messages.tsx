import { FeedPanel, type FeedPanelProps } from '../feed/feed-panel';

export type MessagesProps = Omit<FeedPanelProps, 'kind'>;

/** The messages header panel: trigger with the unread count, and the list. */
export function Messages(props: MessagesProps) {
  return <FeedPanel kind="messages" {...props} />;
}
