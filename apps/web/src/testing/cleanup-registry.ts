type Cleanup = () => void;

const cleanups: Cleanup[] = [];

export function registerCleanup(cleanup: Cleanup): void {
  cleanups.push(cleanup);
}

export function runCleanups(): void {
  for (const cleanup of cleanups.splice(0)) cleanup();
}
