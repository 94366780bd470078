import { useTranslation } from 'react-i18next';
import { ResourceFormDialog } from '../../lib/resource/ResourceFormDialog';

/**
 * Settles a month that has ended: each agent's share is stored and credited to its balance
 * (the server refuses the month under way and a month settled already, naming it).
 */
export function SettleMonthDialog({ close, saved }: { close: () => void; saved: (message?: string) => void }) {
  const { t } = useTranslation();
  return (
    <ResourceFormDialog
      namespace="agentShares"
      open
      title={t('agentShares.toolbar.settle')}
      description={t('agentShares.settleHint')}
      call="settleAgentShareMonth"
      fields={[{ name: 'month', control: 'select', options: 'getSettleableShareMonths', required: true }]}
      onClose={close}
      onSaved={() => saved(t('agentShares.settled'))}
    />
  );
}
