import { DateTimeInput } from '@vending/ui';
import type { ControlKind } from '../controlRegistry';

declare module '../../formFields' {
  interface FormControls {
    /** A moment, chosen in a date and time picker. */
    dateTime: object;
  }
}

export const kind: ControlKind<'dateTime'> = {
  control: 'dateTime',
  element: () => <DateTimeInput />,
  given: 'chosen',
};
