import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { defaultControlSize, type ControlSize } from '../tokens/tokens';
import { uiMessages, type UiLocale, type UiMessageKey } from './messages';

export type { ControlSize };
export const controlSizeNames: readonly ControlSize[] = ['default', 'small', 'mini'];

interface UiSettings {
  locale: UiLocale;
  size: ControlSize;
}

const UiContext = createContext<UiSettings>({ locale: 'zh', size: defaultControlSize });

export interface UiProviderProps {
  /** Interface language of the design system's own words; zh by default (docs/SPECIFICATION.md §9). */
  locale?: UiLocale;
  /** Control size every component falls back to; mini by default (docs/SPECIFICATION.md §9). */
  size?: ControlSize;
  children: ReactNode;
}

/** Hands locale and control size to every component below it. */
export function UiProvider({ locale = 'zh', size = defaultControlSize, children }: UiProviderProps) {
  const value = useMemo(() => ({ locale, size }), [locale, size]);
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

/** The size a component renders at: its own prop, else the provider's. */
export function useControlSize(own?: ControlSize): ControlSize {
  const { size } = useContext(UiContext);
  return own ?? size;
}

/** Translates one of the design system's own words in the provider's locale. */
export function useUiMessage(): (key: UiMessageKey) => string {
  const { locale } = useContext(UiContext);
  return (key) => uiMessages[locale][key];
}

export function useUiLocale(): UiLocale {
  return useContext(UiContext).locale;
}
