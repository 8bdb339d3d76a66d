import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT } from '@shop/shared/constants';

/** Below 1278 px the layout is mobile (spec section 2). */
export const MOBILE_QUERY = `(max-width:${MOBILE_BREAKPOINT - 1}.95px)`;

export function useIsMobile(): boolean {
  // noSsr: read the real width on the first render instead of flashing the desktop header.
  return useMediaQuery(MOBILE_QUERY, { noSsr: true });
}
