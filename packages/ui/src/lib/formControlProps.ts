import type { ControlSize } from '../provider/UiProvider';

/**
 * What every custom form control takes besides its value: the states a Field hands it and the
 * attributes that tie it to its label, help and error (see Form/Field).
 */
export interface FormControlProps {
  /** Runs when the focus leaves the control (not when it moves into the control's own popup). */
  onBlur?: () => void;
  invalid?: boolean;
  disabled?: boolean;
  size?: ControlSize;
  id?: string;
  name?: string;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}
