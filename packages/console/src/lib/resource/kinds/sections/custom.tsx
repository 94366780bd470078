import type { ReactNode } from 'react';
import type { SectionKind } from '../kind';

declare module '../kind' {
  interface SectionKinds<N extends PageNames> {
    /**
     * Anything else about the record (a conversation and its reply form, a paged ledger): the
     * escape hatch when no section kind fits. `words` lists the keys it cannot do without.
     */
    custom: {
      render: { of(props: { record: N['row']; page: DetailRuntime }): ReactNode }['of'];
      words?: readonly string[];
    };
  }
}

export const kind: SectionKind<'custom'> = {
  kind: 'custom',
  Section: ({ declared, record, page }) => declared.render({ record, page }),
  words: (declared) => [...(declared.words ?? [])],
};
