import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT } from '@shop/shared/constants';

/** Below 1278 px the layout is mobile (spec section 2). */
export const MOBILE_QUERY = `(max-width:${MOBILE_BREAKPOINT - 1}.95px)`;

export function useIsMobile(): boolean {
  // Not `noSsr`: a server-rendered page hydrates as the server drew it (it cannot know the
  // width), then takes the screen's; a client-rendered page reads the real width at once.
  return useMediaQuery(MOBILE_QUERY);
}
