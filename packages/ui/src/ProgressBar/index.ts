export { ProgressBar, progressPercent, type ProgressBarProps, type ProgressTone } from './ProgressBar';
