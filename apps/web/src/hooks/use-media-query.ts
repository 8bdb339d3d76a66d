import { useMemo, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * MUI's `useMediaQuery(query, { defaultMatches })` for a media query string, without its theme
 * lookups, for the layout's and the announcement strip's queries (docs/decisions/046): the
 * same `useSyncExternalStore` reading. Not `noSsr`: a server-rendered page hydrates with
 * `defaultMatches` (the server cannot read the screen), then follows the screen; a
 * client-rendered page reads the screen at once.
 */
export function useMediaQuery(query: string, defaultMatches = false): boolean {
  const matchMedia = typeof window === 'undefined' ? undefined : window.matchMedia;
  const [subscribe, getSnapshot] = useMemo(() => {
    if (typeof matchMedia === 'undefined') {
      return [noSubscription, () => defaultMatches] as const;
    }
    const list = matchMedia.call(window, query);
    return [
      (notify: () => void) => {
        list.addEventListener('change', notify);
        return () => list.removeEventListener('change', notify);
      },
      () => list.matches,
    ] as const;
  }, [matchMedia, query, defaultMatches]);
  return useSyncExternalStore(subscribe, getSnapshot, () => defaultMatches);
}
