export { FeedPanel, type FeedPanelProps } from './feed-panel';
export { FeedView, type FeedViewProps } from './feed-view';
export { htmlToText, useFeed, type FeedKind, type FeedState, type FeedStatus, type UseFeedOptions } from './use-feed';
