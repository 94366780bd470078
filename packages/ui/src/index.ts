export {
  UiProvider,
  controlSizeNames,
  useControlSize,
  useUiLocale,
  type ControlSize,
  type UiProviderProps,
} from './provider/UiProvider';
export type { UiLocale } from './provider/messages';
export { lazyPart, type LazyPartProps } from './lib/lazyPart';
export { stopFocusReturnWatch } from './lib/focusReturn';
export * from './Button';
export * from './Icon';
export * from './Spinner';
export * from './format';
export * from './shell';
export * from './data';
export * from './forms';
export * from './feedback';
