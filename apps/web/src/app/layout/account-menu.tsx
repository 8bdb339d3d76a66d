import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { AccountCircleIcon } from '../../components/icons/shell-icons';
import { ShellButton } from '../../components/shell-button';
import { useHasOpened } from '../../hooks/use-has-opened';
import type { BadgeCounts } from './account-link-badge';

const AccountMenuList = lazy(() =>
  import('./account-menu-list').then((module) => ({ default: module.AccountMenuList })),
);

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
  const mounted = useHasOpened(open);

  return (
    <>
      <ShellButton
        id={buttonId}
        color="inherit"
        startIcon={<AccountCircleIcon />}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open || undefined}
        onClick={(event: MouseEvent<HTMLButtonElement>) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {firstName ? `Hi, ${firstName}` : 'My Account'}
      </ShellButton>
      {mounted ? (
        <Suspense fallback={null}>
          <AccountMenuList
            id={menuId}
            buttonId={buttonId}
            anchor={anchor}
            counts={counts}
            onClose={() => setAnchor(null)}
            onLogout={onLogout}
          />
        </Suspense>
      ) : null}
    </>
  );
}
