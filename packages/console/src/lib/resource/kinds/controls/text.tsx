import { TextInput } from '@vending/ui';
import type { ControlKind } from '../controlRegistry';

declare module '../../formFields' {
  interface FormControls {
    /** A line of text. */
    text: object;
  }
}

export const kind: ControlKind<'text'> = {
  control: 'text',
  element: () => <TextInput autoComplete="off" />,
};
