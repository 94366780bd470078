export { cn } from './lib/cn';
export {
  UiProvider,
  controlSizeNames,
  useControlSize,
  useUiLocale,
  useUiMessage,
  type ControlSize,
  type UiProviderProps,
} from './provider/UiProvider';
export { uiLocales, uiMessages, type UiLocale } from './provider/messages';
export * from './Button';
export * from './Icon';
export * from './Spinner';
export * from './format';
export * from './shell';
export * from './data';
export * from './forms';
export * from './feedback';
