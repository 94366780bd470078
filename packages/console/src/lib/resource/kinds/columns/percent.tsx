import { textColumn } from '@vending/ui';
import { fieldColumn, type ColumnKind } from '../kind';

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

export const kind: ColumnKind<'percent'> = {
  kind: 'percent',
  column: (declared, page) => {
    const { field, unit = 'percent', decimals } = declared;
    const percentOf = (row: Record<string, unknown>) => (row[field] as number) / (unit === 'basisPoints' ? 100 : 1);
    return textColumn({
      ...fieldColumn(declared, page),
      value: (row) => row[field] as number,
      render: (row) => `${decimals === undefined ? percentOf(row) : percentOf(row).toFixed(decimals)}%`,
    });
  },
  words: () => [],
};
