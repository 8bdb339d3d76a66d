import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import {
  HEADER_CATEGORY_LIMIT_GUEST,
  HEADER_CATEGORY_LIMIT_SIGNED_IN,
} from '@shop/shared/constants';
import { lazy, Suspense, useId, useState } from 'react';
import { CountBadge } from '../../components/count-badge';
import {
  ExpandMoreIcon,
  FavoriteBorderIcon,
  MenuIcon,
  ShoppingCartIcon,
} from '../../components/icons/shell-icons';
import { ShellButton } from '../../components/shell-button';
import { ShellIconButton } from '../../components/shell-icon-button';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useTokenCheck } from '../../features/auth/hooks/use-token-check';
import { useSessionStore } from '../../features/auth/stores/session';
import { useCategories } from '../../features/catalog/api/get-categories';
import { useBranchScope } from '../../features/catalog/hooks/use-branch-scope';
import { useCartBadge } from '../../features/checkout/hooks/use-cart-badge';
import { SearchBox } from '../../features/search/components/search-box';
import { useHasOpened } from '../../hooks/use-has-opened';
import { MOBILE_QUERY, useIsMobile } from '../../hooks/use-is-mobile';
import { useUiStore } from '../../lib/ui-store';
import { AccountMenu } from './account-menu';
import type { BadgeCounts } from './account-link-badge';
import { Logo } from './logo';
import { useSignInGate } from './use-sign-in-gate';

const LogoutModal = lazy(() =>
  import('../../features/auth/components/logout-modal').then((module) => ({
    default: module.LogoutModal,
  })),
);
const ShopMenu = lazy(() => import('./shop-menu').then((module) => ({ default: module.ShopMenu })));
const MobileDrawer = lazy(() =>
  import('./mobile-drawer').then((module) => ({ default: module.MobileDrawer })),
);

const navLinkSx = {
  color: 'text.primary',
  fontWeight: 600,
  px: 1.5,
  whiteSpace: 'nowrap',
  '&.active': { color: 'primary.main' },
} as const;

export function Header() {
  const isMobile = useIsMobile();
  const token = useSessionStore((state) => state.token);
  const firstName = useSessionStore((state) => state.firstName);
  const logout = useLogout();
  const logoutModalMounted = useHasOpened(logout.modalOpen);
  const tokenChecked = useTokenCheck();
  const { branchId } = useBranchScope();
  const openLoginModal = useUiStore((state) => state.openLoginModal);
  const gate = useSignInGate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const drawerMounted = useHasOpened(drawerOpen);
  const [shopAnchor, setShopAnchor] = useState<HTMLElement | null>(null);
  const shopMenuId = useId();
  const shopMenuMounted = useHasOpened(shopAnchor !== null);

  const signedIn = Boolean(token);
  const cartCount = useCartBadge({ signedIn, tokenChecked });
  const limit = signedIn ? HEADER_CATEGORY_LIMIT_SIGNED_IN : HEADER_CATEGORY_LIMIT_GUEST;
  const categoriesQuery = useCategories({ limit });
  const categories = (categoriesQuery.data ?? []).slice(0, limit);
  // No account alerts exist yet; the My Account badge stays hidden until one does.
  const counts: BadgeCounts = { cart: cartCount, account: 0 };

  return (
    <>
      <Box
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 'appBar',
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Container maxWidth="xl" disableGutters>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: { xs: 0.5, md: 1.5 },
              minHeight: { xs: 60, md: 72 },
              px: { xs: 2, sm: 3 },
              [`@media ${MOBILE_QUERY}`]: { pt: 0.75, pb: 1.5, rowGap: 0.75 },
            }}
          >
            {isMobile ? (
              <ShellIconButton
                aria-label="Open menu"
                aria-controls={drawerOpen ? drawerId : undefined}
                aria-expanded={drawerOpen}
                aria-haspopup="dialog"
                onClick={() => setDrawerOpen(true)}
                edge="start"
              >
                <MenuIcon />
              </ShellIconButton>
            ) : null}
            <Logo />
            {isMobile ? null : (
              <Box
                component="nav"
                aria-label="Main"
                sx={{ display: 'flex', alignItems: 'center', ml: 2, minWidth: 0 }}
              >
                <ShellButton nav end to={paths.products.getHref()} sx={{ ...navLinkSx, pr: 0.5 }}>
                  Shop
                </ShellButton>
                {/* Shop still leads to every product; its arrow opens the full category menu. */}
                <ShellIconButton
                  size="small"
                  aria-label="Shop by category"
                  aria-haspopup="true"
                  aria-expanded={shopAnchor !== null}
                  aria-controls={shopAnchor ? shopMenuId : undefined}
                  onClick={(event) => setShopAnchor(event.currentTarget)}
                  sx={{ ml: -0.5, mr: 0.5 }}
                >
                  <ExpandMoreIcon fontSize="small" />
                </ShellIconButton>
                {categories.map((category) => (
                  <ShellButton
                    key={category._id}
                    to={paths.products.getHref({ categories: [category.friendlyUrl] })}
                    sx={navLinkSx}
                  >
                    {category.name}
                  </ShellButton>
                ))}
              </Box>
            )}
            <Box sx={{ flex: 1 }} />
            {/* One search box in one place for every width, so crossing the mobile breakpoint
                keeps what was typed; below it, CSS moves the box to a line of its own. */}
            <Box
              sx={{
                [`@media ${MOBILE_QUERY}`]: { order: 1, flexBasis: '100%' },
              }}
            >
              <SearchBox fullWidth={isMobile} branchId={branchId} />
            </Box>
            <ShellIconButton to={paths.favorites.getHref()} onClick={gate} aria-label="Favorites">
              <FavoriteBorderIcon />
            </ShellIconButton>
            <ShellIconButton
              to={paths.cart.getHref()}
              onClick={gate}
              aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
            >
              <CountBadge count={cartCount} max={99} data-testid="cart-badge">
                <ShoppingCartIcon />
              </CountBadge>
            </ShellIconButton>
            {isMobile ? null : signedIn ? (
              <AccountMenu firstName={firstName} counts={counts} onLogout={logout.logout} />
            ) : (
              <ShellButton
                variant="contained"
                onClick={() => openLoginModal()}
                sx={{ ml: 1, px: 3 }}
              >
                Login
              </ShellButton>
            )}
          </Box>
        </Container>
      </Box>
      {!isMobile && shopMenuMounted ? (
        <Suspense fallback={null}>
          <ShopMenu
            id={shopMenuId}
            anchorEl={shopAnchor}
            open={shopAnchor !== null}
            onClose={() => setShopAnchor(null)}
          />
        </Suspense>
      ) : null}
      {isMobile && drawerMounted ? (
        <Suspense fallback={null}>
          <MobileDrawer
            id={drawerId}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            categories={categories}
            signedIn={signedIn}
            firstName={firstName}
            counts={counts}
            onAccountLinkClick={(event, needsSignIn) => gate(event, needsSignIn)}
            onLogin={() => openLoginModal()}
            onLogout={logout.logout}
          />
        </Suspense>
      ) : null}
      {logoutModalMounted ? (
        <Suspense fallback={null}>
          <LogoutModal
            open={logout.modalOpen}
            onKeep={logout.keep}
            onClear={logout.clear}
            onCancel={logout.cancel}
          />
        </Suspense>
      ) : null}
    </>
  );
}
