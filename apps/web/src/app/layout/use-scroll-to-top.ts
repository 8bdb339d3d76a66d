import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { REDUCED_MOTION_QUERY } from '../../hooks/use-prefers-reduced-motion';

/** Each navigation scrolls smoothly to the top, except within My Account (spec section 2). */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (pathname.startsWith(paths.myAccount.path)) return;
    const reduced = window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  }, [pathname]);
}
