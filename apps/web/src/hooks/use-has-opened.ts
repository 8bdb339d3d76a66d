import { useState } from 'react';

/**
 * True from the first time `open` is true. Lazily loaded overlays mount then and stay mounted,
 * so their closing animation still plays.
 */
export function useHasOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
