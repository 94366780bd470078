export { RichTextEditor, type RichTextEditorHandle, type RichTextEditorProps } from './RichTextEditor';
export { SanitizedHtml, type SanitizedHtmlProps } from './SanitizedHtml';
export { sanitizeHtml } from './sanitizeHtml';
