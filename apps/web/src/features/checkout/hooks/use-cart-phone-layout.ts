import useMediaQuery from '@mui/material/useMediaQuery';

/** Below 900 px the cart is laid out as cards, with its total on a bar at the bottom. */
export function useCartPhoneLayout(): boolean {
  // noSsr: the first render already has the real layout (no desktop flash on a phone).
  return useMediaQuery('(max-width:899.95px)', { noSsr: true });
}
