export { Form, FormSubmit, type FormLayout, type FormProps, type FormState, type FormSubmitProps } from './Form';
export { Field, type FieldControlProps, type FieldProps, type FieldRules } from './Field';
