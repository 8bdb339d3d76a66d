import { paths } from './paths';

export type AccountLinkBadge = 'cart' | 'account';

export interface AccountLink {
  pathName: string;
  title: string;
  /** Shown in the mobile drawer. */
  isMobile: boolean;
  /** Shown in the desktop account dropdown. */
  isDropdown: boolean;
  badge?: AccountLinkBadge;
  /** Without a session this link opens the login modal instead (spec section 2). */
  needsSignInModal?: boolean;
}

/** The one list behind the account dropdown and the drawer (spec sections 1 and 2). */
export const accountLinks: readonly AccountLink[] = [
  {
    pathName: paths.favorites.getHref(),
    title: 'Favorites',
    isMobile: true,
    isDropdown: true,
    needsSignInModal: true,
  },
  {
    pathName: paths.cart.getHref(),
    title: 'Cart',
    isMobile: true,
    isDropdown: true,
    badge: 'cart',
    needsSignInModal: true,
  },
  {
    pathName: paths.myAccount.getHref(),
    title: 'My Account',
    isMobile: true,
    isDropdown: true,
    badge: 'account',
  },
  { pathName: paths.orders.getHref(), title: 'My Orders', isMobile: true, isDropdown: true },
  { pathName: paths.returns.getHref(), title: 'My Returns', isMobile: true, isDropdown: true },
  // The wishlist is the favourites list; the drawer already has Favorites, so it stays off mobile.
  { pathName: paths.favorites.getHref(), title: 'Wishlist', isMobile: false, isDropdown: true },
];
