export { TextInput, type TextInputProps } from './TextInput';
export { PasswordInput, type PasswordInputProps } from './PasswordInput';
export { Textarea, type TextareaProps } from './Textarea';
export { NumberInput, parseNumberInput, type NumberInputProps } from './NumberInput';
export { DateTimeInput, instantOf, localDateTimeOf, type DateTimeInputProps } from './DateTimeInput';
export { FileInput, type FileInputProps } from './FileInput';
