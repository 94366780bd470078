import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; when given, the card is a named region. */
  title?: ReactNode;
  /** Actions or links at the right of the header. */
  extra?: ReactNode;
  /** Removes the body padding, for tables and charts that run edge to edge. */
  flush?: boolean;
  /** The title's heading level, to follow the page's outline (a page under an h1 uses 2). */
  headingLevel?: 2 | 3 | 4;
}

/** A surface that groups related content under an optional title. */
export function Card({ title, extra, flush = false, headingLevel = 3, className, children, ...rest }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const Element = title ? 'section' : 'div';
  return (
    <Element
      data-slot="card"
      aria-labelledby={title ? titleId : undefined}
      className={cn('rounded-lg border border-border bg-surface text-text shadow-sm', className)}
      {...rest}
    >
      {title || extra ? (
        <div
          data-slot="card-header"
          className="flex min-h-12 items-center justify-between gap-3 border-b border-border px-5 py-3"
        >
          {title ? (
            <Heading id={titleId} data-slot="card-title" className="text-base font-medium">
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {extra ? <div data-slot="card-extra">{extra}</div> : null}
        </div>
      ) : null}
      <div data-slot="card-body" className={cn('text-sm', flush ? '' : 'p-5')}>
        {children}
      </div>
    </Element>
  );
}
