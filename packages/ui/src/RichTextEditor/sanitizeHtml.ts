import DOMPurify from 'dompurify';

/**
 * Cleans HTML from users or the server before it is displayed: scripts, event-handler
 * attributes, `javascript:` URLs, styles and embedded frames are removed; formatting stays.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

/** Typography shared by the editor and by displayed rich text, so both look the same. */
export const richTextContentClass = [
  'break-words text-text',
  '[&_p]:my-1 [&_strong]:font-semibold [&_em]:italic [&_s]:line-through',
  '[&_ul]:my-1 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-1 [&_ol]:list-decimal [&_ol]:pl-5',
  '[&_h1]:my-2 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:my-2 [&_h2]:text-base [&_h2]:font-semibold',
  '[&_h3]:my-1 [&_h3]:font-semibold [&_blockquote]:border-l-2 [&_blockquote]:border-border [&_blockquote]:pl-3',
  '[&_a]:text-primary-text [&_a]:underline [&_code]:rounded-sm [&_code]:bg-surface-muted [&_code]:px-1',
  '[&_img]:max-w-full',
].join(' ');
