import { FeedPanel, type FeedPanelProps } from '../feed/feed-panel';

export type NotificationsProps = Omit<FeedPanelProps, 'kind'>;

/** The notifications header panel: trigger with the unread count, and the list. */
export function Notifications(props: NotificationsProps) {
  return <FeedPanel kind="notifications" {...props} />;
}
