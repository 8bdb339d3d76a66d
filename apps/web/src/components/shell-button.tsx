import { styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { buttonReset, DISABLED, ShellControl, type ShellControlProps } from './shell-control';

interface ButtonLook {
  variant: 'text' | 'contained' | 'outlined';
  color: 'primary' | 'inherit';
  size: 'medium' | 'large';
}

const PADDING = {
  text: { medium: '6px 8px', large: '8px 11px' },
  contained: { medium: '6px 16px', large: '8px 22px' },
  outlined: { medium: '5px 15px', large: '7px 21px' },
} as const;

/** MUI Button's look (theme colours, sizes, elevation, hover and disabled), measured against it. */
function buttonLook(theme: Theme, { variant, color, size }: ButtonLook): CSSObject {
  const { palette, shadows } = theme;
  const main = color === 'inherit' ? 'inherit' : palette[color].main;
  const hoverTint = theme.alpha(
    color === 'inherit' ? palette.text.primary : palette[color].main,
    palette.action.hoverOpacity,
  );
  const variantLook: Record<ButtonLook['variant'], CSSObject> = {
    text: {
      color: main,
      '@media (hover: hover)': { '&:hover': { backgroundColor: hoverTint } },
    },
    contained: {
      color: color === 'inherit' ? palette.text.primary : palette[color].contrastText,
      backgroundColor: color === 'inherit' ? palette.grey[300] : palette[color].main,
      boxShadow: shadows[2],
      '&:hover': { boxShadow: shadows[4], '@media (hover: none)': { boxShadow: shadows[2] } },
      '@media (hover: hover)': {
        '&:hover': {
          backgroundColor: color === 'inherit' ? palette.grey.A100 : palette[color].dark,
        },
      },
      '&:active': { boxShadow: shadows[8] },
      '&:focus-visible': { boxShadow: shadows[6] },
      '&:disabled': {
        boxShadow: 'none',
        backgroundColor: palette.action.disabledBackground,
      },
    },
    outlined: {
      color: main,
      border: `1px solid ${color === 'inherit' ? 'currentColor' : theme.alpha(main, 0.5)}`,
      '@media (hover: hover)': {
        '&:hover': {
          borderColor: color === 'inherit' ? 'currentColor' : main,
          backgroundColor: hoverTint,
        },
      },
      '&:disabled': { border: `1px solid ${palette.action.disabledBackground}` },
    },
  };
  return {
    ...buttonReset,
    ...theme.typography.button,
    ...(size === 'large' ? { fontSize: theme.typography.pxToRem(15) } : {}),
    minWidth: 64,
    padding: PADDING[variant][size],
    borderRadius: theme.shape.borderRadius,
    transition: theme.transitions.create(
      ['background-color', 'box-shadow', 'border-color', 'color'],
      { duration: theme.transitions.duration.short },
    ),
    ...variantLook[variant],
    '&:disabled': {
      ...DISABLED,
      color: palette.action.disabled,
      ...(variantLook[variant]['&:disabled'] as CSSObject | undefined),
    },
  };
}

const ButtonRoot = styled(ShellControl)<{ ownerState: ButtonLook }>(({ theme, ownerState }) =>
  buttonLook(theme, ownerState),
);

const StartIcon = styled('span')<{ ownerState: Pick<ButtonLook, 'size'> }>(({ ownerState }) => ({
  display: 'inherit',
  alignItems: 'center',
  marginRight: 8,
  marginLeft: -4,
  // Keeps the icon on the text's baseline when the label wraps, as MUI's Button does.
  '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' },
  '& > *:nth-of-type(1)': { fontSize: ownerState.size === 'large' ? 22 : 20 },
}));

export type ShellButtonProps = ShellControlProps &
  Partial<ButtonLook> & {
    /** An icon before the label (decorative: the label names the button). */
    startIcon?: ReactNode;
    sx?: SxProps<Theme>;
  };

/**
 * The first-load screens' text / contained / outlined button: a native button, a router link
 * (`to`, with `nav` for NavLink's `active` class) or a plain link (`href`), drawn as MUI's
 * Button with the shop's theme. The focus ring is the app-wide `:focus-visible` outline
 * (app/theme.ts). Screens loaded later keep MUI's Button (docs/decisions/042).
 */
export function ShellButton({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  startIcon,
  children,
  ...control
}: ShellButtonProps) {
  return (
    <ButtonRoot ownerState={{ variant, color, size }} {...control}>
      {startIcon ? <StartIcon ownerState={{ size }}>{startIcon}</StartIcon> : null}
      {children}
    </ButtonRoot>
  );
}
