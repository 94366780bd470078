import { switchColumn } from '@vending/ui';
import { fieldColumn, type ColumnKind, type OfRow } from '../kind';

declare module '../kind' {
  interface ColumnKinds<N extends PageNames> {
    /**
     * The spec's enabled flag as a switch: asks first (`<namespace>.flag.confirmEnable` /
     * `confirmDisable`, optional `enableDescription` / `disableDescription` with {{name}}), then
     * sends the row id and the field to `update`.
     */
    flag: {
      [Field in N['flag']]: {
        field: Field;
        /** The call that sets the flag; it takes the row id and the field. */
        update: N['flagCall'][Field];
        /** Rows whose switch may not be changed (the super administrator…). */
        disabled?: OfRow<N['row'], boolean>;
      } & ColumnLayout;
    }[N['flag']];
  }
}

export const kind: ColumnKind<'flag'> = {
  kind: 'flag',
  column: (declared, page) => {
    const { field, update, disabled } = declared;
    const { t, namespace: ns, rowId } = page;
    return switchColumn({
      ...fieldColumn(declared, page),
      checked: (row) => row[field] === 1,
      label: (row) => t('common.flagLabel', { name: page.labelOf(row) }),
      // Read-only on a page held at 查看 (view), whose writes the server refuses.
      ...(page.readOnly
        ? { disabled: () => true }
        : disabled && { disabled: (row: Parameters<typeof disabled>[0]) => disabled(row, page) }),
      onChange: async (row, enable) => {
        const name = page.labelOf(row);
        const value = enable ? 1 : 0;
        const changed = await page.confirmedCall({
          title: t(`${ns}.flag.${enable ? 'confirmEnable' : 'confirmDisable'}`),
          description: page.optional(`${ns}.flag.${enable ? 'enableDescription' : 'disableDescription'}`, { name }),
          variant: enable ? 'default' : 'danger',
          call: update,
          request: { [rowId]: row[rowId], [field]: value },
          done: enable ? t('common.enabledDone') : t('common.disabledDone'),
        });
        if (changed)
          page.replaceRow((current) => (current[rowId] === row[rowId] ? { ...current, [field]: value } : current));
        return changed;
      },
    });
  },
  // Outside a table the flag is read, not switched: the detail shows the word.
  value: (declared, record, page) => page.t(record[declared.field] === 1 ? 'common.enabled' : 'common.disabled'),
  words: (_declared, namespace) => [`${namespace}.flag.confirmEnable`, `${namespace}.flag.confirmDisable`],
};
