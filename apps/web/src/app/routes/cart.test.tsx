import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { LAMP, SOFA, cartItem, fakeCart } from '../../features/checkout/cart-fixtures';
import { useCheckoutStore } from '../../features/checkout/stores/checkout';
import { callsTo, mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

vi.setConfig({ testTimeout: 30_000 });
// Whole-app renders on a busy 2-core machine: give lazy screens time to arrive.
configure({ asyncUtilTimeout: 5000 });

const main = () => screen.getByRole('main');
const lines = () => within(main()).getAllByTestId('cart-line');
const lineOf = (name: string) =>
  lines().find((line) => within(line).queryByRole('link', { name })) as HTMLElement;
const summary = () => within(main()).getByRole('region', { name: 'Order summary' });
const badge = () => within(screen.getByRole('banner')).getByRole('link', { name: /^Cart, / });
const proceed = () => within(main()).getByRole('button', { name: 'Proceed to checkout' });

/** The summary's `Label ₱n` pairs, read from its definition list. */
function totals() {
  const list = summary().querySelector('dl')!;
  return Object.fromEntries(
    [...list.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );
}

async function renderCart(items = [SOFA, LAMP], { width }: { width?: number } = {}) {
  const cart = fakeCart(items);
  const fetchMock = mockApi(cart.routes);
  const view = await renderApp('/cart', { signedIn: true, width });
  await screen.findByRole('link', { name: items[0]?.name ?? 'Browse products' });
  return { ...view, cart, fetchMock };
}

describe('cart (signed in)', () => {
  test('lists every line with photo, name, options, prices and a ticked box; totals from the server', async () => {
    const { cart } = await renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(document.title).toBe('Cart | Casa Filipina Furniture');
    expect(lines()).toHaveLength(2);

    const sofa = lineOf(SOFA.name);
    expect(within(sofa).getByRole('link', { name: SOFA.name })).toHaveAttribute(
      'href',
      '/product/detail/hiraya-three-seater-sofa',
    );
    expect(sofa.querySelector('img')).toHaveAttribute('src', '/media/sofa.svg');
    expect(within(sofa).getByText('Grey · 3-Seater')).toBeInTheDocument();
    expect(within(sofa).getByText('From Quezon City Main Showroom')).toBeInTheDocument();
    expect(sofa).toHaveTextContent('₱24,999.00Regular price: ₱27,999.00 each');
    expect(within(sofa).getByRole('spinbutton', { name: `Quantity of ${SOFA.name}` })).toHaveValue(
      1,
    );
    expect(within(sofa).getByRole('checkbox', { name: `Select ${SOFA.name}` })).toBeChecked();
    expect(within(lineOf(LAMP.name)).getByTestId('cart-line-total')).toHaveTextContent('₱8,398.00');

    // compute-prices for the ticked lines: 24,999 + 2 × 4,199 = 33,397; VAT = 33,397 × 12/112.
    await waitFor(() =>
      expect(totals()).toEqual({
        'Subtotal (3 items)': '₱33,397.00',
        'VATable sales': '₱29,818.75',
        'VAT (12%)': '₱3,578.25',
        Total: '₱33,397.00',
      }),
    );
    expect(cart.pricedWith.at(-1)).toEqual([SOFA._id, LAMP._id]);
    expect(badge()).toHaveAccessibleName('Cart, 3 items');
    expect(proceed()).toBeEnabled();
  });

  test('ticks: one line out of the totals, select all back, none ticked blocks checkout', async () => {
    const { user, cart, router } = await renderCart();
    await waitFor(() => expect(totals().Total).toBe('₱33,397.00'));

    await user.click(within(main()).getByRole('checkbox', { name: `Select ${SOFA.name}` }));
    await waitFor(() => expect(totals()['Subtotal (2 items)']).toBe('₱8,398.00'));
    expect(cart.pricedWith.at(-1)).toEqual([LAMP._id]);
    const selectAll = within(main()).getByRole('checkbox', { name: 'Select all (2 items)' });
    expect(selectAll).toHaveAttribute('data-indeterminate', 'true');
    expect(useCheckoutStore.getState().checkedCartItems).toEqual([LAMP._id]);
    expect(useCheckoutStore.getState().cartList.map((line) => line._id)).toEqual([LAMP._id]);

    await user.click(within(main()).getByRole('checkbox', { name: `Select ${LAMP.name}` }));
    expect(proceed()).toBeDisabled();
    expect(proceed()).toHaveAccessibleDescription('Select at least one item to check out.');
    expect(totals().Total).toBe('₱0.00');

    await user.click(selectAll);
    await waitFor(() => expect(totals().Total).toBe('₱33,397.00'));
    expect(proceed()).toBeEnabled();
    await user.click(proceed());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/checkout/shipping_information'),
    );
  });

  test('ticks are kept for a reload; a line new to the cart comes ticked', async () => {
    localStorage.setItem(
      STORAGE_KEYS.checkout,
      JSON.stringify({ cartItems: [SOFA, LAMP], checkedCartItems: [LAMP._id] }),
    );
    const chair = cartItem({ _id: 'i-chair', name: 'Molave Dining Chair', variant_id: 'v-chair' });
    await renderCart([SOFA, LAMP, chair]);
    await waitFor(() =>
      expect(within(main()).getByRole('checkbox', { name: `Select ${chair.name}` })).toBeChecked(),
    );
    expect(within(main()).getByRole('checkbox', { name: `Select ${SOFA.name}` })).not.toBeChecked();
    expect(within(main()).getByRole('checkbox', { name: `Select ${LAMP.name}` })).toBeChecked();
  });

  test('quantity stepper: 1 to the stock, the change is saved, the badge and totals follow', async () => {
    const { user, fetchMock } = await renderCart();
    const lamp = lineOf(LAMP.name);
    const quantity = within(lamp).getByRole('spinbutton', { name: `Quantity of ${LAMP.name}` });
    const more = within(lamp).getByRole('button', { name: `Increase quantity of ${LAMP.name}` });
    const less = within(lamp).getByRole('button', { name: `Decrease quantity of ${LAMP.name}` });

    await user.click(more);
    await waitFor(() => expect(quantity).toHaveValue(3));
    expect(more).toBeDisabled(); // 3 in stock
    expect(badge()).toHaveAccessibleName('Cart, 4 items');
    await waitFor(() => expect(totals().Total).toBe('₱37,596.00'));
    const put = fetchMock.mock.calls.find(
      ([input, init]) =>
        String(input).endsWith(`/api/v1/my-cart/items/${LAMP._id}`) && init?.method === 'PUT',
    );
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ quantity: 3, withProtectionPlan: false });

    // Typed beyond the stock: set to the stock; below 1: set to 1.
    await user.clear(quantity);
    await user.type(quantity, '0{Enter}');
    await waitFor(() => expect(quantity).toHaveValue(1));
    expect(less).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '40{Enter}');
    await waitFor(() => expect(quantity).toHaveValue(3));
  });

  test('a quantity the server refuses is explained on the line', async () => {
    const cart = fakeCart([SOFA], {
      [`PUT /api/v1/my-cart/items/${SOFA._id}`]: () => ({
        status: 409,
        body: { message: 'Only 1 left in stock at Quezon City Main Showroom.' },
      }),
    });
    mockApi(cart.routes);
    const { user } = await renderApp('/cart', { signedIn: true });
    await user.click(
      await screen.findByRole('button', { name: `Increase quantity of ${SOFA.name}` }),
    );
    expect(await within(lineOf(SOFA.name)).findByRole('alert')).toHaveTextContent(
      'Only 1 left in stock at Quezon City Main Showroom.',
    );
    expect(
      within(lineOf(SOFA.name)).getByRole('spinbutton', { name: `Quantity of ${SOFA.name}` }),
    ).toHaveValue(1);
  });

  test('a line above the stock (it fell since) says so and blocks checkout', async () => {
    await renderCart([cartItem({ quantity: 4, stock_available: 2 })]);
    expect(lineOf(SOFA.name)).toHaveTextContent(
      'Only 2 left at Quezon City Main Showroom. Lower the quantity to check out.',
    );
    expect(proceed()).toBeDisabled();
    expect(proceed()).toHaveAccessibleDescription(
      `Change the quantity of ${SOFA.name} to what is in stock to check out.`,
    );
  });

  test('the protection plan can be added to a line', async () => {
    const { user } = await renderCart();
    const plan = within(lineOf(LAMP.name)).getByRole('checkbox', {
      name: 'Add 2-Year Lighting Care Plan (+₱350.00 each)',
    });
    await user.click(plan);
    await waitFor(() => expect(plan).toBeChecked());
    expect(within(lineOf(LAMP.name)).getByTestId('cart-line-total')).toHaveTextContent('₱9,098.00');
  });

  test('remove asks first: No keeps the line, Yes removes it', async () => {
    const { user, fetchMock } = await renderCart();
    await user.click(within(main()).getByRole('button', { name: `Remove ${SOFA.name}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove this item?' });
    expect(dialog).toHaveTextContent(`${SOFA.name} will be removed from your cart.`);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, `/api/v1/my-cart/items/${SOFA._id}`)).toHaveLength(0);
    expect(lines()).toHaveLength(2);

    await user.click(within(main()).getByRole('button', { name: `Remove ${SOFA.name}` }));
    dialog = await screen.findByRole('dialog', { name: 'Remove this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(badge()).toHaveAccessibleName('Cart, 2 items');
    expect(await screen.findByText(`Removed from your cart: ${SOFA.name}`)).toBeInTheDocument();
  });

  test('bulk removal of the ticked lines, then clear, each asked first; the empty cart', async () => {
    const chair = cartItem({ _id: 'i-chair', name: 'Molave Dining Chair', variant_id: 'v-chair' });
    const { user, fetchMock, cart } = await renderCart([SOFA, LAMP, chair]);
    await user.click(within(main()).getByRole('checkbox', { name: `Select ${LAMP.name}` }));
    await user.click(within(main()).getByRole('button', { name: 'Remove selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove 2 items?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(lines()).toHaveLength(1));
    const bulk = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/items/bulk'));
    expect(JSON.parse(String(bulk?.[1]?.body))).toEqual({ ids: [SOFA._id, chair._id] });
    expect(cart.items().map((item) => item._id)).toEqual([LAMP._id]);

    await user.click(within(main()).getByRole('button', { name: 'Clear cart' }));
    const clear = await screen.findByRole('dialog', { name: 'Clear your cart?' });
    expect(clear).toHaveTextContent('Every item will be removed from your cart.');
    await user.click(within(clear).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(main()).findByRole('heading', { name: 'Your cart is empty' }),
    ).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(badge()).toHaveAccessibleName('Cart, 0 items');
  });

  test('an empty cart shows the empty state', async () => {
    await renderCart([]);
    expect(within(main()).getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(within(main()).queryByRole('button', { name: 'Proceed to checkout' })).toBeNull();
  });

  test('on a phone: cards, the breakdown and a total bar with the button', async () => {
    await renderCart([SOFA, LAMP], { width: 390 });
    const bar = within(main()).getByRole('region', { name: 'Cart total' });
    await waitFor(() =>
      expect(within(bar).getByTestId('cart-total')).toHaveTextContent('₱33,397.00'),
    );
    expect(within(bar).getByText('Total (3 items), VAT included')).toBeInTheDocument();
    expect(within(main()).getAllByRole('button', { name: 'Proceed to checkout' })).toHaveLength(1);
    expect(summary()).toBeInTheDocument();
  });

  test('a cart that fails to load can be asked again', async () => {
    let fail = true;
    const cart = fakeCart([SOFA], {
      'GET /api/v1/my-cart': () =>
        fail
          ? { status: 500, body: { message: 'Something went wrong. Please try again.' } }
          : { body: { data: { _id: 'cart-1', items: [SOFA], totalItemCount: 1 } } },
    });
    mockApi(cart.routes);
    const { user } = await renderApp('/cart', { signedIn: true });
    const alert = await within(main()).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(main()).findByRole('link', { name: SOFA.name })).toBeInTheDocument();
  });
});

describe('cart (visitor)', () => {
  const guestLine = {
    productId: 'p-sofa',
    variantId: 'v-sofa-grey',
    quantity: 2,
    branchId: 'b-qc',
    name: 'Hiraya Three-Seater Sofa',
    price: 24999,
    image: '/media/sofa.svg',
    options: 'Grey, 3-Seater',
  };

  test('opened directly, it shows the guest cart and asks to log in to check out', async () => {
    localStorage.setItem(
      STORAGE_KEYS.checkout,
      JSON.stringify({ guestCart: [guestLine], totalCartItems: 2 }),
    );
    const fetchMock = mockApi();
    const { user } = await renderApp('/cart');
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toHaveTextContent('Grey, 3-Seater');
    expect(lines()[0]).toHaveTextContent('₱24,999.00 each · Quantity: 2');
    expect(within(main()).getByTestId('cart-total')).toHaveTextContent('₱49,998.00');
    expect(badge()).toHaveAccessibleName('Cart, 2 items');
    expect(callsTo(fetchMock, '/api/v1/my-cart')).toHaveLength(0);

    await user.click(within(main()).getByRole('button', { name: 'Log in to check out' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  test('a guest line can be removed (asked first); then the empty state', async () => {
    localStorage.setItem(
      STORAGE_KEYS.checkout,
      JSON.stringify({ guestCart: [guestLine], totalCartItems: 2 }),
    );
    mockApi();
    const { user } = await renderApp('/cart');
    await user.click(within(main()).getByRole('button', { name: `Remove ${guestLine.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(main()).findByRole('heading', { name: 'Your cart is empty' }),
    ).toBeInTheDocument();
    expect(badge()).toHaveAccessibleName('Cart, 0 items');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.checkout)!).guestCart).toEqual([]);
  });
});
