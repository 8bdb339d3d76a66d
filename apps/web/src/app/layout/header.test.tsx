import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { accountLinks } from '../../config/account-links';
import { useCheckoutStore } from '../../features/checkout/stores/checkout';
import { callsTo, mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

const categories = ['Sofas', 'Dining', 'Bedroom', 'Storage'].map((name, index) => ({
  _id: `c${index}`,
  name,
  friendlyUrl: name.toLowerCase(),
  image: `/media/${name.toLowerCase()}.svg`,
  isActive: true,
  children: [],
  active_children: [],
}));

/** The categories API answers with as many entries as the `limit` asked for. */
function mockCategories() {
  return mockApi({
    'GET /api/v1/categories/map': ({ url }) => {
      const limit = Number(url.searchParams.get('limit'));
      return {
        body: {
          data: categories.slice(0, limit),
          meta: { page: 1, limit, total: categories.length },
        },
      };
    },
  });
}

const banner = () => screen.getByRole('banner');
const mainNav = () => within(banner()).getByRole('navigation', { name: 'Main' });

describe('desktop header', () => {
  test('signed out: Login button, Shop and the newest 3 categories', async () => {
    const fetchMock = mockCategories();
    await renderApp('/');

    expect(within(banner()).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: /Hi,/ })).not.toBeInTheDocument();
    expect(await within(mainNav()).findByRole('link', { name: 'Sofas' })).toHaveAttribute(
      'href',
      '/products?category=sofas',
    );
    const navLinks = within(mainNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(navLinks).toEqual(['Shop', 'Sofas', 'Dining', 'Bedroom']);

    const headerCall = callsTo(fetchMock, '/api/v1/categories/map').find(
      (call) => call.url.searchParams.get('limit') === '3',
    );
    expect(Object.fromEntries(headerCall!.url.searchParams)).toEqual({
      projectId: 'test-project',
      sort_by: 'sort_order',
      sort_order: 'asc',
      page: '1',
      limit: '3',
      load_image: '1',
    });
  });

  test('signed in: 4 categories and the account menu built from the shared list', async () => {
    mockCategories();
    const { user } = await renderApp('/', { signedIn: true });

    expect(within(banner()).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(await within(mainNav()).findByRole('link', { name: 'Storage' })).toBeInTheDocument();

    await user.click(within(banner()).getByRole('button', { name: 'Hi, Maria' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    const expected = accountLinks.filter((link) => link.isDropdown);
    expect(items.map((item) => item.textContent?.replace(/\d+$/, ''))).toEqual([
      ...expected.map((link) => link.title),
      'Log Out',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Wishlist' })).toBeInTheDocument();
    for (const link of expected) {
      expect(
        within(menu).getByRole('menuitem', { name: new RegExp(`^${link.title}`) }),
      ).toHaveAttribute('href', link.pathName);
    }
  });

  test('the cart badge shows 0, then the count in the checkout store', async () => {
    mockApi();
    await renderApp('/');

    const cart = within(banner()).getByRole('link', { name: 'Cart, 0 items' });
    expect(within(cart).getByText('0')).toBeVisible();

    act(() => useCheckoutStore.getState().setCartCount(3));
    expect(within(banner()).getByRole('link', { name: 'Cart, 3 items' })).toHaveTextContent('3');

    act(() => useCheckoutStore.getState().subtractCartCount(5));
    expect(within(banner()).getByRole('link', { name: 'Cart, 0 items' })).toHaveTextContent('0');
  });

  test('cart and favourites open the login modal when signed out', async () => {
    mockApi();
    const { user, router } = await renderApp('/');

    await user.click(within(banner()).getByRole('link', { name: /^Cart/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByLabelText(/^Email/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(banner()).getByRole('link', { name: 'Favorites' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  test('cart navigates when signed in', async () => {
    mockApi();
    const { user, router } = await renderApp('/', { signedIn: true });
    await user.click(within(banner()).getByRole('link', { name: /^Cart/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
  });

  test('Enter in the search box goes to the product listing', async () => {
    mockApi();
    const { user, router } = await renderApp('/');
    await user.type(
      within(banner()).getByRole('combobox', { name: 'Search products' }),
      'narra table{Enter}',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('narra table');
  });

  test('Log Out resets the session, its storage entries and goes home', async () => {
    mockApi();
    localStorage.setItem('branch', JSON.stringify({ _id: 'b1', name: 'Makati' }));
    localStorage.setItem('checkout', JSON.stringify({ totalCartItems: 2 }));
    const { user, router } = await renderApp('/favorites', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Favorites' })).toBeInTheDocument();
    expect(within(banner()).getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();

    await user.click(within(banner()).getByRole('button', { name: 'Hi, Maria' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));

    expect(await within(banner()).findByRole('button', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('branch')).toBeNull();
    expect(localStorage.getItem('checkout')).toBeNull();
    expect(within(banner()).getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });
});

describe('the Shop menu', () => {
  // Two whole-app renders with lazy overlays: slow in jsdom on a busy machine.
  vi.setConfig({ testTimeout: 20_000 });
  const tree = [
    {
      _id: 'c-living',
      name: 'Living Room',
      friendlyUrl: 'living-room',
      image: null,
      isActive: true,
      children: [
        { _id: 'c-sofas', name: 'Sofas', friendlyUrl: 'sofas', image: null, isActive: true },
        {
          _id: 'c-sect',
          name: 'Sectionals',
          friendlyUrl: 'sectionals',
          image: null,
          isActive: true,
        },
      ],
      active_children: [{ _id: 'c-sofas' }, { _id: 'c-sect' }],
    },
    ...['Dining', 'Bedroom', 'Storage', 'Outdoor'].map((name) => ({
      _id: `c-${name}`,
      name,
      friendlyUrl: name.toLowerCase(),
      image: null,
      isActive: true,
      children: [],
      active_children: [],
    })),
  ];
  const mockTree = () =>
    mockApi({
      'GET /api/v1/categories/map': ({ url }) => {
        const limit = Number(url.searchParams.get('limit'));
        return { body: { data: tree.slice(0, limit), meta: { page: 1, limit, total: 5 } } };
      },
    });

  test('opens from the keyboard with every category and its children; Escape closes it', async () => {
    mockTree();
    const { user, router } = await renderApp('/');
    // The header keeps the spec's 3 categories; the menu has all 5.
    expect(await within(mainNav()).findByRole('link', { name: 'Bedroom' })).toBeInTheDocument();
    expect(within(mainNav()).queryByRole('link', { name: 'Storage' })).not.toBeInTheDocument();

    const toggle = within(mainNav()).getByRole('button', { name: 'Shop by category' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('navigation', { name: 'All categories' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'All products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(await within(menu).findByRole('link', { name: 'Outdoor' })).toBeInTheDocument();
    const living = within(menu).getByRole('region', { name: 'Living Room' });
    expect(within(living).getByRole('link', { name: 'Sectionals' })).toHaveAttribute(
      'href',
      '/products?category=sectionals',
    );

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'All categories' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(toggle).toHaveFocus());

    // Tab reaches the links; Enter follows one and closes the menu.
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('navigation', { name: 'All categories' });
    await within(again).findByRole('link', { name: 'Sofas' });
    within(again).getByRole('link', { name: 'Sofas' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?category=sofas'));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'All categories' })).not.toBeInTheDocument(),
    );
  });

  test('on a phone the drawer opens every category under Shop by category', async () => {
    mockTree();
    const { user } = await renderApp('/', { width: 390 });
    await user.click(within(banner()).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Mobile' });
    const toggle = within(drawer).getByRole('button', { name: 'Shop by category' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const all = await within(drawer).findByRole('list', { name: 'All categories' });
    expect(within(all).getByRole('link', { name: 'Outdoor' })).toBeInTheDocument();
    expect(
      within(within(all).getByRole('list', { name: 'Living Room' })).getByRole('link', {
        name: 'Sectionals',
      }),
    ).toHaveAttribute('href', '/products?category=sectionals');
  });
});

describe('mobile header (below 1278 px)', () => {
  test('the menu button opens a left drawer with Log in and Signup when signed out', async () => {
    mockCategories();
    const { user } = await renderApp('/', { width: 390 });

    expect(within(banner()).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    const menuButton = within(banner()).getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);

    const drawer = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(drawer.closest('.MuiDrawer-anchorLeft')).not.toBeNull();
    expect(within(drawer).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(drawer).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/products');
    expect(await within(drawer).findByRole('link', { name: 'Sofas' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    expect(within(drawer).queryByRole('link', { name: /My Orders/ })).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  test('signed in: account links without Wishlist, and Log Out', async () => {
    mockApi();
    const { user } = await renderApp('/', { width: 390, signedIn: true });
    await user.click(within(banner()).getByRole('button', { name: 'Open menu' }));

    const drawer = await screen.findByRole('navigation', { name: 'Mobile' });
    for (const link of accountLinks.filter((entry) => entry.isMobile)) {
      expect(
        within(drawer).getByRole('link', { name: new RegExp(`^${link.title}`) }),
      ).toBeInTheDocument();
    }
    expect(within(drawer).queryByRole('link', { name: /Wishlist/ })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  test('Escape closes the drawer', async () => {
    mockApi();
    const { user } = await renderApp('/', { width: 390 });
    await user.click(within(banner()).getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Mobile' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument(),
    );
  });

  test('at 1278 px the desktop header returns', async () => {
    mockApi();
    await renderApp('/', { width: 1278 });
    expect(within(banner()).queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(within(banner()).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

test('the announcement ticker sits above the header', async () => {
  mockApi({
    'GET /api/v1/public/announcements': {
      body: { data: [{ _id: 'a1', text: 'Payday sale this weekend' }] },
    },
  });
  await renderApp('/');
  const ticker = await screen.findByRole('region', { name: 'Announcements' });
  expect(ticker.compareDocumentPosition(banner()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // The skip link comes first of all, so keyboard users can jump past both.
  await userEvent.setup().tab();
  expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
});
