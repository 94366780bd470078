import { cva } from 'class-variance-authority';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { cn } from '../lib/cn';
import { fillMessage } from '../messages/data';
import { useControlSize, useUiMessage } from '../provider/UiProvider';
import type { ControlSize } from '../tokens/tokens';

export interface SortableListItem {
  id: string;
  /** Names the row (its text, and the buttons' and announcements' words). */
  label: string;
  /** Shown before the label (an icon). */
  leading?: ReactNode;
  /** Shown after the label (a count). */
  trailing?: ReactNode;
}

export interface SortableListProps {
  /** The list's accessible name. */
  label: string;
  items: readonly SortableListItem[];
  /** The ids in their new order, after each move. */
  onReorder: (ids: string[]) => void;
  disabled?: boolean;
  size?: ControlSize;
  className?: string;
}

/** `ids` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const target = Math.max(0, Math.min(next.length - 1, to));
  if (from < 0 || from >= next.length || from === target) return next;
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

const rowVariants = cva(
  'flex items-center gap-2 border-b border-border bg-surface px-2 text-text @max-sm:flex-wrap @max-sm:gap-y-0 @max-sm:py-1.5 outline-none last:border-b-0 focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset data-[dragging=true]:opacity-50 data-[drop=above]:shadow-[inset_0_2px_0_0_var(--vc-color-primary)] data-[drop=below]:shadow-[inset_0_-2px_0_0_var(--vc-color-primary)]',
  {
    variants: { size: { default: 'min-h-12 text-sm', small: 'min-h-10 text-[13px]', mini: 'min-h-9 text-xs' } },
    defaultVariants: { size: 'mini' },
  },
);

type Focus = { id: string; on: 'row' | 'up' | 'down' } | null;

/**
 * A list people put in order: drag a row by its handle, press 上移 / 下移 (reachable by Tab),
 * or Alt+↑ / Alt+↓ on a focused row. Each move is announced; the caller holds the order.
 */
export function SortableList({ label, items, onReorder, disabled = false, size, className }: SortableListProps) {
  const resolvedSize = useControlSize(size);
  const message = useUiMessage();
  const hintId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const [drop, setDrop] = useState<{ id: string; where: 'above' | 'below' } | null>(null);
  const focusAfterMove = useRef<Focus>(null);
  const listRef = useRef<HTMLOListElement>(null);

  // After a move, the focus follows the moved row (its row, or the button pressed while it can still move).
  useEffect(() => {
    const focus = focusAfterMove.current;
    if (!focus || !listRef.current) return;
    focusAfterMove.current = null;
    const row = listRef.current.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(focus.id)}"]`);
    if (!row) return;
    const up = row.querySelector<HTMLButtonElement>('[data-move="up"]');
    const down = row.querySelector<HTMLButtonElement>('[data-move="down"]');
    const target =
      focus.on === 'row' ? row : focus.on === 'up' ? (up?.disabled ? down : up) : down?.disabled ? up : down;
    target?.focus();
  }, [items]);

  function move(from: number, to: number, focus: Focus) {
    if (disabled || to < 0 || to >= items.length || from === to) return;
    const next = moveItem(items, from, to);
    const moved = items[from];
    if (!moved) return;
    focusAfterMove.current = focus;
    setAnnouncement(
      fillMessage(message('data.sortable.moved'), { item: moved.label, position: to + 1, total: items.length }),
    );
    onReorder(next.map((item) => item.id));
  }

  function onRowKeyDown(event: KeyboardEvent<HTMLLIElement>, index: number, id: string) {
    if (!event.altKey || event.target !== event.currentTarget) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, event.key === 'ArrowUp' ? index - 1 : index + 1, { id, on: 'row' });
    }
  }

  function onDragOver(event: DragEvent<HTMLLIElement>, id: string) {
    if (dragging === null || disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const box = event.currentTarget.getBoundingClientRect();
    const where = event.clientY < box.top + box.height / 2 ? 'above' : 'below';
    if (drop?.id !== id || drop.where !== where) setDrop({ id, where });
  }

  function onDrop(event: DragEvent<HTMLLIElement>, targetIndex: number) {
    event.preventDefault();
    const from = items.findIndex((item) => item.id === dragging);
    const where = drop?.where ?? 'above';
    setDragging(null);
    setDrop(null);
    if (from < 0) return;
    // Dropped below the target: after it; the removal of the dragged row shifts what follows it.
    let to = where === 'above' ? targetIndex : targetIndex + 1;
    if (from < to) to -= 1;
    move(from, to, null);
  }

  return (
    <div data-slot="sortable-list" className={cn('grid gap-1', className)}>
      <p id={hintId} className="text-xs text-text-muted">
        {message('data.sortable.keyboardHint')}
      </p>
      <ol
        ref={listRef}
        aria-label={label}
        aria-describedby={hintId}
        className="@container overflow-hidden rounded border border-border"
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            data-item-id={item.id}
            data-dragging={dragging === item.id}
            data-drop={drop?.id === item.id && dragging !== item.id ? drop.where : undefined}
            tabIndex={disabled ? -1 : 0}
            draggable={!disabled}
            onKeyDown={(event) => onRowKeyDown(event, index, item.id)}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', item.id);
              setDragging(item.id);
            }}
            onDragOver={(event) => onDragOver(event, item.id)}
            onDrop={(event) => onDrop(event, index)}
            onDragEnd={() => {
              setDragging(null);
              setDrop(null);
            }}
            className={rowVariants({ size: resolvedSize })}
          >
            <GripVertical
              aria-hidden
              data-slot="drag-handle"
              className={cn('size-4 shrink-0 text-text-muted', disabled ? 'opacity-40' : 'cursor-grab')}
            />
            <span className="w-6 shrink-0 text-right text-text-muted tabular-nums">{index + 1}</span>
            {item.leading}
            {/* In a narrow list (a phone's drawer) the label wraps, never cut, and the state and the moves go under it. */}
            <span className="min-w-0 flex-1 truncate @max-sm:basis-[calc(100%-3.5rem)] @max-sm:break-words @max-sm:whitespace-normal">
              {item.label}
            </span>
            <span className="ml-auto flex shrink-0 items-center gap-2">
              {item.trailing}
              <Button
                variant="text"
                size={resolvedSize}
                data-move="up"
                disabled={disabled || index === 0}
                aria-label={fillMessage(message('data.sortable.moveUpItem'), { item: item.label })}
                icon={<ArrowUp aria-hidden className="size-3.5" />}
                onClick={() => move(index, index - 1, { id: item.id, on: 'up' })}
              >
                {message('data.sortable.moveUp')}
              </Button>
              <Button
                variant="text"
                size={resolvedSize}
                data-move="down"
                disabled={disabled || index === items.length - 1}
                aria-label={fillMessage(message('data.sortable.moveDownItem'), { item: item.label })}
                icon={<ArrowDown aria-hidden className="size-3.5" />}
                onClick={() => move(index, index + 1, { id: item.id, on: 'down' })}
              >
                {message('data.sortable.moveDown')}
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <span role="status" aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
