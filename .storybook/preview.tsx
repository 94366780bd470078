import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { UiProvider, controlSizeNames, type ControlSize, type UiLocale } from '@vending/ui';
import { configure } from 'storybook/test';
import '@vending/ui/styles.css';

// Console page stories wait for lazily loaded pages and their (mocked) calls; on a busy
// 2-core machine the first transform of a chunk can take longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

type ColorScheme = 'light' | 'dark';

interface StorySettingsProps {
  locale: UiLocale;
  size: ControlSize;
  scheme: ColorScheme;
  children: ReactNode;
}

function StorySettings({ locale, size, scheme, children }: StorySettingsProps) {
  // Before paint, so the first frame of a story is already in its scheme.
  useLayoutEffect(() => {
    document.documentElement.dataset['theme'] = scheme;
    document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  }, [scheme, locale]);
  return (
    <UiProvider locale={locale} size={size}>
      {children}
    </UiProvider>
  );
}

/** Every story renders inside the provider, in the toolbar's locale, size and colour scheme. */
const withSettings: Decorator = (Story, context) => (
  <StorySettings
    locale={context.globals['locale'] as UiLocale}
    size={context.globals['size'] as ControlSize}
    scheme={context.globals['scheme'] as ColorScheme}
  >
    <Story />
  </StorySettings>
);

const preview: Preview = {
  decorators: [withSettings],
  tags: ['autodocs'],
  initialGlobals: { locale: 'zh', size: 'mini', scheme: 'light' },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh', title: '中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    size: {
      description: 'Control size',
      toolbar: {
        title: 'Size',
        icon: 'ruler',
        items: controlSizeNames.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
    scheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An accessibility violation fails the story's test.
    a11y: { test: 'error' },
  },
};

export default preview;
