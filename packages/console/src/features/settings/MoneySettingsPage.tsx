import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/services';
import { registerPageWords } from '../../i18n/pageWords';
import { settingsPage } from '../../lib/resource/declaration';
import { SettingsPage } from '../../lib/resource/SettingsPage';
import { useMoneyStore } from '../../stores/moneyStore';
import { parameterWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(parameterWords);

export const moneySettings = settingsPage({
  namespace: 'parameters',
  get: 'getMoneySettings',
  save: 'updateMoneySettings',
  fields: [
    // Once money has moved the currency stays: the choice shows so, before anyone tries to save.
    {
      name: 'currency',
      control: 'select',
      choices: ['CNY', 'AUD'],
      locked: (record) => record['currencyLocked'] === true,
    },
    { name: 'gstRate', control: 'text' },
    { name: 'adjustmentApprovalLimit', control: 'money' },
  ],
});

/**
 * 货币与税率: the currency and GST every money figure uses, behind a permission of its own (not
 * the customer-service phone's). The currency is locked once money has moved (the choice disabled, saying why); a manual balance
 * adjustment above the approval limit waits for a second administrator (docs/MONEY.md).
 */
export default function MoneySettingsPage() {
  const { t } = useTranslation();
  const api = useApi();
  // Every money figure of the console follows a saved change at once.
  async function moneySaved() {
    const answer = await api.call('getMoneySettings', {});
    if (answer.code === 1) useMoneyStore.getState().set(answer.data);
  }
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{t('routes.SystemMoney')}</h1>
      <SettingsPage
        page={moneySettings}
        title={t('parameters.moneyTitle')}
        headingLevel={2}
        onSaved={() => void moneySaved()}
      />
    </div>
  );
}
