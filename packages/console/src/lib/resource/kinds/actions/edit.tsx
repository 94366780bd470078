import type { ActionKind } from '../kind';

declare module '../kind' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the same parameters as every ActionKinds
  interface ActionKinds<N extends PageNames> {
    /** Opens the page's form on the row (`<namespace>.editTitle`), saved by `form.update`. */
    edit: object;
  }
}

export const kind: ActionKind<'edit'> = {
  opens: 'edit',
  label: (declared, { t, namespace }) => t(`${namespace}.actions.${declared.key}`),
  select: (_declared, row, page) => page.edit(row),
  words: (declared, namespace) => [`${namespace}.actions.${declared.key}`],
};
