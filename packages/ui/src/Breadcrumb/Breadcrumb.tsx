import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useShellMessage } from '../messages/shell';
import { renderShellLink, type RenderLink } from '../ShellCommon';

export interface BreadcrumbItem {
  /** The translated title, shown as plain text. */
  title: string;
  /** Where the item leads; an item without a path is text. */
  path?: string;
  /** False for a step that has no page of its own (a menu group): it renders as text. */
  navigable?: boolean;
}

export interface BreadcrumbProps {
  /** The matched route chain, outermost first; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  renderLink?: RenderLink;
  onNavigate?: (path: string) => void;
  className?: string;
}

/**
 * Where the current page sits (docs/SPECIFICATION.md §2, top bar): earlier steps link back, the last one is
 * the current page. Titles are React text, never HTML.
 */
export function Breadcrumb({ items, renderLink, onNavigate, className }: BreadcrumbProps) {
  const message = useShellMessage();
  return (
    <nav
      aria-label={message('shell.breadcrumb.label')}
      data-slot="breadcrumb"
      className={cn('min-w-0 text-sm', className)}
    >
      <ol className="flex min-w-0 items-center">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          const linked = !current && item.path !== undefined && item.navigable !== false;
          let content: ReactNode;
          if (linked && item.path !== undefined) {
            content = renderShellLink(
              {
                path: item.path,
                className: 'font-semibold text-text no-underline hover:text-primary-text',
                title: item.title,
                children: item.title,
              },
              renderLink,
              onNavigate,
            );
          } else {
            content = (
              <span
                aria-current={current ? 'page' : undefined}
                data-state={current ? 'current' : 'text'}
                title={item.title}
                className="text-text-muted"
              >
                {item.title}
              </span>
            );
          }
          return (
            <li key={`${index}-${item.title}`} className="flex min-w-0 items-center">
              {index > 0 ? (
                <span aria-hidden className="mx-2 text-text-subtle">
                  /
                </span>
              ) : null}
              <span className="truncate">{content}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
