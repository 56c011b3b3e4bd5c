import { FeedView, type FeedViewProps } from '../feed/feed-view';

export type MessagesViewProps = Omit<FeedViewProps, 'kind'>;

/** The messages list (pure): items, loading, error and the empty state. */
export function MessagesView(props: MessagesViewProps) {
  return <FeedView kind="messages" {...props} />;
}
