import { useContext, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { UNSAFE_DataRouterContext, type Blocker } from 'react-router';

export const UNSAVED_TITLE = 'Leave without saving?';
export const UNSAVED_MESSAGE = 'You have unsaved changes. If you leave now, they will be lost.';

const IDLE: Blocker = {
  state: 'unblocked',
  proceed: undefined,
  reset: undefined,
  location: undefined,
};
const noSubscription = () => () => {};

/**
 * While a form has unsaved changes, leaving it asks first: a navigation in the app is held
 * (render a confirm dialog while `blocker.state === 'blocked'`), and closing or reloading the
 * tab gets the browser's own question.
 *
 * This is react-router's `useBlocker`, written against the router it is given: only the console
 * uses it, and importing the hook would add its code to the storefront's first-load router chunk.
 */
export function useUnsavedChanges(dirty: boolean): Blocker {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const key = `unsaved-${useId()}`;
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  useEffect(() => {
    if (!router) return;
    router.getBlocker(
      key,
      ({ currentLocation, nextLocation }) =>
        dirtyRef.current &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
    );
    return () => router.deleteBlocker(key);
  }, [router, key]);

  const blocker = useSyncExternalStore(
    router ? router.subscribe : noSubscription,
    () => router?.state.blockers.get(key) ?? IDLE,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return blocker;
}
