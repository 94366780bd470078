import { ImageField } from '../../ImageField';
import type { ControlKind } from '../controlRegistry';

declare module '../../formFields' {
  interface FormControls {
    /** An image upload whose value is the uploaded file's URL. */
    image: object;
  }
}

export const kind: ControlKind<'image'> = {
  control: 'image',
  element: () => <ImageField />,
  given: 'uploaded',
};
