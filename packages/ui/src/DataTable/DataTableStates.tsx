import type { Column } from '@tanstack/react-table';
import { CircleAlert, Inbox, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { useUiMessage } from '../provider/UiProvider';
import { Skeleton } from '../Skeleton';
import { bodyCellClass } from './tableStyles';

const skeletonWidths = ['72%', '48%', '64%', '40%', '56%'];

interface SkeletonRowsProps<Row> {
  count: number;
  selectable: boolean;
  visibleColumns: Column<Row, unknown>[];
}

/** Loading: placeholder rows shaped like the columns. */
export function SkeletonRows<Row>({ count, selectable, visibleColumns }: SkeletonRowsProps<Row>) {
  return Array.from({ length: count }, (_, rowIndex) => (
    <tr key={rowIndex} data-slot="skeleton-row">
      {selectable ? (
        <td className={bodyCellClass}>
          <Skeleton className="mx-auto size-3.5" />
        </td>
      ) : null}
      {visibleColumns.map((column, columnIndex) => (
        <td key={column.id} className={bodyCellClass}>
          <Skeleton width={skeletonWidths[(rowIndex + columnIndex) % skeletonWidths.length]} />
        </td>
      ))}
    </tr>
  ));
}

function StateRow({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columnCount} className="border-b border-border px-3 py-10 text-center">
        {children}
      </td>
    </tr>
  );
}

interface ErrorRowProps {
  columnCount: number;
  errorMessage?: string;
  onRetry?: () => void;
}

/** The error state: "加载失败", the reason and a retry button. */
export function ErrorRow({ columnCount, errorMessage, onRetry }: ErrorRowProps) {
  const message = useUiMessage();
  return (
    <StateRow columnCount={columnCount}>
      <div data-slot="data-table-error" className="flex flex-col items-center gap-2">
        <CircleAlert aria-hidden className="size-8 text-danger" />
        <div role="alert" className="flex flex-col items-center gap-1">
          <span className="font-medium">{message('data.table.loadError')}</span>
          {errorMessage ? <span className="text-text-muted">{errorMessage}</span> : null}
        </div>
        {onRetry ? (
          <Button icon={<RotateCw aria-hidden className="size-3.5" />} onClick={onRetry}>
            {message('data.table.retry')}
          </Button>
        ) : null}
      </div>
    </StateRow>
  );
}

/** No rows: an empty-tray picture and the caller's words or "暂无数据". */
export function EmptyRow({ columnCount, emptyText }: { columnCount: number; emptyText?: string }) {
  const message = useUiMessage();
  return (
    <StateRow columnCount={columnCount}>
      <div data-slot="data-table-empty" className="flex flex-col items-center gap-2 text-text-muted">
        <Inbox aria-hidden strokeWidth={1.5} className="size-10 text-text-subtle" />
        <span>{emptyText ?? message('data.table.empty')}</span>
      </div>
    </StateRow>
  );
}
