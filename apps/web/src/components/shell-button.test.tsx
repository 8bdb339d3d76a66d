import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../testing/providers';
import { CountBadge } from './count-badge';
import { ShellButton } from './shell-button';
import { ShellIconButton } from './shell-icon-button';

/** `page` at `/`, and a Products page the links lead to. */
function renderInRouter(page: ReactNode) {
  const router = createMemoryRouter([
    { path: '/', element: page },
    {
      path: '/products',
      element: (
        <>
          <h1>Products</h1>
          {page}
        </>
      ),
    },
  ]);
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

describe('ShellButton', () => {
  test('is a native button named by its label that Enter and Space press', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <ShellButton variant="contained" onClick={onClick}>
        Login
      </ShellButton>,
    );
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toHaveAttribute('type', 'button');

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  test('keeps the ARIA attributes it is given, and its icon out of the name', () => {
    renderWithProviders(
      <ShellButton
        color="inherit"
        startIcon={<svg aria-hidden data-testid="icon" />}
        aria-haspopup="menu"
        aria-expanded
      >
        Hi, Maria
      </ShellButton>,
    );
    const button = screen.getByRole('button', { name: 'Hi, Maria' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toContainElement(screen.getByTestId('icon'));
  });

  test('disabled: skipped by Tab, and the pointer passes through it', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <>
        <ShellButton disabled onClick={onClick}>
          Reload page
        </ShellButton>
        <ShellButton>Next</ShellButton>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Reload page' });
    expect(button).toBeDisabled();

    // The pointer passes through it (as through MUI's), so it cannot be clicked either.
    expect(getComputedStyle(button).pointerEvents).toBe('none');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  test('with `to` it is a link the router follows, by click and by Enter', async () => {
    const { user, router } = renderInRouter(
      <ShellButton to="/products" variant="contained" size="large">
        Shop now
      </ShellButton>,
    );
    const link = screen.getByRole('link', { name: 'Shop now' });
    expect(link).toHaveAttribute('href', '/products');

    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products');

    await router.navigate('/');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
  });

  test('with `nav` the link says which page is open, as NavLink does', async () => {
    const { user } = renderInRouter(
      <ShellButton nav end to="/products">
        Shop
      </ShellButton>,
    );
    expect(screen.getByRole('link', { name: 'Shop' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('link', { name: 'Shop' }));
    const link = await screen.findByRole('link', { name: 'Shop' });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveClass('active');
  });

  test('with `href` it is a plain link', () => {
    renderWithProviders(
      <ShellButton variant="outlined" href="/">
        Go to the home page
      </ShellButton>,
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('ShellIconButton', () => {
  test('is named by its aria-label and pressed from the keyboard', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <ShellIconButton aria-label="Open menu" aria-haspopup="dialog" onClick={onClick}>
        <svg aria-hidden />
      </ShellIconButton>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('with `to` it is a link, and a click handler can keep the router from following it', async () => {
    const gate = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user, router } = renderInRouter(
      <ShellIconButton to="/products" aria-label="Favorites" onClick={gate}>
        <svg aria-hidden />
      </ShellIconButton>,
    );
    await user.click(screen.getByRole('link', { name: 'Favorites' }));
    expect(gate).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('CountBadge', () => {
  test('shows the count, even 0, and 99+ above the maximum; the link keeps its own name', () => {
    renderWithProviders(
      <>
        <a href="/cart" aria-label="Cart, 0 items">
          <CountBadge count={0} data-testid="empty">
            <svg aria-hidden />
          </CountBadge>
        </a>
        <a href="/cart" aria-label="Cart, 120 items">
          <CountBadge count={120} data-testid="full">
            <svg aria-hidden />
          </CountBadge>
        </a>
      </>,
    );
    expect(screen.getByTestId('empty')).toHaveTextContent('0');
    expect(screen.getByTestId('full')).toHaveTextContent('99+');
    expect(screen.getByRole('link', { name: 'Cart, 120 items' })).toBeInTheDocument();
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
  });
});
