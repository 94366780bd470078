import { textColumn } from '@vending/ui';
import { fieldColumn, type AnyRow, type ColumnKind, type DeclaredColumn } from '../kind';

declare module '../kind' {
  interface ColumnKinds<N extends PageNames> {
    /** A rate as a percent: the field holds percents, or basis points (hundredths of a percent). */
    percent: {
      field: N['number'];
      unit?: 'percent' | 'basisPoints';
      /** Decimals always shown (52.0%, 36.7%), so a column reads in one format; as is when absent. */
      decimals?: number;
    } & ColumnLayout;
  }
}

/** The rate in words: 12.5%. */
function percentWords(declared: DeclaredColumn<'percent'>, row: AnyRow): string {
  const { field, unit = 'percent', decimals } = declared;
  const percent = (row[field] as number) / (unit === 'basisPoints' ? 100 : 1);
  return `${decimals === undefined ? percent : percent.toFixed(decimals)}%`;
}

export const kind: ColumnKind<'percent'> = {
  kind: 'percent',
  column: (declared, page) =>
    textColumn({
      ...fieldColumn(declared, page),
      value: (row) => row[declared.field] as number,
      render: (row) => percentWords(declared, row),
    }),
  value: (declared, record) => percentWords(declared, record),
  words: () => [],
};
