import { useCallback, useState } from 'react';

/**
 * A value that works controlled (the caller passes `value` and listens to `onChange`) and
 * uncontrolled (the component keeps it, starting from `defaultValue`).
 */
export function useControllableValue<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, setValue];
}
