import sanitize from 'sanitize-html';

/** The `system_settings` keys of the three rich-text pages, each holding `{ html }`. */
export const RichTextKeys = { novice: 'novice', service: 'service', tutorial: 'tutorial' } as const;
export type RichTextKey = (typeof RichTextKeys)[keyof typeof RichTextKeys];

/**
 * What a member's screen may receive: the editor's formatting (paragraphs, headings, bold,
 * italic, lists, quotes, code, links) and images. Anything else is dropped, keeping its text:
 * no scripts or styles (their contents go too), no event-handler attributes, no `style`, and
 * links and images only over http(s) (links also mailto), so `javascript:` cannot survive.
 */
const policy: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'strong',
    'b',
    'em',
    'i',
    's',
    'u',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** Sanitizes rich text before it is kept; the console sanitizes again before displaying it. */
export function sanitizeRichText(html: string): string {
  return sanitize(html, policy).trim();
}
