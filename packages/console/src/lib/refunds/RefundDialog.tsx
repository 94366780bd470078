import type { OrderDetail } from '@vending/contract';
import { refundStates } from '@vending/contract';
import { currencies, type CurrencyCode } from '@vending/contract/money';
import { Checkbox, Field, formatMoney, NumberInput, Textarea, type FieldControlProps } from '@vending/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/services';
import { registerPageWords } from '../../i18n/pageWords';
import { FormDialog } from '../FormDialog';
import { amountLeftToRefund, isLive } from './refundable';
import { refundWords } from './refundWords';
import { lazyMessage } from '../toasts';

// The dialog's words come with it: the order detail and the feedback detail both open it.
registerPageWords(refundWords);

/** What of an order the refund dialog reads: its lines, its refunds so far, its amount and currency. */
export type RefundableOrder = Pick<OrderDetail, 'orderId' | 'orderNo' | 'amount' | 'currency' | 'lines' | 'refunds'>;

/** One line as chosen in the dialog: ticked or not, and how many of it. */
export interface ChosenLine {
  lineNo: number;
  chosen: boolean;
  quantity: number | null;
}

/**
 * How many of each line may still be refunded: bought, less what live refunds took (a refund
 * of the whole order took every line whole), as the server counts it.
 */
export function refundableQuantities(order: Pick<RefundableOrder, 'lines' | 'refunds'>): Map<number, number> {
  const left = new Map(order.lines.map((line) => [line.lineNo, line.quantity]));
  for (const refund of order.refunds.filter(isLive)) {
    for (const taken of refund.lines ?? order.lines) {
      left.set(taken.lineNo, Math.max(0, (left.get(taken.lineNo) ?? 0) - taken.quantity));
    }
  }
  return left;
}

/**
 * The refund the chosen lines make: its amount (never more than is left of the order), whether
 * it takes all that is left (sent without lines: the server refunds the rest), and the lines
 * parameter otherwise (`lineNo:quantity,…`).
 */
export function refundOf(order: RefundableOrder, chosen: readonly ChosenLine[]) {
  const left = refundableQuantities(order);
  const taken = chosen.filter((line) => line.chosen && line.quantity !== null && line.quantity > 0);
  const sum = taken.reduce((total, line) => {
    const price = order.lines.find((candidate) => candidate.lineNo === line.lineNo)?.price ?? 0;
    return total + price * (line.quantity ?? 0);
  }, 0);
  const whole = [...left].every(
    ([lineNo, quantity]) =>
      quantity === 0 || taken.some((line) => line.lineNo === lineNo && line.quantity === quantity),
  );
  return {
    amount: Math.min(sum, amountLeftToRefund(order)),
    whole,
    lines: taken.map((line) => `${line.lineNo}:${line.quantity}`).join(','),
  };
}

/** An order's money in the currency it was taken in (its own record, not today's setting). */
const inOrderCurrency = (amount: number, currency: string) =>
  formatMoney(
    amount,
    (currencies as readonly string[]).includes(currency) ? (currency as CurrencyCode) : currencies[0],
  );

interface RefundValues {
  lines: ChosenLine[];
  reason: string;
}

