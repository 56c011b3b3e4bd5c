import { FeedView, type FeedViewProps } from '../feed/feed-view';

export type NotificationsViewProps = Omit<FeedViewProps, 'kind'>;

/** The notifications list (pure): items, loading, error and the empty state. */
export function NotificationsView(props: NotificationsViewProps) {
  return <FeedView kind="notifications" {...props} />;
}
