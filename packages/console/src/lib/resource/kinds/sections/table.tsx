import { DataTable } from '@vending/ui';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '../../../../stores/authStore';
import { useConfirmedCall } from '../../useConfirmedCall';
import type { AnyRow, DeclaredColumn, OfRow, PageRuntime, SectionKind } from '../kind';
import { columnKindOf, columnWords } from '../columnRegistry';

declare module '../kind' {
  interface SectionKinds<N extends PageNames> {
    /**
     * A table of the record's lines (an order's goods, a member's newest orders), its columns
     * declared as a list's are (`detailColumns<Line>()` checks them against the line's type).
     * Its label is `<namespace>.<title>`; all its rows are shown, so it offers no column settings.
     */
    table: {
      title: string;
      rows: OfRow<N['row'], readonly AnyRow[]>;
      /** The line's field that tells it from the others, and the one naming it. */
      rowId: string;
      rowLabel: string;
      columns: readonly DeclaredColumn[];
      /** `<namespace>.<empty>` when it has no rows. */
      empty?: string;
    };
  }
}

export const kind: SectionKind<'table'> = {
  kind: 'table',
  Section: function DetailTable({ declared, record, page }) {
    const { confirmedCall, confirmDialog } = useConfirmedCall();
    const navigate = useNavigate();
    const permittedPaths = useAuthStore((state) => state.session?.paths);
    const { title, rows, rowId, rowLabel, columns, empty } = declared;
    const labelOf = (row: AnyRow) => String(row[rowLabel] ?? '');
    const unavailable = () => {
      throw new Error('A detail table offers no dialogs: declare the action on a list page.');
    };
    const runtime: PageRuntime = {
      ...page,
      rowId,
      labelOf,
      optional: () => undefined,
      confirmedCall: (call) => confirmedCall(call).catch(() => false),
      replaceRow: () => page.reload(),
      open: unavailable,
      edit: unavailable,
      navigate: (to) => void navigate(to),
      mayOpen: (path) => permittedPaths?.has(path) ?? false,
      readOnly: false,
    };
    return (
      <>
        <DataTable<AnyRow>
          label={page.t(`${page.namespace}.${title}`)}
          data={[...rows(record, page)]}
          getRowId={(row) => String(row[rowId])}
          getRowLabel={labelOf}
          columnMenu={false}
          {...(empty !== undefined && { emptyText: page.t(`${page.namespace}.${empty}`) })}
          columns={columns.map((column) => columnKindOf(column).column(column, runtime))}
        />
        {confirmDialog}
      </>
    );
  },
  words: (declared, namespace) => [
    `${namespace}.${declared.title}`,
    ...(declared.empty === undefined ? [] : [`${namespace}.${declared.empty}`]),
    ...declared.columns.flatMap((column) => columnWords(column, namespace)),
  ],
};
