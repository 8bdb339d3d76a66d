import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { LAMP, LBC, SOFA, TRUCK, fakeCheckout } from '../../features/checkout/checkout-fixtures';
import { cartOf } from '../../features/checkout/cart-fixtures';
import { addDays, manilaToday } from '../../features/checkout/checkout-dates';
import type { CheckoutDetails } from '../../features/checkout/stores/checkout';
import { HOME, OFFICE, fakeAddressBook } from '../../features/addresses/address-fixtures';
import { mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

vi.setConfig({ testTimeout: 40_000 });
// Whole-app renders on a busy 2-core machine: give lazy screens time to arrive.
configure({ asyncUtilTimeout: 6000 });

/** The checkout endpoints with the address book (Home, the default, and Office). */
function checkoutApi(options: Parameters<typeof fakeCheckout>[0] = {}) {
  const fake = fakeCheckout(options);
  return { ...fake, routes: { ...fakeAddressBook([HOME, OFFICE]).routes, ...fake.routes } };
}

const PATH = '/checkout/shipping_information';
const main = () => screen.getByRole('main');
const region = (name: string) => within(main()).getByRole('region', { name });

/** The store as the cart page leaves it: the lines it saw, the ticked ones, the choices so far. */
function seedCheckout(checked: string[], checkout: Partial<CheckoutDetails> = {}) {
  const cart = cartOf([SOFA, LAMP]);
  localStorage.setItem(
    STORAGE_KEYS.checkout,
    JSON.stringify({
      cartId: cart._id,
      cartItems: cart.items,
      checkedCartItems: checked,
      totalCartItems: cart.totalItemCount,
      checkout,
    }),
  );
}

const stored = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.checkout) ?? '{}') as {
    checkout: CheckoutDetails;
  };

async function renderShipping() {
  const view = await renderApp(PATH, { signedIn: true });
  await screen.findByRole('heading', { level: 1, name: 'Shipping Information' });
  return view;
}

