import { useEffect, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A text filter whose typed value reaches the URL after a pause, and follows the URL back.
 * `value` is the URL's value; `send` is called with the trimmed text (undefined when empty).
 */
export function useUrlText(value: string | undefined, send: (next: string | undefined) => void) {
  const [text, setText] = useState(value ?? '');
  const debounced = useDebouncedValue(text, 300);
  useEffect(() => {
    if ((value ?? '') !== debounced.trim()) send(debounced.trim() || undefined);
    // Only a typed change is sent; the URL changing (back button) resets the field below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const [last, setLast] = useState(value);
  if (value !== last) {
    setLast(value);
    setText(value ?? '');
  }
  return [text, setText] as const;
}
