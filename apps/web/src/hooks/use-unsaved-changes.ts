import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export const UNSAVED_TITLE = 'Leave without saving?';
export const UNSAVED_MESSAGE = 'You have unsaved changes. If you leave now, they will be lost.';

/**
 * While a form has unsaved changes, leaving it asks first: a navigation in the app is held
 * (render a confirm dialog while `blocker.state === 'blocked'`), and closing or reloading the
 * tab gets the browser's own question.
 */
export function useUnsavedChanges(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return blocker;
}
