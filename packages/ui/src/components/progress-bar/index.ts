export { ProgressBar, PROGRESS_RANGE_MESSAGE, type ProgressBarProps } from './progress-bar';
