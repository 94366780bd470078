import type { RechargeRow } from '@vending/contract';
import { rechargeFlow, stateOf } from '@vending/contract/statusFlows';
import { Descriptions, Drawer, DrawerContent, formatDateTime, formatMoney } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../stores/moneyStore';
// The flows' words come with the modules that show a flow.
import '../../i18n/flowWords';

/** Everything of one recharge, the refund (who, when, why) included. */
export function RechargeDetailDrawer({ recharge, onClose }: { recharge: RechargeRow; onClose: () => void }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const field = (name: keyof RechargeRow) => t(`recharges.fields.${name}`);
  const state = stateOf(rechargeFlow, recharge.status);
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()}>
      <DrawerContent title={t('recharges.detailOf', { transactionNo: recharge.transactionNo })} size="large">
        <Descriptions
          columns={2}
          bordered
          items={[
            { key: 'nickName', label: field('nickName'), value: `${recharge.nickName} · ${recharge.phone}` },
            { key: 'userId', label: field('userId'), value: recharge.userId },
            { key: 'amount', label: field('amount'), value: formatMoney(recharge.amount, currency) },
            { key: 'bonus', label: field('bonus'), value: formatMoney(recharge.bonus, currency) },
            { key: 'method', label: field('method'), value: t(`recharges.options.method.${recharge.method}`) },
            { key: 'status', label: field('status'), value: state ? t(`flows.recharge.states.${state}`) : '' },
            { key: 'transactionNo', label: field('transactionNo'), value: recharge.transactionNo, span: 2 },
            { key: 'createTime', label: field('createTime'), value: formatDateTime(recharge.createTime) },
            { key: 'paidTime', label: field('paidTime'), value: formatDateTime(recharge.paidTime) },
            { key: 'handledBy', label: field('handledBy'), value: recharge.handledBy ?? '' },
            { key: 'handledTime', label: field('handledTime'), value: formatDateTime(recharge.handledTime) },
            { key: 'refundReason', label: field('refundReason'), value: recharge.refundReason ?? '', span: 2 },
          ]}
        />
      </DrawerContent>
    </Drawer>
  );
}
