import type { ReactNode } from 'react';
import type { ActionKind } from '../kind';

/** A dialog that a row action opens when the declared kinds do not fit. */
export interface RowDialogProps<Row> {
  row: Row;
  close: () => void;
  /** Closes, tells (`common.saved` unless said otherwise) and reloads the list. */
  saved: (message?: string) => void;
  /** Tells (`common.saved` unless said otherwise) and reloads the list; the dialog stays open. */
  changed: (message?: string) => void;
}

declare module '../kind' {
  interface ActionKinds<N extends PageNames> {
    /** Any dialog about the row: the escape hatch when no kind fits. */
    dialog: {
      dialog: { of(props: RowDialogProps<N['row']>): ReactNode }['of'];
      /** The dialog only shows (an administrator's activity): offered on a page held at 查看 too. */
      reads?: true;
    };
  }
}

export const kind: ActionKind<'dialog'> = {
  opens: 'dialog',
  label: (declared, { t, namespace }) => t(`${namespace}.actions.${declared.key}`),
  writes: (declared) => declared.reads !== true,
  select: (declared, row, page) =>
    page.open(({ close, saved, changed }) => declared.dialog({ row, close, saved, changed })),
  words: (declared, namespace) => [`${namespace}.actions.${declared.key}`],
};
