import { useUiMessage } from '../../provider/UiProvider';
import { fillMessage } from '../../messages/data';
import { formatMoney, type Currency } from './money';

interface MoneyCellProps {
  /** Integer minor units (cents / fen). */
  amount: number | null | undefined;
  currency: Currency;
  /**
   * GST contained in the amount, in minor units; shown under it when there is some (an amount
   * that carried none, as every order of a business without GST, reads as the amount alone).
   */
  gst?: number | null;
}

/** An amount with two decimals, right-aligned with tabular figures, optionally with its GST. */
export function MoneyCell({ amount, currency, gst }: MoneyCellProps) {
  const message = useUiMessage();
  return (
    <span data-slot="money-cell" className="inline-flex flex-col items-end tabular-nums">
      <span>{formatMoney(amount, currency)}</span>
      {gst === null || gst === undefined || gst === 0 ? null : (
        <span data-slot="money-cell-gst" className="text-[11px] leading-4 text-text-muted">
          {fillMessage(message('data.cell.gstIncluded'), { amount: formatMoney(gst, currency) })}
        </span>
      )}
    </span>
  );
}
