import { styled } from '@mui/material/styles';
import type { ComponentPropsWithRef, ReactNode } from 'react';

const BadgeRoot = styled('span')({
  position: 'relative',
  display: 'inline-flex',
  verticalAlign: 'middle',
  flexShrink: 0,
});

const Bubble = styled('span')(({ theme }) => ({
  position: 'absolute',
  top: 0,
  right: 0,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignContent: 'center',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: 20,
  height: 20,
  padding: '0 6px',
  borderRadius: 10,
  fontFamily: theme.typography.fontFamily,
  fontWeight: theme.typography.fontWeightMedium,
  fontSize: theme.typography.pxToRem(12),
  lineHeight: 1,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  transform: 'scale(1) translate(50%, -50%)',
  transformOrigin: '100% 0%',
  '@media (forced-colors: active)': { border: '1px solid ButtonBorder' },
}));

export interface CountBadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  count: number;
  /** Larger counts show as `max+`. */
  max?: number;
  children: ReactNode;
}

/**
 * A count in a primary-coloured bubble at the top-right corner of its child, drawn as MUI's
 * Badge. The count shows even at 0 (the cart's, spec section 2). The bubble is hidden from
 * assistive technology: the control around it carries the count in its name.
 */
export function CountBadge({ count, max = 99, children, ...span }: CountBadgeProps) {
  return (
    <BadgeRoot {...span}>
      {children}
      <Bubble aria-hidden>{count > max ? `${max}+` : count}</Bubble>
    </BadgeRoot>
  );
}
