import type { CSSObject } from '@mui/material/styles';
import type { ComponentPropsWithRef } from 'react';
import { Link, NavLink, type To } from 'react-router';

/** What MUI's ButtonBase resets on a native button or link, so it draws as a button. */
export const buttonReset: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  margin: 0,
  border: 0,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  appearance: 'none',
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
};

/** A disabled native button takes no pointer events, as MUI's do. */
export const DISABLED: CSSObject = { pointerEvents: 'none', cursor: 'default' };

type AnchorAttributes = Omit<ComponentPropsWithRef<'a'>, 'color' | 'href'>;

/** A native button (`type="button"` unless given). */
export type ControlAsButton = Omit<ComponentPropsWithRef<'button'>, 'color'> & {
  to?: undefined;
  href?: undefined;
};

/** A link to another page of the shop, through the router. */
export type ControlAsRouterLink = AnchorAttributes & {
  to: To;
  href?: undefined;
  /** Marks the link `active` (class and `aria-current`) on its own page, as NavLink does. */
  nav?: boolean;
  /** With `nav`: only the exact path counts as its page. */
  end?: boolean;
};

/** A plain link: the browser loads the page itself. */
export type ControlAsAnchor = AnchorAttributes & { href: string; to?: undefined };

export type ShellControlProps = ControlAsButton | ControlAsRouterLink | ControlAsAnchor;

/**
 * The element under the shell's own buttons (shell-button.tsx, shell-icon-button.tsx): a
 * native `<button>`, a router link or a plain link, chosen by `to` / `href`. Native elements
 * bring keyboard activation, focus and their roles with them, which is why the first-load
 * controls need no MUI ButtonBase (docs/decisions/042).
 */
export function ShellControl(props: ShellControlProps) {
  if (props.to !== undefined) {
    const { to, nav = false, end, ...link } = props;
    return nav ? <NavLink to={to} end={end} {...link} /> : <Link to={to} {...link} />;
  }
  if (props.href !== undefined) return <a {...props} />;
  const { type = 'button', ...button } = props;
  return <button type={type} {...button} />;
}
