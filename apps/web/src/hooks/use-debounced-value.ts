import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs`. Until then `initial` (by default the first
 * value): a component that mounts while the user is typing passes an empty one, so even the first
 * request waits for the pause.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, initial: T = value): T {
  const [debounced, setDebounced] = useState(initial);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
