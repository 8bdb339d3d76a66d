/**
 * Resolves in a task of its own, after the tasks already queued: the browser may paint and
 * answer input in between. Each long step of taking over a server-drawn page ends with it, so
 * no single task blocks a phone's main thread for long (Lighthouse's total blocking time).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
