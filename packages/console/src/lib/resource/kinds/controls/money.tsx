import { TextInput } from '@vending/ui';
import { majorUnitsText, minorUnitsOf } from '../../money';
import type { ControlKind } from '../controlRegistry';

declare module '../../formFields' {
  interface FormControls {
    /**
     * An amount typed in major units with at most two decimals, sent as integer minor units (the
     * record's minor units are shown as major units when editing). Its rule's words are
     * `<namespace>.rules.<name>` (the amount and its bounds).
     */
    money: {
      /** Takes a sign (`-` takes off: an adjustment). */
      signed?: boolean;
    };
  }
}

export const kind: ControlKind<'money'> = {
  control: 'money',
  // A phone's decimal keypad has no minus sign: a signed amount takes the ordinary keyboard.
  element: ({ signed }) => (
    <TextInput inputMode={signed ? 'text' : 'decimal'} autoComplete="off" placeholder={signed ? '±0.00' : '0.00'} />
  ),
  initial: (value) => majorUnitsText(value),
  // The rules let only amounts through.
  sent: (value, { signed }) => minorUnitsOf(String(value), { signed: signed === true }) ?? value,
  // Typed in major units: the schema judges the minor units sent.
  constraints: ({ required }, accepts, { signed }) => ({
    required,
    accepts: (value) => {
      const minor = minorUnitsOf(value, { signed: signed === true });
      return minor !== undefined && accepts(minor);
    },
  }),
  words: ({ name }, namespace) => [`${namespace}.rules.${name}`],
};
