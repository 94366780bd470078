import type { WithdrawalRow } from '@vending/contract';
import { stateOf, withdrawalFlow } from '@vending/contract/statusFlows';
import { Descriptions, Drawer, DrawerContent, formatDateTime, formatMoney } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../stores/moneyStore';
// The flows' words come with the modules that show a flow.
import '../../i18n/flowWords';

/** Everything of one withdrawal (the account masked, as the server sends it) and its review. */
export function WithdrawalDetailDrawer({ withdrawal, onClose }: { withdrawal: WithdrawalRow; onClose: () => void }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const field = (name: keyof WithdrawalRow) => t(`withdrawals.fields.${name}`);
  const state = stateOf(withdrawalFlow, withdrawal.status);
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()}>
      <DrawerContent title={t('withdrawals.detailOf', { id: withdrawal.withdrawalId })} size="large">
        <Descriptions
          columns={2}
          bordered
          items={[
            { key: 'agentName', label: field('agentName'), value: withdrawal.agentName, span: 2 },
            { key: 'amount', label: field('amount'), value: formatMoney(withdrawal.amount, currency) },
            { key: 'fee', label: field('fee'), value: formatMoney(withdrawal.fee, currency) },
            { key: 'bankName', label: field('bankName'), value: withdrawal.bankName },
            { key: 'accountHolder', label: field('accountHolder'), value: withdrawal.accountHolder },
            { key: 'bankAccount', label: field('bankAccount'), value: withdrawal.bankAccount, span: 2 },
            { key: 'status', label: field('status'), value: state ? t(`flows.withdrawal.states.${state}`) : '' },
            { key: 'createTime', label: field('createTime'), value: formatDateTime(withdrawal.createTime) },
            { key: 'handledBy', label: field('handledBy'), value: withdrawal.handledBy ?? '' },
            { key: 'handledTime', label: field('handledTime'), value: formatDateTime(withdrawal.handledTime) },
            { key: 'rejectReason', label: field('rejectReason'), value: withdrawal.rejectReason ?? '', span: 2 },
          ]}
        />
      </DrawerContent>
    </Drawer>
  );
}
