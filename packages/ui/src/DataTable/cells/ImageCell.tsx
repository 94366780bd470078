import * as Dialog from '@radix-ui/react-dialog';
import { ImageOff } from 'lucide-react';
import { fillMessage } from '../../messages/data';
import { useUiMessage } from '../../provider/UiProvider';
import { CloseIconButton } from '../../lib/CloseIconButton';

export interface ImageCellProps {
  src: string | null | undefined;
  /** What the image shows; names the thumbnail button and titles the preview. */
  alt: string;
}

/** A thumbnail that opens the full image in a preview dialog. */
export function ImageCell({ src, alt }: ImageCellProps) {
  const message = useUiMessage();
  if (!src) {
    return (
      <span
        data-slot="image-cell"
        data-state="empty"
        role="img"
        aria-label={message('data.cell.noImage')}
        className="inline-flex size-8 items-center justify-center rounded border border-dashed border-border text-text-subtle"
      >
        <ImageOff aria-hidden className="size-3.5" />
      </span>
    );
  }
  return (
    <Dialog.Root>
      <Dialog.Trigger
        data-slot="image-cell"
        aria-label={fillMessage(message('data.cell.previewImage'), { name: alt })}
        className="inline-flex size-8 cursor-zoom-in overflow-hidden rounded border border-border bg-surface-muted align-middle"
      >
        <img src={src} alt="" className="size-full object-cover" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <Dialog.Content
          data-slot="image-preview"
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[min(90vw,640px)] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-lg bg-surface p-4 text-text shadow-xl outline-none"
        >
          <div className="flex items-center justify-between gap-4">
            <Dialog.Title className="truncate text-sm font-medium">{alt}</Dialog.Title>
            <Dialog.Close asChild>
              <CloseIconButton label={message('close')} size="large" className="text-text-muted" />
            </Dialog.Close>
          </div>
          <img src={src} alt={alt} className="min-h-0 w-full rounded object-contain" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
