import { Textarea } from '@vending/ui';
import type { ControlKind } from '../controlRegistry';

declare module '../../formFields' {
  interface FormControls {
    /** Lines of text (a reply, a description). */
    textarea: object;
  }
}

export const kind: ControlKind<'textarea'> = {
  control: 'textarea',
  element: () => <Textarea rows={4} />,
};
