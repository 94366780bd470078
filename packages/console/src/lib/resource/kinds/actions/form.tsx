import type { DialogSize } from '@vending/ui';
import type { FormFieldDeclaration } from '../../formFields';
import { LazyResourceFormDialog as ResourceFormDialog } from '../../LazyResourceFormDialog';
import type { ActionKind } from '../kind';

declare module '../kind' {
  interface ActionKinds<N extends PageNames> {
    /**
     * A one-call form about the row (reset a password…): the call takes the row id and the
     * fields. Its title is `<namespace>.actions.<key>`, with the optional `<key>For` ({{name}})
     * under it and `<key>Done` told when saved.
     */
    form: {
      call: N['idCall'];
      fields: readonly FormFieldDeclaration<string>[];
      size?: DialogSize;
      /** The rows offered the form (a stuck order's resolution); absent: every row. */
      offeredWhen?: { of(row: N['row']): boolean }['of'];
    };
  }
}

export const kind: ActionKind<'form'> = {
  opens: 'form',
  label: (declared, { t, namespace }) => t(`${namespace}.actions.${declared.key}`),
  offered: (declared, row) => declared.offeredWhen?.(row) ?? true,
  select: (declared, row, page) => {
    const { t, namespace: ns, rowId } = page;
    page.open(({ close, saved }) => (
      <ResourceFormDialog
        namespace={ns}
        open
        title={t(`${ns}.actions.${declared.key}`)}
        description={page.optional(`${ns}.actions.${declared.key}For`, { name: page.labelOf(row) })}
        size={declared.size}
        call={declared.call}
        fields={declared.fields}
        // A field the row also has starts from the row's value (a device's current merchant).
        editing={row}
        fixedParams={{ [rowId]: row[rowId] }}
        onClose={close}
        onSaved={() => saved(page.optional(`${ns}.actions.${declared.key}Done`))}
      />
    ));
  },
  words: (declared, namespace) => [`${namespace}.actions.${declared.key}`],
  forms: ({ call, fields }) => [{ call, fields }],
};
