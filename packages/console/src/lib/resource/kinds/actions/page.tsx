import type { MenuPath } from '@vending/contract/menu';
import type { ActionKind, OfRow } from '../kind';

declare module '../kind' {
  interface ActionKinds<N extends PageNames> {
    /** Opens another page of the console about the row: its path and query (the agent's merchants). */
    page: { path: MenuPath; query: OfRow<N['row'], Record<string, string>> };
  }
}

export const kind: ActionKind<'page'> = {
  opens: 'page',
  writes: () => false,
  label: (declared, { t, namespace }) => t(`${namespace}.actions.${declared.key}`),
  // The server refuses a page whose permission is not held: its action is not offered.
  available: (declared, page) => page.mayOpen(declared.path),
  select: (declared, row, page) =>
    page.navigate({ pathname: declared.path, search: `?${new URLSearchParams(declared.query(row, page)).toString()}` }),
  words: (declared, namespace) => [`${namespace}.actions.${declared.key}`],
};
