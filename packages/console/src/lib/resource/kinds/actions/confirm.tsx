import type { ActionKind } from '../kind';

declare module '../kind' {
  interface ActionKinds<N extends PageNames> {
    /** Asks first, then sends the row id to a call (remove…); `<key>Confirm` ({{name}}) and `<key>Done` are its words. */
    confirm: { call: N['idCall'] };
  }
}

export const kind: ActionKind<'confirm'> = {
  opens: 'confirm',
  label: (declared, { t, namespace }) => t(`${namespace}.actions.${declared.key}`),
  select: (declared, row, page) => {
    const { t, namespace: ns, rowId } = page;
    page
      .confirmedCall({
        title: t(`${ns}.actions.${declared.key}Confirm`, { name: page.labelOf(row) }),
        variant: 'danger',
        call: declared.call,
        request: { [rowId]: row[rowId] },
        done: t(`${ns}.actions.${declared.key}Done`),
      })
      .then((done) => done && page.reload())
      // The HTTP client or the refusal said why; the row stays.
      .catch(() => undefined);
  },
  words: ({ key }, namespace) => ['', 'Confirm', 'Done'].map((word) => `${namespace}.actions.${key}${word}`),
};
