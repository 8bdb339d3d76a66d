import { useMediaQuery } from './use-media-query';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function usePrefersReducedMotion(): boolean {
  // Not `noSsr`: a server-rendered page hydrates as drawn, then follows the setting.
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
