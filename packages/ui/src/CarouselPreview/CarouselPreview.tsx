import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { cn } from '../lib/cn';
import { fillMessage } from '../messages/data';
import { useControlSize, useUiMessage } from '../provider/UiProvider';
import type { ControlSize } from '../tokens/tokens';

export interface CarouselSlide {
  id: string;
  /** The image's address. */
  src: string;
  /** What the image shows (its alternative text). */
  alt: string;
}

export interface CarouselPreviewProps {
  /** The carousel's accessible name. */
  label: string;
  /** The slides, in the order they are shown. */
  slides: readonly CarouselSlide[];
  /** Width ÷ height of the screen it previews (16 / 9 by default). */
  aspectRatio?: number;
  size?: ControlSize;
  className?: string;
}

const widths: Record<ControlSize, string> = { default: 'w-[480px]', small: 'w-[400px]', mini: 'w-[320px]' };

/**
 * A preview of a carousel: one slide at a time at the screen's aspect ratio, with previous /
 * next buttons (reachable by Tab, wrapping round) and ← / → on the focused carousel. The
 * position is announced politely.
 */
export function CarouselPreview({ label, slides, aspectRatio = 16 / 9, size, className }: CarouselPreviewProps) {
  const resolvedSize = useControlSize(size);
  const message = useUiMessage();
  const [chosen, setChosen] = useState(0);
  const total = slides.length;
  // The slides may change under it (one removed): stay within them.
  const index = total === 0 ? 0 : Math.min(chosen, total - 1);
  const slide = slides[index];
  const go = (step: number) => total > 0 && setChosen((index + step + total) % total);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    }
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn('flex max-w-full flex-col gap-2', widths[resolvedSize], className)}
    >
      <div
        className="relative overflow-hidden rounded border border-border bg-surface-muted"
        style={{ aspectRatio: String(aspectRatio) }}
      >
        {slide ? (
          <div
            role="group"
            aria-roledescription="slide"
            aria-label={fillMessage(message('data.carousel.slide'), { position: index + 1, total })}
            className="size-full"
          >
            <img src={slide.src} alt={slide.alt} className="size-full object-cover" />
          </div>
        ) : (
          <p className="flex size-full items-center justify-center text-sm text-text-muted">
            {message('data.carousel.empty')}
          </p>
        )}
      </div>
      <div className="flex items-center justify-between gap-2">
        <Button
          size={resolvedSize}
          disabled={total < 2}
          aria-label={message('data.carousel.previous')}
          icon={<ChevronLeft aria-hidden className="size-4" />}
          onClick={() => go(-1)}
        />
        <span aria-live="polite" className="text-sm text-text-muted tabular-nums">
          {total === 0 ? '' : fillMessage(message('data.carousel.slide'), { position: index + 1, total })}
        </span>
        <Button
          size={resolvedSize}
          disabled={total < 2}
          aria-label={message('data.carousel.next')}
          icon={<ChevronRight aria-hidden className="size-4" />}
          onClick={() => go(1)}
        />
      </div>
    </section>
  );
}
