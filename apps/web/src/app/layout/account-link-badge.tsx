import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';
import type { AccountLinkBadge } from '../../config/account-links';

export type BadgeCounts = Record<AccountLinkBadge, number>;

/** Cart shows its count even at 0; the account badge only appears when something needs attention. */
export function AccountLinkLabel({
  title,
  badge,
  counts,
}: {
  title: string;
  badge: AccountLinkBadge | undefined;
  counts: BadgeCounts;
}): ReactNode {
  if (!badge) return title;
  const count = counts[badge];
  return (
    <Badge
      badgeContent={count}
      color="primary"
      showZero={badge === 'cart'}
      max={99}
      sx={{ '& .MuiBadge-badge': { right: -14, top: '50%' } }}
    >
      {title}
    </Badge>
  );
}
