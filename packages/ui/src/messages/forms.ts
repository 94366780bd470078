import { defineMessages } from './defineMessages';

/**
 * The form components' own words. `{name}` placeholders are filled in by the component
 * (see `fillMessage` in ImageUpload/imageFileRules.ts).
 */
export const formMessages = defineMessages(
  {
    formShowPassword: '显示密码',
    formHidePassword: '隐藏密码',
    formSelectPlaceholder: '请选择',
    formDatePlaceholder: '选择日期',
    formRangeStartPlaceholder: '开始日期',
    formRangeEndPlaceholder: '结束日期',
    formRangeSeparator: '至',
    formCalendar: '日历',
    formUploadImage: '上传图片',
    formUploadHint: '支持 {types}，不超过 {size}',
    formUploadWrongType: '文件格式不支持，只能上传 {types} 格式的图片',
    formUploadTooLarge: '图片大小不能超过 {size}',
    formUploadFailed: '上传失败，请重试',
    formUploading: '上传中',
    formUploadRemove: '删除图片',
    formUploadPreview: '图片预览',
    formEditorToolbar: '文本格式',
    formEditorBold: '加粗',
    formEditorItalic: '斜体',
    formEditorBulletList: '无序列表',
    formEditorOrderedList: '有序列表',
  },
  {
    formShowPassword: 'Show password',
    formHidePassword: 'Hide password',
    formSelectPlaceholder: 'Select',
    formDatePlaceholder: 'Select date',
    formRangeStartPlaceholder: 'Start date',
    formRangeEndPlaceholder: 'End date',
    formRangeSeparator: 'to',
    formCalendar: 'Calendar',
    formUploadImage: 'Upload image',
    formUploadHint: '{types}, up to {size}',
    formUploadWrongType: 'Unsupported file type: only {types} images can be uploaded',
    formUploadTooLarge: 'The image must not be larger than {size}',
    formUploadFailed: 'Upload failed, please try again',
    formUploading: 'Uploading',
    formUploadRemove: 'Remove image',
    formUploadPreview: 'Image preview',
    formEditorToolbar: 'Text formatting',
    formEditorBold: 'Bold',
    formEditorItalic: 'Italic',
    formEditorBulletList: 'Bulleted list',
    formEditorOrderedList: 'Numbered list',
  },
);
