import { PasswordInput } from '@vending/ui';
import type { ControlKind } from '../controlRegistry';

declare module '../../formFields' {
  interface FormControls {
    /** A password being set: hidden, with a button to show it. */
    newPassword: object;
  }
}

export const kind: ControlKind<'newPassword'> = {
  control: 'newPassword',
  element: () => <PasswordInput autoComplete="new-password" />,
};
