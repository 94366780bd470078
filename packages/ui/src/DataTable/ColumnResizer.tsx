import { useRef, type PointerEvent } from 'react';

interface ColumnResizerProps {
  label: string;
  width: number;
  minWidth: number;
  onResize: (width: number) => void;
}

/** The drag handle on a header's right edge; arrow keys resize it too. */
export function ColumnResizer({ label, width, minWidth, onResize }: ColumnResizerProps) {
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);
  const resizeTo = (next: number) => onResize(Math.max(minWidth, next));
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={Math.round(width)}
      aria-valuemin={minWidth}
      tabIndex={0}
      data-slot="column-resizer"
      className="group absolute top-0 -right-1 z-20 flex h-full w-2 cursor-col-resize touch-none justify-center outline-none"
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
      onKeyDown={(event) => {
        const step = event.shiftKey ? 50 : 10;
        if (event.key === 'ArrowRight') resizeTo(width + step);
        else if (event.key === 'ArrowLeft') resizeTo(width - step);
        else return;
        event.preventDefault();
      }}
    >
      <span className="my-2 w-0.5 rounded bg-border group-hover:bg-primary group-focus-visible:bg-primary" />
    </div>
  );
}
