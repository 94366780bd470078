import { useTranslation } from 'react-i18next';
import { registerPageWords } from '../../i18n/pageWords';
import { settingsPage } from '../../lib/resource/declaration';
import { SettingsPage } from '../../lib/resource/SettingsPage';
import { parameterWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(parameterWords);

export const serviceContactSettings = settingsPage({
  namespace: 'parameters',
  get: 'getServiceContact',
  save: 'updateServiceContact',
  fields: [{ name: 'telephone', control: 'phone' }],
});

/** 客服电话: the phone members are shown (the currency and GST have a page of their own). */
export default function ServiceContactPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{t('routes.SystemParameter')}</h1>
      <SettingsPage page={serviceContactSettings} title={t('parameters.contactTitle')} headingLevel={2} />
    </div>
  );
}
