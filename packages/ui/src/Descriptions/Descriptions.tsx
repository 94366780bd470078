import { cva } from 'class-variance-authority';
import type { CSSProperties, ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface DescriptionItem {
  /** Stable key; the label when omitted. */
  key?: string;
  label: ReactNode;
  /** Empty values show a dash, so a missing field reads as missing and not as a layout gap. */
  value: ReactNode;
  /** How many columns the item spans. */
  span?: number;
}

const descriptionsVariants = cva('grid text-sm', {
  variants: {
    bordered: {
      true: 'overflow-hidden rounded border-t border-l border-border bg-surface',
      false: 'gap-x-6 gap-y-3',
    },
  },
  defaultVariants: { bordered: false },
});

export interface DescriptionsProps {
  items: DescriptionItem[];
  /** Items per row; 3 by default. */
  columns?: number;
  /** Table-like cells with lines between them (Element's bordered descriptions). */
  bordered?: boolean;
  className?: string;
}

/** The width of an item, never wider than a row. */
export function descriptionSpan(item: DescriptionItem, columns: number): number {
  return Math.max(1, Math.min(item.span ?? 1, columns));
}

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * Label and value pairs laid out in columns (order details, feedback details). On a narrow
 * container (under 36rem, a phone) the items stack in one column, so no value is squeezed to a
 * character per line; from 36rem on, `columns` per row.
 */
export function Descriptions({ items, columns = 3, bordered = false, className }: DescriptionsProps) {
  return (
    <div data-slot="descriptions-frame" className="@container">
      <dl
        data-slot="descriptions"
        data-variant={bordered ? 'bordered' : 'plain'}
        className={cn(
          descriptionsVariants({ bordered }),
          'grid-cols-1 @xl:grid-cols-[repeat(var(--vc-description-columns),minmax(0,1fr))]',
          className,
        )}
        style={{ '--vc-description-columns': columns } as CSSProperties}
      >
        {items.map((item) => (
          <div
            key={item.key ?? String(item.label)}
            data-slot="descriptions-item"
            className={cn(
              bordered ? 'flex border-r border-b border-border' : 'flex gap-2',
              '@xl:[grid-column:span_var(--vc-description-span)/span_var(--vc-description-span)]',
            )}
            style={{ '--vc-description-span': descriptionSpan(item, columns) } as CSSProperties}
          >
            <dt
              className={cn(
                'shrink-0 text-text-muted',
                bordered && 'w-32 border-r border-border bg-surface-muted px-3 py-2 font-medium',
              )}
            >
              {item.label}
            </dt>
            <dd className={cn('min-w-0 break-words text-text', bordered && 'flex-1 px-3 py-2')}>
              {isEmpty(item.value) ? '-' : item.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
