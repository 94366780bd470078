import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes, Ref } from 'react';
import { cn } from '../lib/cn';
import { useControlSize, type ControlSize } from '../provider/UiProvider';

/**
 * The colour of a tag comes from its tinted background, border and dot; the text keeps the
 * body colour so it reads at AA contrast in both schemes.
 */
const tagVariants = cva(
  'inline-flex max-w-full shrink-0 items-center gap-1.5 whitespace-nowrap rounded border align-middle text-text',
  {
    variants: {
      tone: {
        neutral: 'border-border bg-surface-muted [--vc-tag-dot:var(--vc-color-text-subtle)]',
        primary: 'border-primary/40 bg-primary-soft [--vc-tag-dot:var(--vc-color-primary)]',
        success: 'border-success/40 bg-success-soft [--vc-tag-dot:var(--vc-color-success)]',
        warning: 'border-warning/40 bg-warning-soft [--vc-tag-dot:var(--vc-color-warning)]',
        danger: 'border-danger/40 bg-danger-soft [--vc-tag-dot:var(--vc-color-danger)]',
        info: 'border-info/40 bg-info-soft [--vc-tag-dot:var(--vc-color-info)]',
      },
      size: {
        default: 'h-7 px-2.5 text-sm',
        small: 'h-6 px-2 text-[13px]',
        mini: 'h-5 px-1.5 text-xs',
      },
    },
    defaultVariants: { tone: 'neutral', size: 'mini' },
  },
);

export type TagTone = NonNullable<VariantProps<typeof tagVariants>['tone']>;
export const tagTones: readonly TagTone[] = ['neutral', 'primary', 'success', 'warning', 'danger', 'info'];

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: TagTone;
  /** Falls back to the UiProvider's size (mini by default). */
  size?: ControlSize;
  /** A coloured dot before the text, as status tags show it. */
  dot?: boolean;
  ref?: Ref<HTMLSpanElement>;
}

/** A short label or status; also serves as a badge (a count in a tag). */
export function Tag({ tone = 'neutral', size, dot = false, className, children, ref, ...rest }: TagProps) {
  const resolvedSize = useControlSize(size);
  return (
    <span
      ref={ref}
      data-slot="tag"
      data-variant={tone}
      data-size={resolvedSize}
      className={cn(tagVariants({ tone, size: resolvedSize }), className)}
      {...rest}
    >
      {dot ? (
        <span data-slot="tag-dot" aria-hidden className="size-1.5 shrink-0 rounded-full bg-[var(--vc-tag-dot)]" />
      ) : null}
      <span className="truncate">{children}</span>
    </span>
  );
}
