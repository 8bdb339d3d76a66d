import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { NotificationsHost } from '../../components/notifications/notifications-host';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { LoginModal } from '../../features/auth/components/login-modal';
import { useDefaultBranch } from '../../features/catalog/hooks/use-default-branch';
import { AnnouncementTicker } from '../../features/content/components/announcement-ticker';
import { useUiStore } from '../../lib/ui-store';
import { Footer } from './footer';
import { Header } from './header';
import { useScrollToTop } from './use-scroll-to-top';

export function RootLayout() {
  useScrollToTop();
  useDefaultBranch();
  const loginModalOpen = useUiStore((state) => state.loginModalOpen);
  const closeLoginModal = useUiStore((state) => state.closeLoginModal);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <AnnouncementTicker />
      <Header />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      <LoginModal open={loginModalOpen} onClose={closeLoginModal} />
      <NotificationsHost />
    </Box>
  );
}
