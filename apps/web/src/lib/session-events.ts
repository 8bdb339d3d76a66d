type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Stores owned by other features (branch, checkout) clear their in-memory state when the
 * session is reset, without the session store importing them.
 */
export function onSessionReset(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionReset(): void {
  for (const listener of listeners) listener();
}
