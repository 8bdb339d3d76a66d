import { useContext } from 'react';
import { MOBILE_BREAKPOINT } from '@shop/shared/constants';
import { LayoutHintContext } from './layout-hint';
import { useMediaQuery } from './use-media-query';

/** Below 1278 px the layout is mobile (spec section 2). */
export const MOBILE_QUERY = `(max-width:${MOBILE_BREAKPOINT - 1}.95px)`;

export function useIsMobile(): boolean {
  // Not `noSsr`: a server-rendered page hydrates in the layout the server guessed (it cannot
  // know the width; see @shop/shared/layout-hint), then takes the screen's; a client-rendered page reads
  // the real width at once.
  const hint = useContext(LayoutHintContext);
  return useMediaQuery(MOBILE_QUERY, hint?.mobile ?? false);
}

/**
 * Whether the screen is at least `minWidth` px wide. A server-rendered page hydrates with the
 * server's guess (a phone is narrow, any other browser wide), then takes the screen's.
 */
export function useIsAtLeast(minWidth: number): boolean {
  const hint = useContext(LayoutHintContext);
  return useMediaQuery(`(min-width:${minWidth}px)`, hint ? !hint.mobile : false);
}
