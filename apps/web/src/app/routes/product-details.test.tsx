import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { BRANCHES, HAMMOCK, HAMMOCK_GROUPS, listItem } from '../../features/product/test-fixtures';
import { callsTo, mockApi, type MockRoutes } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

vi.setConfig({ testTimeout: 20_000 });

// The route module and the lazy footer are transformed on their first import; done once here
// so that the first test's render is not held to renderApp's one-second waits while they compile.
beforeAll(async () => {
  await Promise.all([import('./product-details'), import('../layout/footer')]);
}, 20_000);

const related = [listItem({ name: 'Duyan Rattan Daybed' }), listItem({ name: 'Baguio Rug' })];

function mockProduct(routes: MockRoutes = {}) {
  return mockApi({
    'GET /api/v1/public/branches/dropdown': { body: { data: BRANCHES } },
    [`GET /api/v1/products/${HAMMOCK.friendly_url}`]: { body: { data: HAMMOCK } },
    [`GET /api/v1/products/${HAMMOCK._id}`]: { body: { data: HAMMOCK } },
    [`GET /api/products/group_variants/${HAMMOCK.friendly_url}`]: {
      body: { data: HAMMOCK_GROUPS },
    },
    [`GET /api/v1/public/products/${HAMMOCK._id}/related-products`]: { body: { data: related } },
    ...routes,
  });
}

const PAGE = `/product/detail/${HAMMOCK.friendly_url}`;
const price = () => screen.getAllByTestId('product-price')[0]!;
const stock = () => screen.getByTestId('stock-status');
const addToCart = () => screen.getByRole('button', { name: 'Add to cart' });
const option = (name: string | RegExp) => screen.getByRole('button', { name });