describe('shipping information', () => {
  test('a new address starts at the city last checked with “Check delivery fee”', async () => {
    mockApi(checkoutApi().routes);
    seedCheckout([SOFA._id]);
    localStorage.setItem(
      STORAGE_KEYS.deliveryDestination,
      JSON.stringify({
        state: {
          destination: {
            region: 'Central Visayas (Region VII)',
            province: 'Cebu',
            city: 'Cebu City',
          },
        },
        version: 0,
      }),
    );
    const { user } = await renderShipping();
    await user.click(await screen.findByRole('button', { name: 'Add a new address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a new address' });
    const select = (name: RegExp) => within(dialog).getByRole('combobox', { name });
    await waitFor(() => expect(select(/^Region/)).toHaveValue('Central Visayas (Region VII)'));
    await waitFor(() => expect(select(/^Province/)).toHaveValue('Cebu'));
    await waitFor(() => expect(select(/^City \/ Municipality/)).toHaveValue('Cebu City'));
  });

  test('a shopper abroad can send the whole cart to their family: buyer and recipient are asked for', async () => {
    mockApi(checkoutApi().routes);
    seedCheckout([SOFA._id], { fulfillmentType: 'pickup' });
    localStorage.setItem(
      STORAGE_KEYS.abroadCountry,
      JSON.stringify({ state: { country: 'AE' }, version: 0 }),
    );
    const { user } = await renderShipping();
    await user.click(
      await screen.findByRole('button', { name: 'Send to my family in the Philippines' }),
    );
    expect(await screen.findByRole('region', { name: 'You, abroad' })).toHaveTextContent(
      'United Arab Emirates',
    );
    expect(region('Recipient in the Philippines')).toBeVisible();
    expect(stored().checkout).toMatchObject({
      fulfillmentType: 'delivery',
      abroad: { country: 'AE', buyerMobile: '' },
    });
    await user.click(screen.getByRole('button', { name: 'Buy for yourself instead' }));
    expect(
      await screen.findByRole('region', { name: 'How do you want to get your order?' }),
    ).toBeVisible();
    expect(stored().checkout.abroad).toBeNull();
  });

  test('a shopper at home is not offered the family checkout', async () => {
    mockApi(checkoutApi().routes);
    seedCheckout([SOFA._id]);
    await renderShipping();
    await screen.findByRole('region', { name: 'How do you want to get your order?' });
    expect(
      screen.queryByRole('button', { name: 'Send to my family in the Philippines' }),
    ).toBeNull();
  });

  test('nothing ticked for checkout: back to the cart with a word why', async () => {
    mockApi(checkoutApi().routes);
    seedCheckout([]);
    const { router } = await renderApp(PATH, { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByText('Select the items you want to check out first.')).toBeVisible();
  });

  test('every choice is kept after every change, and a reload brings them all back', async () => {
    const fake = checkoutApi();
    mockApi(fake.routes);
    seedCheckout([SOFA._id, LAMP._id]);
    const view = await renderShipping();
    expect(screen.getByRole('navigation', { name: 'Checkout steps' })).toHaveTextContent(
      'Shipping information',
    );

    // The default shipping address comes picked; its couriers are asked for.
    const home = await screen.findByRole('radio', {
      name: 'Home: 123 Jupiter Street, Makati City',
    });
    await waitFor(() => expect(home).toBeChecked());
    const truck = await screen.findByRole('radio', { name: /^Casa Filipina Delivery Truck/ });
    expect(truck).toHaveAccessibleName(/Arrives in 1–3 working days ₱440\.00$/);
    await view.user.click(truck);
    await waitFor(() => expect(stored().checkout.courier).toEqual(TRUCK));

    // Another address: couriers asked again; the truck does not go to Cebu, so it is dropped.
    await view.user.click(
      screen.getByRole('radio', { name: 'Office: 8 Salinas Drive, Cebu City' }),
    );
    await waitFor(() => expect(fake.courierAddresses).toContain(OFFICE._id));
    const lbc = await screen.findByRole('radio', { name: /^LBC Cargo/ });
    await waitFor(() => expect(stored().checkout.courier).toBeNull());
    expect(lbc).not.toBeChecked();
    await view.user.click(lbc);
    await waitFor(() => expect(stored().checkout.courier).toEqual(LBC));
    expect(stored().checkout.address).toMatchObject({ _id: OFFICE._id });

    // The server prices the choices: the courier's fee is in the summary.
    const summary = region('Order summary');
    await waitFor(() => expect(summary).toHaveTextContent('Shipping fee₱950.00'));

    const date = addDays(manilaToday(new Date()), 4);
    const dateField = screen.getByLabelText('Preferred delivery date');
    await view.user.type(dateField, date);
    await view.user.selectOptions(
      screen.getByRole('combobox', { name: 'Preferred delivery time' }),
      'Morning, 9:00 AM – 12:00 NN',
    );
    await view.user.type(screen.getByRole('textbox', { name: 'Notes for your order' }), 'Gate 3');
    await view.user.click(screen.getByRole('button', { name: 'Saturday, December 5, 2026' }));
    await waitFor(() =>
      expect(stored().checkout).toMatchObject({
        fulfillmentType: 'delivery',
        address: { _id: OFFICE._id },
        courier: LBC,
        preferredDateTime: `${date}T09:00:00+08:00`,
        preferredAssemblyDate: '2026-12-05',
        notes: 'Gate 3',
      }),
    );

    // A reload: the same page, everything as it was.
    view.unmount();
    await renderShipping();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /^Office: 8 Salinas Drive/ })).toBeChecked(),
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: /^LBC Cargo/ })).toBeChecked());
    expect(screen.getByLabelText('Preferred delivery date')).toHaveValue(date);
    expect(screen.getByRole('combobox', { name: 'Preferred delivery time' })).toHaveValue('09:00');
    expect(screen.getByRole('textbox', { name: 'Notes for your order' })).toHaveValue('Gate 3');
    expect(
      await screen.findByRole('button', { name: 'Saturday, December 5, 2026' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(region('Preferred assembly date')).toHaveTextContent(
      'Assembly on Saturday, December 5, 2026',
    );
  });

  test('a courier the order rides for free says Free, and so does the summary', async () => {
    const fake = checkoutApi();
    const priceAsFree = fake.routes['POST /api/v1/my-cart/compute-prices'];
    mockApi({
      ...fake.routes,
      'POST /api/v1/my-cart/possible-couriers': { body: { data: [{ ...TRUCK, fee: 0 }, LBC] } },
      // The server prices the truck at nothing for this order.
      'POST /api/v1/my-cart/compute-prices': (request) =>
        typeof priceAsFree === 'function'
          ? priceAsFree({ ...request, body: { ...(request.body as object), courier: null } })
          : { status: 500 },
    });
    seedCheckout([SOFA._id, LAMP._id]);
    const view = await renderShipping();
    const truck = await screen.findByRole('radio', { name: /^Casa Filipina Delivery Truck/ });
    expect(truck).toHaveAccessibleName(/Arrives in 1–3 working days Free$/);
    await view.user.click(truck);
    await waitFor(() =>
      expect(region('Order summary')).toHaveTextContent('Shipping feeFree delivery'),
    );
  });

  test('assembly dates the server refuses are disabled; arrows skip them', async () => {
    mockApi(checkoutApi().routes);
    seedCheckout([SOFA._id]);
    const { user } = await renderShipping();
    const calendar = region('Preferred assembly date');
    const day = (name: string) => within(calendar).getByRole('button', { name });
    await within(calendar).findByRole('group', { name: 'December 2026' });
    expect(calendar).toHaveTextContent(
      'Our team assembles on working days (Mon–Sat), from Wednesday, December 2, 2026 at the earliest.',
    );

    // Before the earliest day, a refused Friday and a Sunday: disabled; the rest can be picked.
    expect(day('Tuesday, December 1, 2026, not available')).toBeDisabled();
    expect(day('Friday, December 4, 2026, not available')).toBeDisabled();
    expect(day('Sunday, December 6, 2026, not available')).toBeDisabled();
    expect(day('Wednesday, December 2, 2026')).toBeEnabled();
    expect(within(calendar).getAllByRole('button', { pressed: false })).toHaveLength(6);
    expect(within(calendar).getByRole('button', { name: 'Next month' })).toBeDisabled();

    // One tab stop; the arrows go from bookable day to bookable day.
    expect(day('Wednesday, December 2, 2026')).toHaveAttribute('tabindex', '0');
    day('Wednesday, December 2, 2026').focus();
    await user.keyboard('{ArrowRight}');
    expect(day('Thursday, December 3, 2026')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(day('Saturday, December 5, 2026')).toHaveFocus();
    // A week down: the 12th; a week up: back to the 5th; left of the 12th: the 8th.
    await user.keyboard('{ArrowDown}');
    expect(day('Saturday, December 12, 2026')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(day('Saturday, December 5, 2026')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(day('Tuesday, December 8, 2026')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(day('Tuesday, December 8, 2026')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(stored().checkout.preferredAssemblyDate).toBe('2026-12-08'));

    await user.click(within(calendar).getByRole('button', { name: 'Clear date' }));
    await waitFor(() => expect(stored().checkout.preferredAssemblyDate).toBeNull());
  });

  test('a stored assembly date the server no longer books is let go, with a word why', async () => {
    mockApi(checkoutApi().routes);
    seedCheckout([SOFA._id], { preferredAssemblyDate: '2026-12-04' });
    await renderShipping();
    expect(
      await screen.findByText(
        'Friday, December 4, 2026 can no longer be booked for assembly. Please pick another date.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(stored().checkout.preferredAssemblyDate).toBeNull());
  });

  test('continue: what is missing shows in place; pickup starts at the items’ branch', async () => {
    mockApi(checkoutApi().routes);
    seedCheckout([SOFA._id, LAMP._id]);
    const { user, router } = await renderShipping();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /^Home: 123 Jupiter Street/ })).toBeChecked(),
    );
    await screen.findByRole('radio', { name: /^Casa Filipina Delivery Truck/ });

    await user.click(screen.getByRole('button', { name: 'Continue to review and pay' }));
    expect(
      await screen.findByText('Choose a courier for delivery.', { selector: 'p' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(PATH);

    // Pickup: no address or courier needed; the branch that holds the items comes picked.
    await user.click(screen.getByRole('radio', { name: /^Pickup at a branch/ }));
    const branch = screen.getByRole('combobox', { name: 'Pickup branch' });
    await waitFor(() => expect(branch).toHaveValue('b-qc'));
    expect(screen.queryByRole('region', { name: 'Courier' })).not.toBeInTheDocument();
    expect(region('Order summary')).toHaveTextContent('Free pickup');

    // Another branch does not hold them: the server's rule, said before asking it.
    await user.selectOptions(branch, 'Cebu Showroom');
    await waitFor(() =>
      expect(branch).toHaveAccessibleDescription(
        'Items picked up at Cebu Showroom must come from its stock: Hiraya Three-Seater Sofa, Siargao Tripod Floor Lamp.',
      ),
    );
    await user.selectOptions(branch, 'Quezon City Main Showroom');
    await user.click(screen.getByRole('button', { name: 'Continue to review and pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/review-and-pay'));
    expect(stored().checkout).toMatchObject({ fulfillmentType: 'pickup', branchId: 'b-qc' });
  });
});
