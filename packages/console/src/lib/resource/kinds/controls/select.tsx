import type { EndpointName } from '@vending/contract';
import { Combobox, Select, TextInput, type SelectProps } from '@vending/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadedOptions } from '../../useOptions';
import { textOf, type ControlKind } from '../controlRegistry';
import type { OptionsCall } from '../kind';

declare module '../../formFields' {
  interface FormControls {
    /** A choice: among what a call answers (`options`) or fixed ones (`choices`). */
    select: {
      /** A call answering the options. */
      options?: OptionsCall;
      /** Fixed options, labelled `<namespace>.options.<name>.<value>`. */
      choices?: readonly string[];
    };
  }
}

/** More choices than this are searched (Combobox) rather than scrolled. */
const searchableAbove = 8;

/**
 * A choice among what a call answers; the Field hands it its value and handlers. A long list, or
 * one whose options need a description to be told apart, is a searchable Combobox.
 */
function OptionsSelect({ call, value, ...props }: Omit<SelectProps, 'options'> & { call: EndpointName }) {
  const { t } = useTranslation();
  const loaded = useLoadedOptions([call])[call];
  const options = (loaded ?? []).map((option) => ({
    value: String(option.value),
    label: option.label,
    ...(option.description && { description: option.description }),
  }));
  const searchable = options.length > searchableAbove || options.some((option) => option.description);
  // Opened while its options load, the plain choice becomes the searchable one when many arrive:
  // the open state is kept here, so the new control opens where the user's click left the old.
  const [open, setOpen] = useState(false);
  const common = {
    ...props,
    value: textOf(value),
    placeholder: t('common.choose'),
    options,
    open,
    onOpenChange: setOpen,
  };
  return searchable ? <Combobox {...common} loading={loaded === undefined} /> : <Select {...common} />;
}

export const kind: ControlKind<'select'> = {
  control: 'select',
  element: ({ name, options, choices }, { t, namespace }) =>
    choices ? (
      <Select
        placeholder={t('common.choose')}
        options={choices.map((value) => ({ value, label: t(`${namespace}.options.${name}.${value}`) }))}
      />
    ) : options ? (
      <OptionsSelect call={options} />
    ) : (
      <TextInput autoComplete="off" />
    ),
  given: 'chosen',
  words: ({ name, choices }, namespace) => (choices ?? []).map((value) => `${namespace}.options.${name}.${value}`),
};
