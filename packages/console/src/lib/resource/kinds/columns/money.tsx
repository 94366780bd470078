import { formatMoney, moneyColumn } from '@vending/ui';
import { fieldColumn, type ColumnKind } from '../kind';

declare module '../kind' {
  interface ColumnKinds<N extends PageNames> {
    /** Minor units of money, shown with the currency; an absent amount shows as empty. */
    money: {
      field: N['nullableNumber'];
      /** The field holding the GST contained in the amount, shown under it. */
      gst?: N['number'];
    } & ColumnLayout;
  }
}

export const kind: ColumnKind<'money'> = {
  kind: 'money',
  column: (declared, page) => {
    const { field, gst } = declared;
    return moneyColumn({
      ...fieldColumn(declared, page),
      amount: (row) => row[field] as number | null,
      currency: page.currency,
      ...(gst !== undefined && { gst: (row) => row[gst] as number }),
    });
  },
  value: (declared, record, page) => {
    const amount = record[declared.field] as number | null;
    return amount === null ? '—' : <span className="tabular-nums">{formatMoney(amount, page.currency)}</span>;
  },
  words: () => [],
};
