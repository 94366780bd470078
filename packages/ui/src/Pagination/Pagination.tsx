import { cva } from 'class-variance-authority';
import { ChevronLeft, ChevronRight, Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { useControllableValue } from '../lib/useControllableValue';
import { cn } from '../lib/cn';
import { fillMessage } from '../messages/data';
import { useControlSize, useUiMessage, type ControlSize } from '../provider/UiProvider';
import { clampPage, pageCountOf, pageItems } from './pageItems';
import { Select } from '../Select';

const paginationControlVariants = cva(
  'inline-flex shrink-0 items-center justify-center rounded border border-border bg-surface text-text tabular-nums disabled:cursor-not-allowed disabled:opacity-50',
  {
    variants: {
      size: {
        default: 'h-control-default min-w-10 px-2 text-sm',
        small: 'h-control-small min-w-8 px-1.5 text-[13px]',
        mini: 'h-control-mini min-w-7 px-1 text-xs',
      },
    },
    defaultVariants: { size: 'mini' },
  },
);

const pagerButtonClass =
  'cursor-pointer hover:enabled:border-primary-text hover:enabled:text-primary-text aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-on-solid';

export interface PaginationChange {
  page: number;
  pageSize: number;
}

export interface PaginationProps {
  /** Rows across all pages. */
  total: number;
  /** 1-based. */
  page?: number;
  defaultPage?: number;
  pageSize?: number;
  defaultPageSize?: number;
  pageSizes?: readonly number[];
  /** A new page or page size (a new size goes back to page 1). */
  onChange?: (change: PaginationChange) => void;
  /** While a page loads, nothing can be pressed. */
  disabled?: boolean;
  size?: ControlSize;
  className?: string;
}

/** Total, page size, previous / pages / next and a page jump, as in Element's full layout. */
export function Pagination({
  total,
  page: pageProp,
  defaultPage = 1,
  pageSize: pageSizeProp,
  defaultPageSize = 20,
  pageSizes = [10, 20, 50, 100],
  onChange,
  disabled = false,
  size,
  className,
}: PaginationProps) {
  const message = useUiMessage();
  const resolvedSize = useControlSize(size);
  const [state, setState] = useControllableValue<PaginationChange>(
    pageProp === undefined && pageSizeProp === undefined
      ? undefined
      : { page: pageProp ?? defaultPage, pageSize: pageSizeProp ?? defaultPageSize },
    { page: defaultPage, pageSize: defaultPageSize },
    onChange,
  );
  const pageCount = pageCountOf(total, state.pageSize);
  const page = Math.min(state.page, pageCount);
  const [jumpText, setJumpText] = useState(String(page));
  const [jumpShownFor, setJumpShownFor] = useState(page);
  if (jumpShownFor !== page) {
    setJumpShownFor(page);
    setJumpText(String(page));
  }
  const control = paginationControlVariants({ size: resolvedSize });
  const goTo = (next: number) => {
    if (next !== page) setState({ page: next, pageSize: state.pageSize });
  };
  const commitJump = () => {
    const target = clampPage(jumpText, pageCount);
    if (target === null) setJumpText(String(page));
    else {
      setJumpText(String(target));
      goTo(target);
    }
  };

  return (
    <nav
      aria-label={message('data.pagination.label')}
      data-slot="pagination"
      data-size={resolvedSize}
      data-state={disabled ? 'disabled' : 'idle'}
      className={cn('flex flex-wrap items-center gap-2 text-xs text-text', className)}
    >
      <span data-slot="pagination-total" className="text-text-muted">
        {fillMessage(message('data.pagination.total'), { total })}
      </span>
      <Select
        aria-label={message('data.pagination.pageSize')}
        size={resolvedSize}
        className="w-auto"
        value={String(state.pageSize)}
        disabled={disabled}
        onValueChange={(value) => setState({ page: 1, pageSize: Number(value) })}
        options={pageSizes.map((option) => ({
          value: String(option),
          label: fillMessage(message('data.pagination.pageSizeOption'), { size: option }),
        }))}
      />
      <button
        type="button"
        aria-label={message('data.pagination.previous')}
        className={cn(control, pagerButtonClass)}
        disabled={disabled || page <= 1}
        onClick={() => goTo(page - 1)}
      >
        <ChevronLeft aria-hidden className="size-3.5" />
      </button>
      <ul className="flex items-center gap-1">
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                aria-label={fillMessage(message('data.pagination.page'), { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={cn(control, pagerButtonClass)}
                disabled={disabled}
                onClick={() => goTo(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={cn(control, 'border-transparent bg-transparent text-text-subtle')}>
              <Ellipsis role="img" aria-label={message('data.pagination.morePages')} className="size-3.5" />
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        aria-label={message('data.pagination.next')}
        className={cn(control, pagerButtonClass)}
        disabled={disabled || page >= pageCount}
        onClick={() => goTo(page + 1)}
      >
        <ChevronRight aria-hidden className="size-3.5" />
      </button>
      <span className="flex items-center gap-1.5 text-text-muted">
        <span aria-hidden>{message('data.pagination.jumpTo')}</span>
        <input
          inputMode="numeric"
          aria-label={message('data.pagination.jumpLabel')}
          className={cn(control, 'w-12 px-1 text-center')}
          value={jumpText}
          disabled={disabled}
          onChange={(event) => setJumpText(event.target.value.replace(/\D/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commitJump();
            }
          }}
          onBlur={commitJump}
        />
        {message('data.pagination.jumpUnit') ? <span aria-hidden>{message('data.pagination.jumpUnit')}</span> : null}
      </span>
    </nav>
  );
}
