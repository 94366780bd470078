import { cn } from '../lib/cn';
import { useUiMessage, type ControlSize } from '../provider/UiProvider';
import { Spinner } from '../Spinner';

export const itemSizes: Record<ControlSize, string> = {
  default: 'min-h-control-default px-3 py-1 text-sm',
  small: 'min-h-control-small px-2.5 py-1 text-[13px]',
  mini: 'min-h-control-mini px-2 py-0.5 text-xs',
};

/** Under the options: that they are on their way, or that none matches. */
export function ComboboxStatus({ loading, size }: { loading: boolean; size: ControlSize }) {
  const message = useUiMessage();
  return loading ? (
    <p role="status" className={cn('flex items-center gap-2 text-text-muted', itemSizes[size])}>
      <Spinner />
      {message('formComboboxLoading')}
    </p>
  ) : (
    <p role="status" className={cn('flex items-center text-text-muted', itemSizes[size])}>
      {message('formComboboxNone')}
    </p>
  );
}
