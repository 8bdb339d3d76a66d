import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { accountLinks } from '../../config/account-links';
import { AccountLinkLabel, type BadgeCounts } from './account-link-badge';

export interface AccountMenuProps {
  firstName: string | null;
  counts: BadgeCounts;
  onLogout: () => void;
}

/** The signed-in dropdown built from the shared account links (spec section 2). */
export function AccountMenu({ firstName, counts, onLogout }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={<AccountCircleIcon />}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open || undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {firstName ? `Hi, ${firstName}` : 'My Account'}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {accountLinks
          .filter((link) => link.isDropdown)
          .map((link) => (
            <MenuItem
              key={link.title}
              component={RouterLink}
              to={link.pathName}
              onClick={close}
              sx={{ minWidth: 200, pr: 5 }}
            >
              <AccountLinkLabel title={link.title} badge={link.badge} counts={counts} />
            </MenuItem>
          ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Log Out
        </MenuItem>
      </Menu>
    </>
  );
}
