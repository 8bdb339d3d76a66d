import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { mockApi } from '../testing/api-mock';
import { renderApp, saveSession } from '../testing/render-app';
import { branchFixture } from '../testing/branch-fixture';

/** Every route of spec section 2 that needs no session, with the title its screen shows. */
const publicScreens: [string, string][] = [
  ['/products', 'Products'],
  ['/products?search=sofa&category=living&category=dining', 'Products'],
  ['/products/detail/abc123', 'Product Details'],
  ['/product/detail/narra-dining-table', 'Product Details'],
  ['/contact-us', 'Contact Us'],
  ['/our-locations', 'Our Locations'],
  ['/about-us', 'About Us'],
  ['/blogs', 'Blogs'],
  ['/blog/detail/b1', 'Blog Details'],
  ['/signup', 'Sign Up'],
  ['/faqs', 'FAQs'],
  ['/favorites', 'Favorites'],
  ['/cart', 'Cart'],
  ['/signup/completion', 'Verify Your Email'],
  ['/verify/t0k3n', 'Verify Your Account'],
  ['/change-password/t0k3n', 'Change Password'],
  ['/forgot-password', 'Forgot Password'],
  ['/check-email/maria%40example.ph', 'Check Your Email'],
  ['/reset-password', 'Reset Password'],
  ['/thank-you', 'Thank You for Contacting Us'],
  ['/success-signup', 'Sign Up Successful'],
  // Without an order in the address the gateway's return page only says which page it is.
  ['/success', 'Payment'],
  ['/under-maintenance', 'Under Maintenance'],
];

/** Routes that need a saved session (spec sections 2 and 6). */
const signedInScreens: [string, string][] = [
  ['/my-account', 'My Account'],
  ['/my-account?id=profile', 'My Account'],
  ['/orders', 'My Orders'],
  ['/orders/o-1001', 'Order Details'],
  ['/orders/return', 'My Returns'],
  ['/orders/return/r-1', 'Return Details'],
  ['/orders/cancel-order/o-1001', 'Cancel Order'],
  ['/orders/return-order/o-1001', 'Return Order'],
  ['/checkout/shipping_information', 'Shipping Information'],
  ['/checkout/place_order', 'Review and Pay'],
  ['/checkout/review-and-pay', 'Review and Pay'],
  ['/checkout/o-1001', 'Thank You'],
];

/** Waits for the screen whose h1 is `title`. */
const findTitle = (title: string) => screen.findByRole('heading', { level: 1, name: title });

describe('route table', () => {
  test.each(publicScreens)('%s shows %s', async (path, title) => {
    mockApi();
    await renderApp(path);
    expect(await findTitle(title)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(title);
  });

  test('the home page has a hero with Shop now', async () => {
    mockApi();
    await renderApp('/');
    expect(await findTitle('Furniture for every Filipino home')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/products');
  });

  test('an unknown path shows the not-found page with a link home', async () => {
    mockApi();
    const { user, router } = await renderApp('/sofas/that-do-not-exist');
    expect(await findTitle('Page not found')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await findTitle('Furniture for every Filipino home')).toBeInTheDocument();
  });
});

describe('sign-in guard', () => {
  test.each(signedInScreens)('without a session %s redirects to /', async (path) => {
    mockApi();
    const { router } = await renderApp(path);
    expect(router.state.location.pathname).toBe('/');
    expect(await findTitle('Furniture for every Filipino home')).toBeInTheDocument();
  });

  test.each(signedInScreens)('with a session %s shows %s', async (path, title) => {
    mockApi();
    const { router } = await renderApp(path, { signedIn: true });
    expect(await findTitle(title)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(new URL(path, 'http://x').pathname);
  });

  test('any path under /orders is guarded, even one that matches no screen', async () => {
    mockApi();
    const { router } = await renderApp('/orders-archive');
    expect(router.state.location.pathname).toBe('/');
  });

  test('the session is read from storage again before every navigation', async () => {
    mockApi();
    const { router } = await renderApp('/');
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Login' }),
    ).toBeInTheDocument();

    // Another tab signs in: the next navigation picks the stored session up.
    saveSession();
    await router.navigate('/orders');
    expect(await findTitle('My Orders')).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Hi, Maria' }),
    ).toBeInTheDocument();

    // And signs out again: the guard sends the shopper home on the next navigation.
    localStorage.removeItem('token');
    await router.navigate('/orders/return');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Login' }),
    ).toBeInTheDocument();
  });
});

describe('stored session', () => {
  test('a token entry that is not JSON is removed and the shopper is signed out', async () => {
    mockApi();
    localStorage.setItem('token', '{"token": "abc", oops');
    const { router } = await renderApp('/orders');
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Login' }),
    ).toBeInTheDocument();
  });

  test('a token entry of the wrong shape is removed too', async () => {
    mockApi();
    localStorage.setItem('token', JSON.stringify({ token: 42, firstName: ['x'] }));
    await renderApp('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Login' }),
    ).toBeInTheDocument();
  });

  test('a corrupt branch entry is removed', async () => {
    mockApi();
    localStorage.setItem('branch', 'not json');
    await renderApp('/');
    expect(localStorage.getItem('branch')).toBeNull();
  });

  test('a valid entry signs the shopper in, with the fields the spec lists', async () => {
    mockApi();
    await renderApp('/', { signedIn: true });
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Hi, Maria' }),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('token')!)).toEqual({
      token: 'test-token',
      email: 'maria@example.ph',
      firstName: 'Maria',
      lastName: 'Santos',
      projectId: 'test-project',
    });
  });
});

describe('branch', () => {
  const branches = [
    branchFixture({
      _id: 'b1',
      name: 'Cebu',
      code: 'CEB',
      project_id: 'test-project',
      is_default: false,
      friend_url: 'cebu',
      description: '',
    }),
    branchFixture({
      _id: 'b2',
      name: 'Makati',
      code: 'MKT',
      project_id: 'test-project',
      is_default: true,
      friend_url: 'makati',
      description: '',
    }),
  ];

  test('defaults to the branch flagged is_default and persists it under `branch`', async () => {
    const fetchMock = mockApi({
      'GET /api/v1/public/branches/dropdown': { body: { data: branches } },
    });
    await renderApp('/');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('branch') ?? 'null')).toMatchObject({ _id: 'b2' }),
    );
    const call = fetchMock.mock.calls.find(([input]) =>
      String(input).startsWith('/api/v1/public/branches/dropdown'),
    );
    const params = new URL(String(call![0]), 'http://x').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      project_id: 'test-project',
      perPage: '999',
      status: 'ACTIVE',
    });
  });

  test('keeps a stored branch', async () => {
    mockApi({ 'GET /api/v1/public/branches/dropdown': { body: { data: branches } } });
    localStorage.setItem('branch', JSON.stringify(branches[0]));
    await renderApp('/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(JSON.parse(localStorage.getItem('branch')!)).toMatchObject({ _id: 'b1' });
  });
});

describe('scrolling', () => {
  test('navigation scrolls smoothly to the top, except on /my-account', async () => {
    mockApi();
    const { router } = await renderApp('/', { signedIn: true });
    await router.navigate('/blogs');
    await waitFor(() =>
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' }),
    );

    vi.mocked(window.scrollTo).mockClear();
    await router.navigate('/my-account?id=profile');
    expect(await findTitle('My Account')).toBeInTheDocument();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
