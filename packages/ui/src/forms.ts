// The forms components' public exports (one line per component folder).
export * from './Form';
export * from './Input';
export * from './Select';
export * from './Combobox';
export * from './Switch';
export * from './Checkbox';
export * from './RadioGroup';
export * from './CheckboxTree';
export * from './DatePicker';
export * from './ImageUpload';
export * from './RichTextEditor';
export * from './PlaceSearch';
