import { useFeed, type FeedState, type UseFeedOptions } from '../feed/use-feed';

/** State of the notifications panel (GET api/common/notifications); see useFeed. */
export function useNotifications(options?: UseFeedOptions): FeedState {
  return useFeed('notifications', options);
}