describe('product details', () => {
  test('shows the product with the price range, details and related products', async () => {
    const fetchMock = mockProduct();
    await renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: HAMMOCK.name }),
    ).toBeInTheDocument();
    expect(document.title).toBe(`${HAMMOCK.name} | Casa Filipina Furniture`);
    // The first variant in stock at the branch is chosen: its price, stock and Add to cart.
    expect(price()).toHaveTextContent('Sale price: ₱2,649.00');
    expect(stock()).toHaveTextContent('In stock at Quezon City Main Showroom: 5');
    expect(addToCart()).toBeEnabled();

    expect(screen.getByRole('heading', { name: 'Dimensions and materials' })).toBeInTheDocument();
    expect(screen.getByText('150 cm')).toBeInTheDocument();
    expect(screen.getByText('Polyester, Cotton')).toBeInTheDocument();
    expect(screen.getByText('Handwoven in Bicol, Philippines')).toBeInTheDocument();
    // In the specs and beside the buy button.
    expect(screen.getAllByText('3-Year Furniture Protection Plan')).toHaveLength(2);
    expect(
      await screen.findByRole('link', { name: 'Duyan Rattan Daybed' }, { timeout: 3000 }),
    ).toHaveAttribute('href', `/product/detail/${related[0]!.friendly_url}`);

    // Prices and stock are read for the default branch.
    const detailCall = callsTo(fetchMock, `/api/v1/products/${HAMMOCK.friendly_url}`)[0]!;
    expect(detailCall.url.searchParams.get('branch_id')).toBe('b-qc');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Hammocks' })).toHaveAttribute(
      'href',
      '/products?category=hammocks',
    );
  });

  test('picking a variant shows its exact price and its stock at the branch', async () => {
    mockProduct();
    const { user } = await renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: HAMMOCK.name });

    // Navy Blue / Single starts chosen; taking Single back shows both sizes' prices.
    expect(option('Colour: Navy Blue')).toHaveAttribute('aria-pressed', 'true');
    await user.click(option('Size: Single'));
    expect(price()).toHaveTextContent('₱2,649.00 - ₱3,599.00');
    expect(stock()).toHaveTextContent('Choose a size to see the stock');
    await user.click(option('Size: Single'));
    expect(price()).toHaveTextContent('Sale price: ₱2,649.00');
    expect(price()).toHaveTextContent('Regular price: ₱2,999.00');
    expect(stock()).toHaveTextContent('In stock at Quezon City Main Showroom: 5');
    expect(screen.getByText('SKU: HMK-NVY-SGL')).toBeInTheDocument();
    expect(addToCart()).toBeEnabled();

    // The quantity stops at the stock.
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    for (let step = 0; step < 4; step += 1) await user.click(increase);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(5);
    expect(increase).toBeDisabled();

    // Double exists in Navy Blue but is sold out here: pickable, and Add to cart is off.
    await user.click(option('Size: Double, out of stock'));
    expect(price()).toHaveTextContent(/^₱3,599\.00$/);
    expect(stock()).toHaveTextContent('Out of stock at Quezon City Main Showroom');
    expect(addToCart()).toBeDisabled();
    expect(
      screen.getByText('This option is out of stock at the selected branch.'),
    ).toBeInTheDocument();

    // Oatmeal comes in Single only: with Double chosen it cannot be picked.
    expect(option('Colour: Oatmeal, not available with your other choices')).toBeDisabled();
  });

  test('another branch shows that branch’s stock', async () => {
    mockProduct();
    const { user } = await renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: HAMMOCK.name });
    await user.click(option('Size: Double, out of stock'));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Check stock at' }),
      'Cebu City Showroom',
    );
    await waitFor(() => expect(stock()).toHaveTextContent('In stock at Cebu City Showroom: 4'));
    expect(addToCart()).toBeEnabled();
    expect(JSON.parse(localStorage.getItem('branch')!)).toMatchObject({ _id: 'b-cebu' });
  });

  test('Add to cart fills the guest cart, updates the badge and says so', async () => {
    mockProduct();
    const { user } = await renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: HAMMOCK.name });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();

    await user.click(option('Colour: Oatmeal'));
    expect(option('Size: Single')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(addToCart());

    // The mini-cart opens on the right with the line, the subtotal, Checkout and View cart.
    const miniCart = await screen.findByRole('dialog', { name: 'Your cart (2 items)' });
    expect(miniCart).toHaveAccessibleDescription(
      'Added to your cart: Tahanan Quilted Hammock (Oatmeal, Single) × 2',
    );
    const line = within(miniCart).getByTestId('mini-cart-line');
    expect(line).toHaveTextContent(HAMMOCK.name);
    expect(line).toHaveTextContent('Oatmeal, Single');
    expect(line).toHaveTextContent('Quantity: 2');
    expect(within(miniCart).getByTestId('mini-cart-subtotal')).toHaveTextContent('₱5,298.00');
    expect(within(miniCart).getByRole('button', { name: 'View cart' })).toBeInTheDocument();
    // A visitor's Checkout asks them to log in, as the cart page does.
    await user.click(within(miniCart).getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(within(banner).getByRole('link', { name: 'Cart, 2 items' })).toHaveTextContent('2');
    expect(JSON.parse(localStorage.getItem('checkout')!)).toMatchObject({
      totalCartItems: 2,
      guestCart: [
        {
          productId: HAMMOCK._id,
          variantId: 'v-oat-single',
          quantity: 2,
          branchId: 'b-qc',
          name: HAMMOCK.name,
          price: 2649,
          image: '/media/hammock-navy.svg',
        },
      ],
    });

    // 3 in stock, 2 in the cart: one more can be added, then no more.
    await user.click(addToCart());
    expect(await screen.findByRole('dialog', { name: 'Your cart (3 items)' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(banner).getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(addToCart()).toBeDisabled();
    expect(screen.getByText('All 3 in stock are already in your cart.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('checkout')!).guestCart).toHaveLength(1);
  });

  test('signed in, Add to cart fills the server cart and shows its stock message', async () => {
    let serverQuantity = 1;
    const cartLine = () => ({
      _id: 'i-hammock',
      product_id: HAMMOCK._id,
      variant_id: 'v-oat-single',
      name: HAMMOCK.name,
      friendly_url: HAMMOCK.friendly_url,
      image: null,
      variant: { sku: 'HMK-OAT-SGL', color: 'Oatmeal', size: 'Single', material: null },
      branch_id: 'b-qc',
      branch_name: 'Quezon City Main Showroom',
      quantity: serverQuantity,
      unit_price: 2649,
      compare_at_price: null,
      line_total: 2649 * serverQuantity,
      stock_available: 3,
      protection_plan: null,
      with_protection_plan: false,
    });
    const cart = () => ({
      data: { _id: 'cart-1', items: [cartLine()], totalItemCount: serverQuantity },
    });
    const fetchMock = mockProduct({
      'GET /api/token': { body: { data: { valid: true } } },
      'GET /api/v1/my-cart': () => ({ body: cart() }),
      'POST /api/v1/my-cart/items': ({ body }) => {
        const { quantity } = body as { quantity: number };
        if (serverQuantity + quantity > 3) {
          return {
            status: 409,
            body: { message: 'Only 3 left in stock at Quezon City Main Showroom.' },
          };
        }
        serverQuantity += quantity;
        return { status: 201, body: cart() };
      },
    });
    const { user } = await renderApp(PAGE, { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: HAMMOCK.name });
    const banner = screen.getByRole('banner');
    await waitFor(() =>
      expect(within(banner).getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument(),
    );

    await user.click(option('Colour: Oatmeal'));
    // One of the 3 in stock is in the server cart already (at this branch).
    expect(screen.getByText('1 already in your cart.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(addToCart());

    expect(
      await screen.findByText('Added to your cart: Tahanan Quilted Hammock (Oatmeal, Single) × 2'),
    ).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(
      ([input, init]) => String(input).endsWith('/api/v1/my-cart/items') && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      productId: HAMMOCK._id,
      variantId: 'v-oat-single',
      quantity: 2,
      branchId: 'b-qc',
      cart_id: 'cart-1',
    });
    expect(JSON.parse(localStorage.getItem('checkout')!).guestCart).toEqual([]);
    // The mini-cart lists the server cart's line; Checkout goes to checkout.
    const miniCart = await screen.findByRole('dialog', { name: 'Your cart (3 items)' });
    expect(within(miniCart).getByTestId('mini-cart-line')).toHaveTextContent('Quantity: 3');
    expect(within(miniCart).getByTestId('mini-cart-subtotal')).toHaveTextContent('₱7,947.00');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(banner).getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByText('All 3 in stock are already in your cart.')).toBeInTheDocument();
  });

  test('signed in, a quantity the server refuses shows its message', async () => {
    mockProduct({
      'GET /api/token': { body: { data: { valid: true } } },
      'GET /api/v1/my-cart': { body: { data: { _id: 'cart-1', items: [], totalItemCount: 0 } } },
      'POST /api/v1/my-cart/items': {
        status: 409,
        body: { message: 'Only 2 left in stock at Quezon City Main Showroom.' },
      },
    });
    const { user } = await renderApp(PAGE, { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: HAMMOCK.name });
    await user.click(option('Colour: Oatmeal'));
    await user.click(addToCart());
    expect(
      await screen.findByText('Only 2 left in stock at Quezon City Main Showroom.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Cart, 0 items' }),
    ).toBeInTheDocument();
  });

  test('the heart opens the login modal without a token', async () => {
    mockProduct();
    const { user } = await renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: HAMMOCK.name });
    await user.click(screen.getByRole('button', { name: `Add ${HAMMOCK.name} to favorites` }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  test('signed in, the heart toggles the favorite', async () => {
    let favorites: string[] = [];
    mockProduct({
      'GET /api/v1/my-info/favorites': () => ({
        body: { data: favorites.map((id) => ({ _id: id })) },
      }),
      'POST /api/v1/my-info/favorites': ({ body }) => {
        const { productId } = body as { productId: string };
        const favorite = !favorites.includes(productId);
        favorites = favorite ? [...favorites, productId] : [];
        return { body: { data: { productId, favorite } } };
      },
    });
    const { user } = await renderApp(PAGE, { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: HAMMOCK.name });
    const heart = await screen.findByRole('button', { name: `Add ${HAMMOCK.name} to favorites` });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    const saved = await screen.findByRole('button', {
      name: `Remove ${HAMMOCK.name} from favorites`,
    });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
  });

  test('the id route shows the same product; an unknown one says it does not exist', async () => {
    mockProduct({
      'GET /api/products/group_variants/p-hammock': { body: { data: HAMMOCK_GROUPS } },
    });
    const { router } = await renderApp(`/products/detail/${HAMMOCK._id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: HAMMOCK.name }),
    ).toBeInTheDocument();

    await router.navigate('/product/detail/no-such-thing');
    expect(await screen.findByText('The product does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  test('the gallery switches photos with the thumbnails and the arrow keys', async () => {
    mockProduct();
    const { user } = await renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: HAMMOCK.name });
    const photos = screen.getByRole('group', { name: 'Product photos' });
    const [first, second] = within(photos).getAllByRole('button');
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'A hammock in Navy Blue' })).toHaveAttribute(
      'loading',
      'eager',
    );

    first!.focus();
    await user.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'A hammock in Oatmeal' })).toBeInTheDocument();

    // Picking a colour shows its photo.
    await user.click(option('Colour: Oatmeal'));
    await user.click(option('Colour: Navy Blue'));
    expect(screen.getByRole('img', { name: 'A hammock in Navy Blue' })).toBeInTheDocument();
  });
});
