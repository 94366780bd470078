import { Button } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../stores/settingsStore';

/** Switches between 中文 and English (each option named in its own language); the choice persists in its cookie. */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const language = useSettingsStore((state) => state.language);
  const setLanguage = useSettingsStore((state) => state.setLanguage);
  const { t } = useTranslation();
  const next = language === 'zh' ? 'en' : 'zh';
  return (
    <Button
      variant="text"
      lang={next === 'zh' ? 'zh-CN' : 'en'}
      aria-label={`${t('navbar.language')}: ${next === 'zh' ? '中文' : 'English'}`}
      className={tone === 'dark' ? 'text-sidebar-text hover:enabled:bg-sidebar-hover-bg' : undefined}
      onClick={() => setLanguage(next)}
    >
      {next === 'zh' ? '中文' : 'English'}
    </Button>
  );
}
