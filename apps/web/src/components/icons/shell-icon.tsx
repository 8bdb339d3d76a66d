import { styled, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode, SVGProps } from 'react';

type IconSize = 'small' | 'medium';

// MUI's SvgIcon styles for the shop's theme (fontSize small or medium, colour inherit).
const IconRoot = styled('svg')<{ ownerState: { size: IconSize } }>(({ theme, ownerState }) => ({
  userSelect: 'none',
  width: '1em',
  height: '1em',
  display: 'inline-block',
  flexShrink: 0,
  transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
  fill: 'currentColor',
  fontSize: theme.typography.pxToRem(ownerState.size === 'small' ? 20 : 24),
}));

export type ShellIconProps = Omit<SVGProps<SVGSVGElement>, 'ref' | 'fontSize'> & {
  fontSize?: IconSize;
  sx?: SxProps<Theme>;
};

export type ShellIcon = (props: ShellIconProps) => ReactNode;

/**
 * An icon of the first-load screens, drawn as MUI's SvgIcon draws it (the same element,
 * attributes, class names and styles) without SvgIcon, createSvgIcon and their helpers in the
 * first load (docs/decisions/046). Screens loaded later keep `@mui/icons-material`.
 */
export function shellIcon(drawing: ReactNode): ShellIcon {
  return function Icon({ fontSize = 'medium', className, ...svg }: ShellIconProps) {
    const classes = `MuiSvgIcon-root MuiSvgIcon-fontSize${fontSize === 'small' ? 'Small' : 'Medium'}`;
    return (
      <IconRoot
        ownerState={{ size: fontSize }}
        className={className ? `${classes} ${className}` : classes}
        focusable="false"
        aria-hidden
        viewBox="0 0 24 24"
        {...svg}
      >
        {drawing}
      </IconRoot>
    );
  };
}
