import { formatMoney, moneyColumn } from '@vending/ui';
import { fieldColumn, type ColumnKind } from '../kind';

declare module '../kind' {
  interface ColumnKinds<N extends PageNames> {
    /** Minor units of money, shown with the currency. */
    money: {
      field: N['number'];
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
      amount: (row) => row[field] as number,
      currency: page.currency,
      ...(gst !== undefined && { gst: (row) => row[gst] as number }),
    });
  },
  value: (declared, record, page) => (
    <span className="tabular-nums">{formatMoney(record[declared.field] as number, page.currency)}</span>
  ),
  words: () => [],
};
