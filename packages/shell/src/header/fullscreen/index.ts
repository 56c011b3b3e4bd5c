export { FullscreenToggle, FullscreenToggleView, type FullscreenToggleProps, type FullscreenToggleViewProps } from './fullscreen-toggle';
