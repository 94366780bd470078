export {
  ProgressBar,
  progressIndicatorVariants,
  progressPercent,
  type ProgressBarProps,
  type ProgressTone,
} from './ProgressBar';
