import { TextInput } from '@vending/ui';
import type { ControlKind } from '../controlRegistry';

declare module '../../formFields' {
  interface FormControls {
    /** A phone number: a phone's keypad shows digits. */
    phone: object;
  }
}

export const kind: ControlKind<'phone'> = {
  control: 'phone',
  element: () => <TextInput inputMode="tel" autoComplete="off" />,
};
