import { useMemo } from 'react';
import { cn } from '../lib/cn';
import { richTextContentClass, sanitizeHtml } from './sanitizeHtml';

export interface SanitizedHtmlProps {
  /** Untrusted HTML (from the editor, the server or a user); it is sanitized before display. */
  html: string;
  className?: string;
}

/** Displays rich text: the only way this design system puts HTML on the page, always sanitized. */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      data-slot="sanitized-html"
      className={cn('text-xs', richTextContentClass, className)}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
