export {
  Form,
  FormSubmit,
  useFormApi,
  type FormLayout,
  type FormProps,
  type FormState,
  type FormSubmitProps,
} from './Form';
export { Field, type FieldControlProps, type FieldProps, type FieldRules } from './Field';
export { FieldFrame, useFieldIds, type FieldFrameProps, type FieldIds } from './FieldFrame';
