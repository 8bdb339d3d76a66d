import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { buttonReset, DISABLED, ShellControl, type ShellControlProps } from './shell-control';

interface IconButtonLook {
  size: 'medium' | 'small';
  color: 'default' | 'inherit';
  /** Pulls the button to the edge of its row, so the icon lines up with the text beside it. */
  edge: 'start' | false;
}

const IconButtonRoot = styled(ShellControl)<{ ownerState: IconButtonLook }>(({
  theme,
  ownerState: { size, color, edge },
}) => {
  const small = size === 'small';
  return {
    ...buttonReset,
    flex: '0 0 auto',
    textAlign: 'center',
    padding: small ? 5 : 8,
    marginLeft: edge === 'start' ? (small ? -3 : -12) : undefined,
    fontSize: theme.typography.pxToRem(small ? 18 : 24),
    borderRadius: '50%',
    color: color === 'inherit' ? 'inherit' : theme.palette.action.active,
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '&:hover': {
      backgroundColor: theme.alpha(theme.palette.action.active, theme.palette.action.hoverOpacity),
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&:disabled': { ...DISABLED, color: theme.palette.action.disabled },
  };
});

export type ShellIconButtonProps = ShellControlProps &
  Partial<IconButtonLook> & {
    /** Required: an icon has no text, so this is the button's whole accessible name. */
    'aria-label': string;
    sx?: SxProps<Theme>;
  };

/**
 * The first-load screens' round icon button: a native button or a link (see shell-control.tsx),
 * drawn as MUI's IconButton with the shop's theme; the focus ring is the app-wide
 * `:focus-visible` outline. Screens loaded later keep MUI's IconButton (docs/decisions/042).
 */
export function ShellIconButton({
  size = 'medium',
  color = 'default',
  edge = false,
  ...control
}: ShellIconButtonProps) {
  return <IconButtonRoot ownerState={{ size, color, edge }} {...control} />;
}
