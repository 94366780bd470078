import { useState } from 'react';

/**
 * A value that is either the caller's (`value` given: controlled) or kept here (uncontrolled,
 * starting at `defaultValue`). Setting it always reports to `onChange`.
 */
export function useControllableValue<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = (next: T) => {
    if (!controlled) setOwn(next);
    onChange?.(next);
  };
  return [current, set];
}
