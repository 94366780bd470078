import { formatMoney } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../stores/moneyStore';
import type { TotalDeclaration } from './declaration';

/**
 * The totals of every row the filter matches (the server sums them, not the page), as one
 * line above the table: 合计 · 笔数 45 · 实付金额 ¥12,345.00 …
 */
export function ListTotals({
  namespace,
  declared,
  totals,
}: {
  namespace: string;
  declared: readonly TotalDeclaration<string>[];
  totals: Readonly<Record<string, number>> | undefined;
}) {
  const { t } = useTranslation();
  const currency = useCurrency();
  if (!totals) return null;
  return (
    <div
      role="group"
      aria-label={t('common.totals')}
      data-slot="list-totals"
      className="flex flex-wrap items-baseline gap-x-2 text-sm"
    >
      <span aria-hidden="true" className="text-text-secondary">
        {t('common.totals')}
      </span>
      <dl className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        {declared.map(({ field, kind }) => (
          <div key={field} className="flex items-baseline gap-1">
            <dt className="text-text-secondary">{t(`${namespace}.totals.${field}`)}</dt>
            <dd className="font-medium tabular-nums">
              {kind === 'money' ? formatMoney(totals[field], currency) : (totals[field] ?? 0).toLocaleString()}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
