export { LoadingBar, type LoadingBarProps } from './loading-bar';
export { RouteHydrateFallback, type RouteHydrateFallbackProps } from './route-hydrate-fallback';
export {
  createLoadingStore,
  defaultLoadingStore,
  PROGRESS_RANGE_MESSAGE,
  REQUEST_URL_REQUIRED_MESSAGE,
  type LoadingMode,
  type LoadingState,
  type LoadingStore,
} from './loading-store';
export { useLoadingBar } from './use-loading-bar';
