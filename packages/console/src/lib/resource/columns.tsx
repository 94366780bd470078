import { stateOf, statusFlows } from '@vending/contract/statusFlows';
import {
  dateTimeColumn,
  imageColumn,
  moneyColumn,
  statusColumn,
  switchColumn,
  textColumn,
  type DataTableColumn,
  type TagTone,
} from '@vending/ui';
import { assetUrl } from '../../config/assets';
import { rowLabelOf, type DeclaredColumn, type DeclaredListPage, type PageContext } from './declaration';
import { flowTones } from './flowTones';
// The flows' words come with the modules that show a flow.
import '../../i18n/flowWords';

type Row = Record<string, unknown>;

export interface ColumnHandlers {
  /** Sets a row's flag through the declared call; resolves false when the user declined. */
  changeFlag: (column: Extract<DeclaredColumn, { kind: 'flag' }>, row: Row, enable: boolean) => Promise<boolean>;
}

/** The ui's DataTable columns of a declared page; headers are `<namespace>.fields.<field>`. */
export function tableColumnsOf(
  page: DeclaredListPage,
  context: PageContext,
  handlers: ColumnHandlers,
): DataTableColumn<Row>[] {
  const { t } = context;
  const label = (row: Row) => rowLabelOf(page, row, context);
  return page.columns.map((column): DataTableColumn<Row> => {
    if (column.kind === 'custom') return column.column(context);
    const field: string = column.field;
    // Only what the declaration says: an absent width keeps the factory's default.
    const { width, minWidth, sortable } = column;
    const options = {
      id: field,
      header: t(`${page.namespace}.fields.${field}`),
      ...(width !== undefined && { width }),
      ...(minWidth !== undefined && { minWidth }),
      ...(sortable !== undefined && { sortable }),
    };
    switch (column.kind) {
      case 'text': {
        const render = column.render;
        return textColumn<Row>({
          ...options,
          value: (row) => row[field] as string | number | null,
          ...(render && { render: (row: Row) => render(row, context) }),
        });
      }
      case 'money': {
        const gst = column.gst;
        return moneyColumn<Row>({
          ...options,
          amount: (row) => row[field] as number,
          currency: context.currency,
          ...(gst !== undefined && { gst: (row: Row) => row[gst] as number }),
        });
      }
      case 'dateTime':
        return dateTimeColumn<Row>({ ...options, time: (row) => row[field] as string | null });
      case 'status': {
        const flow = column.flow;
        return statusColumn<Row>({
          ...options,
          status: (row) => {
            const state = stateOf(statusFlows[flow], row[field] as number);
            if (state === undefined) return null;
            const tones: Record<string, TagTone> = flowTones[flow];
            return { state, tone: tones[state] ?? 'neutral', label: t(`flows.${flow}.states.${state}`) };
          },
        });
      }
      case 'image':
        // Relative paths are resolved against the static base URL (docs/SPECIFICATION.md §9).
        return imageColumn<Row>({ ...options, src: (row) => assetUrl(row[field]) ?? null, alt: label });
      case 'flag': {
        const disabled = column.disabled;
        return switchColumn<Row>({
          ...options,
          checked: (row) => row[field] === 1,
          label: (row) => t('common.flagLabel', { name: label(row) }),
          ...(disabled && { disabled: (row: Row) => disabled(row, context) }),
          onChange: (row, next) => handlers.changeFlag(column, row, next),
        });
      }
    }
  });
}
