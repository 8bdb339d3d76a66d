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
import { useState } from 'react';
import { NavLink, Navigate, Outlet, redirect, useLocation } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { paths } from '../../../config/paths';
import { useSessionStore } from '../../../features/auth/stores/session';
import { currentConsoleSession, tokenRole, useAdminSession } from '../../../lib/admin-session';
import { CONSOLE_SECTIONS } from './nav';

const DRAWER_WIDTH = 232;
const CONSOLE_MAIN_ID = 'console-main';

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

  // The session ended (expired, disabled, signed out): back to the console sign-in.
  if (!session)
    return (
      <Navigate
        to={adminPaths.login.getHref(useAdminSession.getState().notice ?? undefined)}
        replace
        state={{ from: location.pathname }}
      />
    );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'grey.50' }}>
      <Box
        component="a"
        href={`#${CONSOLE_MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: 8,
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          fontWeight: 600,
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'translateY(0)' },
        }}
      >
        Skip to main content
      </Box>
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
        id={CONSOLE_MAIN_ID}
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
