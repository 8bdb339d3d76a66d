import LogoutIcon from '@mui/icons-material/Logout';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { accountLinks } from '../../config/account-links';
import { AccountLinkLabel, type BadgeCounts } from './account-link-badge';

export interface AccountMenuListProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  counts: BadgeCounts;
  onClose: () => void;
  onLogout: () => void;
}

/** The dropdown itself; loaded the first time the account button is pressed. */
export function AccountMenuList({
  id,
  buttonId,
  anchor,
  counts,
  onClose,
  onLogout,
}: AccountMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
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
            onClick={onClose}
            sx={{ minWidth: 200, pr: 5 }}
          >
            <AccountLinkLabel title={link.title} badge={link.badge} counts={counts} />
          </MenuItem>
        ))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        Log Out
      </MenuItem>
    </Menu>
  );
}
