import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

interface ColumnResizerProps {
  label: string;
  /** The id of the hint read with each handle (the keys that move and resize). */
  hintId: string;
  width: number;
  minWidth: number;
  /** The one handle of the header in the tab order (roving focus): the header is one tab stop. */
  tabbable: boolean;
  onFocus: () => void;
  onResize: (width: number) => void;
}

/** The header's handles in order, for ↑/↓ (Home/End) to move between them. */
function neighbour(handle: HTMLElement, key: string): HTMLElement | undefined {
  const handles = [...(handle.closest('tr')?.querySelectorAll<HTMLElement>('[data-slot="column-resizer"]') ?? [])];
  const index = handles.indexOf(handle);
  if (key === 'Home') return handles[0];
  if (key === 'End') return handles.at(-1);
  return handles[index + (key === 'ArrowDown' ? 1 : -1)];
}

/**
 * The drag handle on a header's right edge. The header's handles are one tab stop: ← / → resize
 * the focused column (Shift for bigger steps), ↑ / ↓ move to the previous / next column's handle
 * (Home / End to the first / last), and Tab leaves them for the rows.
 */
export function ColumnResizer({ label, hintId, width, minWidth, tabbable, onFocus, onResize }: ColumnResizerProps) {
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);
  const resizeTo = (next: number) => onResize(Math.max(minWidth, next));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 50 : 10;
    if (event.key === 'ArrowRight') resizeTo(width + step);
    else if (event.key === 'ArrowLeft') resizeTo(width - step);
    else if (['ArrowUp', 'ArrowDown', 'Home', 'End'].includes(event.key))
      neighbour(event.currentTarget, event.key)?.focus();
    else return;
    event.preventDefault();
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-describedby={hintId}
      aria-valuenow={Math.round(width)}
      aria-valuemin={minWidth}
      tabIndex={tabbable ? 0 : -1}
      data-slot="column-resizer"
      className="group absolute top-0 -right-1 z-20 flex h-full w-2 cursor-col-resize touch-none justify-center outline-none"
      onFocus={onFocus}
      onPointerDown={(event: PointerEvent<HTMLDivElement>) => {
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        const header = event.currentTarget.parentElement;
        drag.current = { startX: event.clientX, startWidth: header?.getBoundingClientRect().width ?? width };
      }}
      onPointerMove={(event) => {
        if (drag.current) resizeTo(drag.current.startWidth + event.clientX - drag.current.startX);
      }}
      onPointerUp={() => {
        drag.current = null;
      }}
      onKeyDown={onKeyDown}
    >
      <span className="my-2 w-0.5 rounded bg-border group-hover:bg-primary group-focus-visible:bg-primary" />
    </div>
  );
}
