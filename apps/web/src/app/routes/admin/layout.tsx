import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { STAFF_ROLE_LABELS } from '@shop/shared/admin/staff';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, redirect, useLocation, useNavigate } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link';
import { adminPaths } from '../../../config/admin-paths';
import { paths } from '../../../config/paths';
import { useSessionStore } from '../../../features/auth/stores/session';
import { currentConsoleSession, tokenRole, useAdminSession } from '../../../lib/admin-session';
import { CONSOLE_SECTIONS } from './nav';

const DRAWER_WIDTH = 232;

/**
 * Without a console session, /admin sends to the console sign-in. A shopper signed in on the
 * storefront is told their account has no access, rather than being asked to sign in again.
 */
export async function loader() {
  if (currentConsoleSession()) return null;
  await useSessionStore.persist.rehydrate();
  const shopperToken = useSessionStore.getState().token;
  const role = shopperToken ? tokenRole(shopperToken) : null;
  throw redirect(adminPaths.login.getHref(role === 'customer' ? 'no-access' : undefined));
}

function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  const role = useAdminSession((state) => state.session?.role);
  return (
    <Box component="nav" aria-label="Console">
      <List>
        {CONSOLE_SECTIONS.filter((section) => role && section.roles.includes(role)).map(
          (section) => (
            <ListItem key={section.key} disablePadding>
              <ListItemButton
                component={NavLink}
                to={section.href}
                end={section.key === 'dashboard'}
                onClick={onNavigate}
                sx={{
                  mx: 1,
                  pl: section.nested ? 4 : undefined,
                  borderRadius: 1,
                  '&.active': { bgcolor: 'action.selected', fontWeight: 700 },
                  '&.Mui-focusVisible, &:focus-visible': {
                    outline: 2,
                    outlineColor: 'primary.main',
                    outlineOffset: -2,
                  },
                }}
              >
                <ListItemText primary={section.label} />
              </ListItemButton>
            </ListItem>
          ),
        )}
      </List>
    </Box>
  );
}

export function Component() {
  const session = useAdminSession((state) => state.session);
  const signOut = useAdminSession((state) => state.signOut);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const location = useLocation();

  // The session ended (expired, disabled, signed out): back to the console sign-in. (An effect
  // rather than <Navigate>: that component is not in the storefront's first-load router chunk.)
  const navigate = useNavigate();
  useEffect(() => {
    if (session) return;
    const notice = useAdminSession.getState().notice ?? undefined;
    void navigate(adminPaths.login.getHref(notice), {
      replace: true,
      state: { from: location.pathname },
    });
  }, [session, navigate, location.pathname]);
  if (!session) return null;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'grey.50' }}>
      <SkipLink />
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.drawer + 1 }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {wide ? null : (
            <IconButton
              edge="start"
              aria-label="Open the console menu"
              aria-expanded={open}
              onClick={() => setOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography component="p" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
            Casa Filipina Console
          </Typography>
          <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {session.firstName} {session.lastName} · {STAFF_ROLE_LABELS[session.role]}
          </Typography>
          <Button href={paths.home.getHref()} size="small">
            View shop
          </Button>
          <Button variant="outlined" size="small" onClick={() => signOut('signed-out')}>
            Sign out
          </Button>
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        sx={{
          width: wide ? DRAWER_WIDTH : undefined,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <Navigation onNavigate={wide ? undefined : () => setOpen(false)} />
      </Drawer>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, outline: 'none' }}
      >
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
