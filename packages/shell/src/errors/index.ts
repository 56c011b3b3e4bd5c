export { ErrorPanel, errorMessage, isChunkLoadError, type ErrorPanelProps } from './error-panel';
export {
  FULLSCREEN_FAILED_MESSAGE,
  FULLSCREEN_UNAVAILABLE_MESSAGE,
  isFullscreenSupported,
  toggleFullscreen,
  useFullscreen,
} from './fullscreen';
export { RouteErrorBoundary, RouteErrorPage, type RouteErrorBoundaryProps } from './route-error-boundary';
