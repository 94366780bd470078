import * as Switch from '@radix-ui/react-switch';
import { useState } from 'react';
import { useUiMessage } from '../../provider/UiProvider';

export interface SwitchCellProps {
  /** The value the server last confirmed. */
  checked: boolean;
  /**
   * Saves the change. While it runs the switch shows the new value; if the promise rejects
   * the switch returns to the confirmed value and says so. Resolving `false` means the user
   * thought better of it (a declined confirmation): the switch returns quietly.
   */
  onCheckedChange: (next: boolean) => Promise<unknown>;
  /** Accessible name, e.g. "启用 张三". */
  label: string;
  disabled?: boolean;
}

type SwitchCellState = 'idle' | 'pending' | 'rolledBack';

/** An enable/disable switch that saves optimistically and rolls back on failure. */
export function SwitchCell({ checked, onCheckedChange, label, disabled = false }: SwitchCellProps) {
  const message = useUiMessage();
  const [state, setState] = useState<SwitchCellState>('idle');
  // The value being saved or just saved; cleared once the caller's `checked` catches up.
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const [lastChecked, setLastChecked] = useState(checked);
  if (lastChecked !== checked) {
    setLastChecked(checked);
    setOptimistic(null);
  }
  const shown = optimistic ?? checked;

  const change = async (next: boolean) => {
    if (state === 'pending') return;
    setOptimistic(next);
    setState('pending');
    try {
      const outcome = await onCheckedChange(next);
      if (outcome === false) setOptimistic(null);
      setState('idle');
    } catch {
      setOptimistic(null);
      setState('rolledBack');
    }
  };

  return (
    <span data-slot="switch-cell" data-state={state} className="inline-flex items-center gap-2">
      <Switch.Root
        checked={shown}
        onCheckedChange={(next) => void change(next)}
        disabled={disabled}
        aria-label={label}
        aria-busy={state === 'pending' || undefined}
        className="relative inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full border border-transparent bg-border-strong transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-progress aria-busy:opacity-70 data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-on-solid shadow transition-transform data-[state=checked]:translate-x-[17px]" />
      </Switch.Root>
      {state === 'rolledBack' ? (
        <span role="alert" className="text-[11px] whitespace-nowrap text-text-muted">
          <span aria-hidden className="mr-1 inline-block size-1.5 rounded-full bg-danger align-middle" />
          {message('data.cell.switchFailed')}
        </span>
      ) : null}
    </span>
  );
}
