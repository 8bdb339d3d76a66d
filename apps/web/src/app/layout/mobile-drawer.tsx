import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { accountLinks } from '../../config/account-links';
import { paths } from '../../config/paths';
import type { Category } from '@shop/shared/contracts/catalogue';
import { useCategories } from '../../features/catalog/api/get-categories';
import { AccountLinkLabel, type BadgeCounts } from './account-link-badge';
import { ALL_CATEGORIES } from './shop-menu';

export interface MobileDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  categories: Category[];
  signedIn: boolean;
  firstName: string | null;
  counts: BadgeCounts;
  onAccountLinkClick: (event: MouseEvent, needsSignIn: boolean | undefined) => void;
  onLogin: () => void;
  onLogout: () => void;
}

const categoryHref = (category: { friendlyUrl: string }) =>
  paths.products.getHref({ categories: [category.friendlyUrl] });

/** Every top category with its children, opened from "Shop by category" (issue #11, item 13). */
function AllCategories({ id, onClose }: { id: string; onClose: () => void }) {
  const categories = useCategories({ limit: ALL_CATEGORIES });
  if (categories.isPending) {
    return (
      <Typography sx={{ pl: 4, py: 1, color: 'text.secondary' }}>Loading categories…</Typography>
    );
  }
  if (categories.isError) {
    return (
      <Typography sx={{ pl: 4, py: 1, color: 'error.main' }}>
        The categories could not be loaded.
      </Typography>
    );
  }
  return (
    <List id={id} disablePadding aria-label="All categories">
      {categories.data.map((category) => (
        <ListItem disablePadding key={category._id} sx={{ display: 'block' }}>
          <ListItemButton
            component={RouterLink}
            to={categoryHref(category)}
            onClick={onClose}
            sx={{ pl: 4 }}
          >
            <ListItemText
              primary={category.name}
              slotProps={{ primary: { sx: { fontWeight: 700 } } }}
            />
          </ListItemButton>
          {category.children.length > 0 ? (
            <List disablePadding aria-label={category.name}>
              {category.children.map((child) => (
                <ListItem disablePadding key={child._id}>
                  <ListItemButton
                    component={RouterLink}
                    to={categoryHref(child)}
                    onClick={onClose}
                    sx={{ pl: 6, py: 0.5 }}
                  >
                    <ListItemText primary={child.name} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          ) : null}
        </ListItem>
      ))}
    </List>
  );
}

/** The left drawer of mobile and tablet screens (spec section 2). */
export function MobileDrawer({
  id,
  open,
  onClose,
  categories,
  signedIn,
  firstName,
  counts,
  onAccountLinkClick,
  onLogin,
  onLogout,
}: MobileDrawerProps) {
  const [allOpen, setAllOpen] = useState(false);
  const allId = useId();
  return (
    <Drawer
      id={id}
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': 'Menu', sx: { width: 300, maxWidth: '85vw' } } }}
    >
      <Box
        component="nav"
        aria-label="Mobile"
        sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
          <Typography component="p" sx={{ flex: 1, fontWeight: 700 }}>
            {signedIn && firstName ? `Hi, ${firstName}` : 'Menu'}
          </Typography>
          <IconButton onClick={onClose} aria-label="Close menu" edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <List>
          <ListItem disablePadding>
            <ListItemButton component={RouterLink} to={paths.home.getHref()} onClick={onClose}>
              <ListItemText primary="Home" />
            </ListItemButton>
          </ListItem>
          <ListItem disablePadding>
            <ListItemButton component={RouterLink} to={paths.products.getHref()} onClick={onClose}>
              <ListItemText primary="Shop" />
            </ListItemButton>
          </ListItem>
          {/* The toggle and what it opens share one item, so the list holds only items. */}
          <ListItem disablePadding sx={{ display: 'block' }}>
            <ListItemButton
              onClick={() => setAllOpen(!allOpen)}
              aria-expanded={allOpen}
              aria-controls={allOpen ? allId : undefined}
              sx={{ pl: 4 }}
            >
              <ListItemText primary="Shop by category" />
              {allOpen ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
            </ListItemButton>
            <Collapse in={allOpen} unmountOnExit>
              <AllCategories id={allId} onClose={onClose} />
            </Collapse>
          </ListItem>
          {categories.map((category) => (
            <ListItem disablePadding key={category._id}>
              <ListItemButton
                component={RouterLink}
                to={paths.products.getHref({ categories: [category.friendlyUrl] })}
                onClick={onClose}
                sx={{ pl: 4 }}
              >
                <ListItemText primary={category.name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Divider />
        {signedIn ? (
          <List subheader={<ListSubheader component="div">My account</ListSubheader>}>
            {accountLinks
              .filter((link) => link.isMobile)
              .map((link) => (
                <ListItem disablePadding key={link.title}>
                  <ListItemButton
                    component={RouterLink}
                    to={link.pathName}
                    onClick={(event: MouseEvent) => {
                      onAccountLinkClick(event, link.needsSignInModal);
                      onClose();
                    }}
                  >
                    <ListItemText
                      primary={
                        <AccountLinkLabel title={link.title} badge={link.badge} counts={counts} />
                      }
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  onClose();
                  onLogout();
                }}
              >
                <LogoutIcon fontSize="small" sx={{ mr: 1.5 }} aria-hidden />
                <ListItemText primary="Log Out" />
              </ListItemButton>
            </ListItem>
          </List>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 2 }}>
            <Button
              variant="contained"
              onClick={() => {
                onClose();
                onLogin();
              }}
            >
              Log in
            </Button>
            <Button
              variant="outlined"
              component={RouterLink}
              to={paths.signUp.getHref()}
              onClick={onClose}
            >
              Signup
            </Button>
          </Box>
        )}
      </Box>
    </Drawer>
  );
}
