import { Upload } from 'lucide-react';
import { useId, useRef, useState, type InputHTMLAttributes, type Ref } from 'react';
import { cn } from '../lib/cn';
import { useControlSize, useUiMessage, type ControlSize } from '../provider/UiProvider';

export interface FileInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'value' | 'defaultValue' | 'onChange' | 'multiple'
> {
  /** The file chosen, or null when the choice was cleared (the browser's cancel). */
  onFileChange?: (file: File | null) => void;
  /** The button's words; 选择文件 / Choose file by default. */
  chooseLabel?: string;
  /** Said while nothing is chosen; 未选择文件 / No file chosen by default. */
  noFileLabel?: string;
  invalid?: boolean;
  size?: ControlSize;
  ref?: Ref<HTMLInputElement>;
}

const buttonSizes = {
  default: 'h-control-default px-4 text-sm',
  small: 'h-control-small px-3 text-sm',
  mini: 'h-control-mini px-2.5 text-xs',
} satisfies Record<ControlSize, string>;

/**
 * A file picker in the console's language: the browser's own input draws "Choose File / No file
 * chosen" in the browser's language, so it is visually hidden (still the control: Tab reaches it,
 * Space or Enter opens the browser's file dialog, its label and name stay its own) and a button
 * and the chosen file's name are drawn beside it in the design system's words. The file's name
 * (or 未选择文件) also describes the input to a screen reader.
 */
export function FileInput({
  onFileChange,
  chooseLabel,
  noFileLabel,
  invalid = false,
  disabled = false,
  size,
  className,
  id,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: FileInputProps) {
  const message = useUiMessage();
  const resolvedSize = useControlSize(size);
  const [fileName, setFileName] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const ownId = useId();
  const inputId = id ?? `${ownId}input`;
  const nameId = `${ownId}name`;
  return (
    <div data-slot="file-input" data-size={resolvedSize} className={cn('flex min-w-0 items-center gap-2', className)}>
      <input
        {...rest}
        ref={(element) => {
          input.current = element;
          if (typeof ref === 'function') return ref(element);
          if (ref) ref.current = element;
        }}
        id={inputId}
        type="file"
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={[nameId, describedBy].filter(Boolean).join(' ')}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          setFileName(file?.name ?? null);
          onFileChange?.(file);
        }}
      />
      {/* The drawn button: a click on it is a click on the input (the input keeps the focus ring's place). */}
      <span
        aria-hidden
        data-slot="file-input-button"
        className={cn(
          'inline-flex shrink-0 cursor-pointer items-center gap-1.5 rounded border border-border bg-surface font-medium whitespace-nowrap text-text select-none',
          'hover:border-primary-text hover:text-primary-text',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
          'peer-aria-invalid:border-danger peer-disabled:cursor-not-allowed peer-disabled:bg-surface-muted peer-disabled:text-text-muted peer-disabled:hover:border-border peer-disabled:hover:text-text-muted',
          buttonSizes[resolvedSize],
        )}
        onClick={() => {
          if (!disabled) input.current?.click();
        }}
      >
        <Upload className="size-3.5" />
        {chooseLabel ?? message('formFileChoose')}
      </span>
      <span
        id={nameId}
        data-slot="file-input-name"
        className={cn(
          'min-w-0 truncate',
          resolvedSize === 'mini' ? 'text-xs' : 'text-sm',
          fileName ? 'text-text' : 'text-text-muted',
        )}
        title={fileName ?? undefined}
      >
        {fileName ?? noFileLabel ?? message('formFileNone')}
      </span>
    </div>
  );
}
