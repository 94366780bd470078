import { dateTimeColumn, formatDateTime } from '@vending/ui';
import { fieldColumn, type ColumnKind } from '../kind';

declare module '../kind' {
  interface ColumnKinds<N extends PageNames> {
    /** A time as the spec writes it (YYYY-MM-DD HH:mm:ss). */
    dateTime: { field: N['nullableText'] } & ColumnLayout;
  }
}

export const kind: ColumnKind<'dateTime'> = {
  kind: 'dateTime',
  column: (declared, page) =>
    dateTimeColumn({ ...fieldColumn(declared, page), time: (row) => row[declared.field] as string | null }),
  value: (declared, record) => {
    const time = formatDateTime(record[declared.field] as string | null);
    // No time is nothing, so a description shows its dash.
    return time === '' ? null : <span className="tabular-nums">{time}</span>;
  },
  words: () => [],
};
