import { cva } from 'class-variance-authority';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent, type Ref } from 'react';
import { useControllableValue } from '../lib/useControllableValue';
import { cn } from '../lib/cn';
import { useControlSize, useUiMessage } from '../provider/UiProvider';
import {
  checkImageFile,
  defaultImageTypes,
  defaultMaxImageBytes,
  describeBytes,
  describeImageTypes,
  fillMessage,
  type ImageFileProblem,
} from './imageFileRules';
import type { FormControlProps } from '../lib/formControlProps';

export type ImageUploadState = 'empty' | 'uploading' | 'done' | 'rejected';

export interface ImageUploadProps extends FormControlProps {
  /** The uploaded image's URL; `null` is none. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  /**
   * Sends the file and resolves with its URL; calls `onProgress` with 0-100 on the way.
   * The caller owns the HTTP part (ui knows no server).
   */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  /** Called with the reason when `upload` rejects (the picker itself shows 上传失败). */
  onUploadError?: (error: unknown) => void;
  /** Accepted MIME types; PNG and JPEG by default. */
  accept?: readonly string[];
  /** Largest accepted file in bytes; 2 MB by default. */
  maxBytes?: number;
  /** The preview's text alternative; 图片预览 / Image preview by default. */
  alt?: string;
  /** Receives the control that has the focus: the pick button, or the remove button once uploaded. */
  ref?: Ref<HTMLButtonElement>;
}

const tileVariants = cva('relative flex shrink-0 overflow-hidden rounded border bg-surface-muted', {
  variants: { size: { default: 'size-28', small: 'size-24', mini: 'size-20' } },
  defaultVariants: { size: 'mini' },
});

/**
 * What `upload` rejects with when the file was refused for a reason the person can act on
 * (not an image by its content, too large): the picker says that reason under itself, once,
 * in place of its own 上传失败，请重试.
 */
export class UploadRefused extends Error {
  override readonly name = 'UploadRefused';
}

const problemMessages = {
  wrongType: 'formUploadWrongType',
  tooLarge: 'formUploadTooLarge',
} as const;

/**
 * One image: pick it (button or drag and drop), checked for type and size before upload,
 * previewed with progress while the caller's `upload` runs, then shown with a remove button.
 */
export function ImageUpload({
  value,
  defaultValue = null,
  onValueChange,
  upload,
  onUploadError,
  accept = defaultImageTypes,
  maxBytes = defaultMaxImageBytes,
  alt,
  onBlur,
  invalid = false,
  disabled = false,
  size,
  id,
  name,
  className,
  'aria-describedby': describedBy,
  // Neither a group nor a button may carry aria-required; a Field's visible mark says it.
  'aria-required': _required,
  ref,
  ...labelling
}: ImageUploadProps) {
  const resolvedSize = useControlSize(size);
  const message = useUiMessage();
  const [url, setUrl] = useControllableValue(value, defaultValue, onValueChange);
  const [progress, setProgress] = useState<number | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<ImageFileProblem | 'failed' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const pickButton = useRef<HTMLButtonElement | null>(null);
  const focusPickAfterRemove = useRef(false);
  const baseId = useId();
  const hintId = `${baseId}hint`;
  const problemId = `${baseId}problem`;
  const types = describeImageTypes(accept);
  const limit = describeBytes(maxBytes);

  useEffect(() => {
    if (!localPreview) return;
    return () => URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  useEffect(() => {
    if (url === null && focusPickAfterRemove.current) {
      focusPickAfterRemove.current = false;
      pickButton.current?.focus();
    }
  }, [url]);

  const uploading = progress !== null;
  const state: ImageUploadState = uploading ? 'uploading' : url ? 'done' : problem ? 'rejected' : 'empty';

  async function take(file: File) {
    const refused = checkImageFile(file, accept, maxBytes);
    setProblem(refused);
    if (refused) return;
    setLocalPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const uploaded = await upload(file, (percent) => setProgress(Math.max(0, Math.min(100, Math.round(percent)))));
      setUrl(uploaded);
    } catch (error) {
      setProblem('failed');
      setRefusal(error instanceof UploadRefused && error.message ? error.message : null);
      onUploadError?.(error);
    } finally {
      setProgress(null);
      setLocalPreview(null);
    }
  }

  const problemText =
    problem === 'failed'
      ? (refusal ?? message('formUploadFailed'))
      : problem
        ? fillMessage(message(problemMessages[problem]), { types, size: limit })
        : null;
  const description = [problemText ? problemId : null, describedBy, hintId].filter(Boolean).join(' ');
  const preview = localPreview ?? url;

  return (
    <div
      id={id}
      role="group"
      data-slot="image-upload"
      data-size={resolvedSize}
      data-state={state}
      className={cn('flex flex-col gap-1', className)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
      {...labelling}
    >
      <input
        ref={fileInput}
        type="file"
        hidden
        name={name}
        accept={accept.join(',')}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void take(file);
        }}
      />
      {preview ? (
        <div
          data-slot="image-upload-preview"
          className={cn(tileVariants({ size: resolvedSize }), invalid ? 'border-danger' : 'border-border')}
        >
          <img src={preview} alt={alt ?? message('formUploadPreview')} className="size-full object-cover" />
          {uploading ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-overlay px-2 text-xs text-on-solid">
              <span>{progress}%</span>
              <div
                role="progressbar"
                aria-label={message('formUploading')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                className="h-1 w-full overflow-hidden rounded-full bg-on-solid/30"
              >
                <div className="h-full bg-on-solid" style={{ width: `${progress}%` }} />
              </div>
            </div>
          ) : (
            <button
              ref={ref}
              type="button"
              data-slot="image-upload-remove"
              aria-label={message('formUploadRemove')}
              aria-describedby={description}
              disabled={disabled}
              className="absolute top-1 right-1 inline-flex size-6 cursor-pointer items-center justify-center rounded bg-overlay text-on-solid hover:bg-danger disabled:cursor-not-allowed"
              onClick={() => {
                focusPickAfterRemove.current = true;
                setProblem(null);
                setUrl(null);
              }}
            >
              <Trash2 aria-hidden className="size-3.5" />
            </button>
          )}
        </div>
      ) : (
        <button
          ref={(element) => {
            pickButton.current = element;
            if (typeof ref === 'function') return ref(element);
            if (ref) ref.current = element;
          }}
          type="button"
          data-slot="image-upload-pick"
          data-dragging={dragging || undefined}
          aria-describedby={description}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          className={cn(
            tileVariants({ size: resolvedSize }),
            'cursor-pointer flex-col items-center justify-center gap-1 border-dashed border-border-strong text-xs text-text-muted',
            'hover:border-primary hover:text-primary-text data-dragging:border-primary data-dragging:bg-primary-soft',
            'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-border-strong',
          )}
          onClick={() => fileInput.current?.click()}
          onDragOver={(event: DragEvent) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event: DragEvent) => {
            event.preventDefault();
            setDragging(false);
            const file = event.dataTransfer.files[0];
            if (file && !disabled) void take(file);
          }}
        >
          <ImagePlus aria-hidden className="size-5" />
          <span>{message('formUploadImage')}</span>
        </button>
      )}
      <p id={hintId} data-slot="image-upload-hint" className="text-xs text-text-muted">
        {fillMessage(message('formUploadHint'), { types, size: limit })}
      </p>
      {problemText ? (
        <p id={problemId} role="alert" data-slot="image-upload-problem" className="text-xs text-danger-text">
          {problemText}
        </p>
      ) : null}
    </div>
  );
}