/** The lines, each with its box and quantity, the whole order's box, and the amount they make. */
function LineChooser({ order, control }: { order: RefundableOrder; control: FieldControlProps }) {
  const { t } = useTranslation();
  const chosen = control.value as ChosenLine[];
  const left = refundableQuantities(order);
  const open = order.lines.filter((line) => (left.get(line.lineNo) ?? 0) > 0);
  const ticked = chosen.filter((line) => line.chosen).length;
  const change = (lineNo: number, update: Partial<ChosenLine>) =>
    control.onValueChange(chosen.map((line) => (line.lineNo === lineNo ? { ...line, ...update } : line)));
  const money = (amount: number) => inOrderCurrency(amount, order.currency);
  const refund = refundOf(order, chosen);
  return (
    <div
      role="group"
      aria-labelledby={control['aria-labelledby']}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control.invalid || undefined}
      className="flex flex-col gap-2"
      onBlur={(event) => {
        // Left the whole group, not one of its boxes for another.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) control.onBlur();
      }}
    >
      <Checkbox
        label={t('refundDialog.allLines')}
        checked={ticked === 0 ? false : ticked === open.length ? true : 'indeterminate'}
        disabled={open.length === 0}
        onCheckedChange={(checked) =>
          control.onValueChange(
            chosen.map((line) => {
              const most = left.get(line.lineNo) ?? 0;
              return most === 0 ? line : { ...line, chosen: checked === true, quantity: most };
            }),
          )
        }
      />
      <ul className="flex flex-col gap-2 border-t border-border pt-2">
        {order.lines.map((line) => {
          const most = left.get(line.lineNo) ?? 0;
          const state = chosen.find((candidate) => candidate.lineNo === line.lineNo);
          return (
            <li key={line.lineNo} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Checkbox
                className="min-w-40 flex-1"
                label={line.goodsName}
                checked={state?.chosen ?? false}
                disabled={most === 0}
                onCheckedChange={(checked) =>
                  change(line.lineNo, { chosen: checked === true, quantity: state?.quantity ?? most })
                }
              />
              <span className="tabular-nums text-text-secondary">{money(line.price)} ×</span>
              {most === 0 ? (
                <span className="text-text-secondary">{t('refundDialog.none')}</span>
              ) : (
                <>
                  <NumberInput
                    className="w-20"
                    aria-label={t('refundDialog.quantityOf', { goods: line.goodsName })}
                    min={1}
                    max={most}
                    step={1}
                    value={state?.quantity ?? null}
                    disabled={!state?.chosen}
                    invalid={control.invalid && state?.chosen === true}
                    onValueChange={(quantity) => change(line.lineNo, { quantity })}
                  />
                  <span className="text-text-secondary">{t('refundDialog.left', { count: most })}</span>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="border-t border-border pt-2 text-sm">
        {t('refundDialog.amount')}{' '}
        <strong className="tabular-nums" data-testid="refund-amount">
          {money(refund.amount)}
        </strong>
        {refund.whole && refund.amount > 0 ? (
          <span className="text-text-secondary"> {t('refundDialog.whole')}</span>
        ) : null}
      </p>
    </div>
  );
}

export interface RefundDialogProps {
  order: RefundableOrder;
  onClose: () => void;
  /** After the server took the refund (it told its state): reload what shows the order. */
  onRefunded: () => void;
}

/**
 * Refunds a paid order, the whole of what is left or chosen lines: a box per line with the
 * quantity (1 to what is left of it), the amount that makes, and a required reason. A
 * refusal shows under the field it names and keeps every choice.
 */
export function RefundDialog({ order, onClose, onRefunded }: RefundDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const answered = useRef<{ amount: number; status: number } | null>(null);
  const left = refundableQuantities(order);
  return (
    <FormDialog<RefundValues>
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('refundDialog.title')}
      description={order.orderNo}
      submitText={t('refundDialog.submit')}
      defaultValues={{
        // Everything left is chosen to start with: the usual refund is the rest of the order.
        lines: order.lines.map((line) => {
          const most = left.get(line.lineNo) ?? 0;
          return { lineNo: line.lineNo, chosen: most > 0, quantity: most > 0 ? most : null };
        }),
        reason: '',
      }}
      save={async (values) => {
        const refund = refundOf(order, values.lines);
        const answer = await api.call('refundOrder', {
          orderId: order.orderId,
          reason: values.reason,
          ...(refund.whole ? {} : { lines: refund.lines }),
        });
        if (answer.code === 1) answered.current = answer.data;
        return answer;
      }}
      onSaved={() => {
        const refund = answered.current;
        const money = inOrderCurrency(refund?.amount ?? 0, order.currency);
        if (refund?.status === refundStates.failed) lazyMessage.warning(t('refundDialog.done.failed'));
        else if (refund?.status === refundStates.refunding) lazyMessage.success(t('refundDialog.done.refunding'));
        else lazyMessage.success(t('refundDialog.done.refunded', { amount: money }));
        onRefunded();
      }}
    >
      <Field
        name="lines"
        label={t('refundDialog.lines')}
        required
        rules={{
          validate: (value: unknown) => {
            const chosen = (value as ChosenLine[]).filter((line) => line.chosen);
            if (chosen.length === 0) return t('refundDialog.rules.none');
            for (const line of chosen) {
              const most = left.get(line.lineNo) ?? 0;
              const quantity = line.quantity;
              if (quantity === null || !Number.isInteger(quantity) || quantity < 1 || quantity > most) {
                const goods = order.lines.find((candidate) => candidate.lineNo === line.lineNo)?.goodsName ?? '';
                return t('refundDialog.rules.quantity', { goods, max: most });
              }
            }
            return true;
          },
        }}
      >
        {(control) => <LineChooser order={order} control={control} />}
      </Field>
      <Field
        name="reason"
        label={t('refundDialog.reason')}
        rules={{
          required: t('common.rules.required', { label: t('refundDialog.reason') }),
          maxLength: {
            value: 200,
            message: t('common.rules.maxLength', { label: t('refundDialog.reason'), max: 200 }),
          },
        }}
      >
        <Textarea rows={3} />
      </Field>
    </FormDialog>
  );
}
