import { useFeed, type FeedState, type UseFeedOptions } from '../feed/use-feed';

/** State of the messages panel (GET api/common/messages); see useFeed. */
export function useMessages(options?: UseFeedOptions): FeedState {
  return useFeed('messages', options);
}
