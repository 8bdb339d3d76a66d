import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { NotificationsHost } from '../../components/notifications/notifications-host';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { useDefaultBranch } from '../../features/catalog/hooks/use-default-branch';
import { TickerPlaceholder } from '../../features/content/components/announcement-ticker-frame';
import { useHasOpened } from '../../hooks/use-has-opened';
import { lazySection } from '../../lib/lazy-section';
import { useUiStore } from '../../lib/ui-store';
import { Header } from './header';
import { useScrollToTop } from './use-scroll-to-top';

const LoginModal = lazy(() =>
  import('../../features/auth/components/login-modal').then((module) => ({
    default: module.LoginModal,
  })),
);

// Below the fold on every page: it loads after the first paint instead of with it.
// The ticker's code arrives with its announcements; its strip holds the place meanwhile.
const AnnouncementTicker = lazySection('layout/announcement-ticker', () =>
  import('../../features/content/components/announcement-ticker').then(
    (module) => module.AnnouncementTicker,
  ),
);
const Footer = lazySection('layout/footer', () =>
  import('./footer').then((module) => module.Footer),
);

/**
 * Picks the default branch once the stored one has been read, which on a server-rendered page
 * happens right after hydration: in its own component, so that change re-renders only this
 * and not the whole page under the layout.
 */
function DefaultBranchChooser() {
  useDefaultBranch();
  return null;
}

export function RootLayout() {
  useScrollToTop();
  const loginModalOpen = useUiStore((state) => state.loginModalOpen);
  const closeLoginModal = useUiStore((state) => state.closeLoginModal);
  const loginModalMounted = useHasOpened(loginModalOpen);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <DefaultBranchChooser />
      <SkipLink />
      <Suspense fallback={<TickerPlaceholder />}>
        <AnnouncementTicker />
      </Suspense>
      <Header />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {loginModalMounted ? (
        <Suspense fallback={null}>
          <LoginModal open={loginModalOpen} onClose={closeLoginModal} />
        </Suspense>
      ) : null}
      <NotificationsHost />
    </Box>
  );
}
