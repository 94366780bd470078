import type { ReplenishmentRow } from '@vending/contract';
import { Descriptions, Drawer, DrawerContent, formatDateTime } from '@vending/ui';
import { useTranslation } from 'react-i18next';

/** One restocking visit: the device, who, when, and each slot's quantity before and after. */
export function ReplenishmentDetailDrawer({ record, onClose }: { record: ReplenishmentRow; onClose: () => void }) {
  const { t } = useTranslation();
  const field = (name: keyof ReplenishmentRow) => t(`replenishments.fields.${name}`);
  const line = (name: string) => t(`replenishments.line.${name}`);
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()}>
      <DrawerContent title={t('replenishments.detailOf', { id: record.replenishmentId })} size="large">
        <Descriptions
          columns={2}
          bordered
          items={[
            { key: 'deviceNo', label: field('deviceNo'), value: record.deviceNo },
            { key: 'deviceName', label: field('deviceName'), value: record.deviceName },
            { key: 'operatorName', label: field('operatorName'), value: record.operatorName },
            { key: 'operatorPhone', label: field('operatorPhone'), value: record.operatorPhone },
            { key: 'createTime', label: field('createTime'), value: formatDateTime(record.createTime) },
            { key: 'added', label: field('added'), value: record.added },
          ]}
        />
        <table className="mt-4 w-full border-collapse text-sm" aria-label={field('lines')}>
          <thead>
            <tr className="border-b border-border text-left text-text-subtle">
              {['slotNo', 'goodsName', 'before', 'after', 'added'].map((name) => (
                <th key={name} scope="col" className="py-2 pr-2 font-medium">
                  {line(name)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {record.lines.map((entry) => (
              <tr key={entry.slotNo} className="border-b border-border tabular-nums">
                <td className="py-2 pr-2">{entry.slotNo}</td>
                <td className="py-2 pr-2">{entry.goodsName}</td>
                <td className="py-2 pr-2">{entry.before}</td>
                <td className="py-2 pr-2">{entry.after}</td>
                <td className="py-2 pr-2 text-success-text">+{entry.after - entry.before}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DrawerContent>
    </Drawer>
  );
}
