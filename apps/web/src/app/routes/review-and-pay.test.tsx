import { configure, screen, waitFor, within } from '@testing-library/react';
import type { CartItem } from '@shop/shared/cart';
import { describe, expect, test, vi } from 'vitest';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { cartOf } from '../../features/checkout/cart-fixtures';
import {
  LAMP,
  SOFA,
  TRUCK,
  fakeCheckout,
  orderRoutes,
  placedOrder,
} from '../../features/checkout/checkout-fixtures';
import { gatewayRedirect } from '../../features/checkout/gateway-redirect';
import type { CheckoutDetails } from '../../features/checkout/stores/checkout';
import type { MockRequest, MockResponse } from '../../testing/api-mock';
import { HOME, OFFICE, fakeAddressBook } from '../../features/addresses/address-fixtures';
import { callsTo, mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

vi.setConfig({ testTimeout: 40_000 });
// Whole-app renders on a busy 2-core machine: give lazy screens time to arrive.
configure({ asyncUtilTimeout: 6000 });

/** The checkout endpoints with the address book (Home, the default, and Office). */
function checkoutApi(options: Parameters<typeof fakeCheckout>[0] = {}) {
  const fake = fakeCheckout(options);
  return { ...fake, routes: { ...fakeAddressBook([HOME, OFFICE]).routes, ...fake.routes } };
}

const PATH = '/checkout/review-and-pay';
const main = () => screen.getByRole('main');
const region = (name: string) => within(main()).getByRole('region', { name });
const placeButton = () => within(main()).getByRole('button', { name: /^Place order/ });

/** The store as the shipping step leaves it: delivery to Home by truck. */
function seedCheckout(items: CartItem[], checkout: Partial<CheckoutDetails> = {}) {
  const cart = cartOf(items);
  localStorage.setItem(
    STORAGE_KEYS.checkout,
    JSON.stringify({
      cartId: cart._id,
      cartItems: cart.items,
      checkedCartItems: cart.items.map((item) => item._id),
      totalCartItems: cart.totalItemCount,
      checkout: { fulfillmentType: 'delivery', address: HOME, courier: TRUCK, ...checkout },
    }),
  );
}

const stored = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.checkout) ?? '{}') as {
    checkout: CheckoutDetails;
    checkedCartItems: string[];
  };

async function renderReview(path = PATH) {
  const view = await renderApp(path, { signedIn: true });
  await screen.findByRole('heading', { level: 1, name: 'Review and Pay' });
  return view;
}

async function agreeAndPickCod(user: Awaited<ReturnType<typeof renderReview>>['user']) {
  await user.click(await screen.findByRole('radio', { name: /^Cash on Delivery/ }));
  await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
}

describe('review and pay', () => {
  test('the checked items with the server’s totals; discount codes with the server’s messages in place', async () => {
    const fake = checkoutApi({ items: [SOFA, LAMP] });
    mockApi(fake.routes);
    seedCheckout([SOFA, LAMP]);
    const { user } = await renderReview();
    const summary = region('Order summary');
    expect(within(summary).getAllByRole('listitem')).toHaveLength(2);
    // 24,999 + 2 × 4,199 + 440 truck = 33,837; VAT = total × 12/112.
    await waitFor(() => expect(summary).toHaveTextContent('Total₱33,837.00'));
    expect(summary).toHaveTextContent('Shipping fee₱440.00');
    expect(summary).toHaveTextContent('Vatable sales₱30,211.61');
    expect(summary).toHaveTextContent('VAT (12%)₱3,625.39');
    expect(region('Delivery')).toHaveTextContent('Casa Filipina Delivery Truck · ₱440.00');

    const code = within(summary).getByRole('textbox', { name: 'Discount code' });
    for (const [typed, message] of [
      ['PASKO2024', 'This discount code has expired.'],
      ['USEDUP', 'This discount code has been fully used.'],
      ['NOPE', 'This discount code does not exist.'],
    ] as const) {
      await user.clear(code);
      await user.type(code, typed);
      await user.click(within(summary).getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(code).toHaveAccessibleDescription(message));
      expect(within(summary).getByRole('alert')).toHaveTextContent(message);
    }
    expect(stored().checkout.discountCode).toBe('');

    await user.clear(code);
    await user.type(code, 'welcome10');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    expect(await within(summary).findByText('WELCOME10 applied: 10% off.')).toBeVisible();
    // 10% of 33,397 = 3,339.70 off.
    expect(summary).toHaveTextContent('Discount (WELCOME10)−₱3,339.70');
    expect(summary).toHaveTextContent('Total₱30,497.30');
    await waitFor(() => expect(stored().checkout.discountCode).toBe('WELCOME10'));

    await user.click(within(summary).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(summary).toHaveTextContent('Total₱33,837.00'));
    expect(summary).not.toHaveTextContent('Discount (');
    expect(stored().checkout.discountCode).toBe('');
  });

  test('a code filled in elsewhere (a trade-in credit) shows applied in the discount box and can be removed', async () => {
    mockApi(checkoutApi({ items: [SOFA, LAMP] }).routes);
    // What the trade-in screen leaves: the code, and no details until the server prices it.
    seedCheckout([SOFA, LAMP], { discountCode: 'WELCOME10', discountDetails: null });
    const { user } = await renderReview();
    const summary = region('Order summary');
    expect(await within(summary).findByText('WELCOME10 applied: 10% off.')).toBeVisible();
    expect(summary).toHaveTextContent('Discount (WELCOME10)−₱3,339.70');
    expect(within(summary).queryByRole('textbox', { name: 'Discount code' })).toBeNull();
    await waitFor(() =>
      expect(stored().checkout.discountDetails).toMatchObject({ code: 'WELCOME10' }),
    );

    await user.click(within(summary).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(summary).toHaveTextContent('Total₱33,837.00'));
    expect(within(summary).getByRole('textbox', { name: 'Discount code' })).toBeVisible();
    expect(stored().checkout.discountCode).toBe('');
  });

  test('from abroad: the recipient and the buyer read back, online payment only, and both go with the order', async () => {
    const fake = checkoutApi({ items: [LAMP] });
    mockApi(fake.routes);
    const abroad = {
      country: 'AE',
      buyerMobile: '050 123 4567',
      recipient: { name: 'Maria Santos', mobile: '0917 555 0101', email: 'maria@example.ph' },
    };
    seedCheckout([LAMP], { abroad });
    const { user, router } = await renderReview();
    const delivery = region('Delivery');
    expect(delivery).toHaveTextContent('RecipientMaria Santos+63 917 555 0101maria@example.ph');
    expect(delivery).toHaveTextContent('United Arab Emirates+971501234567');
    await user.click(await screen.findByRole('radio', { name: /^Online Payment/ }));
    expect(screen.queryByRole('radio', { name: /^Cash on Delivery/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /^GCash/ }));
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await waitFor(() => expect(placeButton()).toBeEnabled());
    await user.click(placeButton());
    await waitFor(() => expect(fake.checkouts).toHaveLength(1));
    expect(fake.checkouts[0]?.body).toMatchObject({
      paymentMethod: 'online',
      paynamicsChannel: 'gc',
      abroad,
    });
    // The order is placed: the checkout is over before the next test starts.
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/o-1'));
    await waitFor(() => expect(stored().checkout.abroad).toBeNull());
  }, 60_000);

  test('cash on delivery above its maximum is refused with its rule', async () => {
    mockApi(checkoutApi().routes);
    seedCheckout([SOFA, LAMP]);
    await renderReview();
    const cod = await screen.findByRole('radio', { name: /^Cash on Delivery/ });
    await waitFor(() => expect(cod).toBeDisabled());
    expect(cod).toHaveAccessibleName(
      /Cash on delivery is available for orders up to ₱20,000\.00\. Please pay online or pick up your order\.$/,
    );
  });

  test('place order (COD): terms first; the order goes with an Idempotency-Key; thank-you page', async () => {
    const fake = checkoutApi({ items: [LAMP] });
    const fetchMock = mockApi(fake.routes);
    seedCheckout([LAMP], { notes: 'Gate 3', preferredAssemblyDate: '2026-12-05' });
    const { user, router } = await renderReview();
    await user.click(await screen.findByRole('radio', { name: /^Cash on Delivery/ }));
    await waitFor(() => expect(placeButton()).toBeEnabled());

    await user.click(placeButton());
    expect(
      await screen.findByText('Please agree to the Terms and Conditions to place your order.'),
    ).toBeVisible();
    expect(fake.checkouts).toHaveLength(0);

    // The terms open in their modal.
    await user.click(screen.getByRole('button', { name: 'Read the Terms and Conditions' }));
    const terms = await screen.findByRole('dialog', { name: 'General Terms and Conditions' });
    await user.click(within(terms).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(placeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/o-1'));
    expect(fake.checkouts).toHaveLength(1);
    expect(fake.checkouts[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(fake.checkouts[0]?.body).toEqual({
      items: [LAMP._id],
      fulfillmentType: 'delivery',
      address: HOME._id,
      billingAddress: null,
      courier: TRUCK.code,
      branchId: null,
      preferredDateTime: null,
      preferredAssemblyDate: '2026-12-05',
      discountCode: null,
      notes: 'Gate 3',
      paymentMethod: 'cod',
      paynamicsChannel: null,
      trackStatus: true,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeVisible();
    // The checkout is over: its choices are cleared, the cart is read again.
    await waitFor(() => expect(stored().checkout.address).toBeNull());
    expect(stored().checkedCartItems).toEqual([]);
    expect(callsTo(fetchMock, '/api/v1/my-cart').length).toBeGreaterThanOrEqual(2);
  });

  test('a retry and a reload send the same Idempotency-Key; a changed order gets a new one; errors in place', async () => {
    const answers: ((request: MockRequest) => MockResponse)[] = [
      () => ({ status: 500, body: { message: 'Something went wrong. Please try again.' } }),
      () => ({
        status: 409,
        body: {
          message: 'Sorry, Siargao Tripod Floor Lamp just sold out at Quezon City Main Showroom.',
        },
      }),
      () => ({
        status: 201,
        body: {
          data: {
            _id: 'o-2',
            orderNumber: 'CF-2026-000124',
            status: 'order_placed_awaiting_payment',
            paymentRedirectUrl: 'http://127.0.0.1/api/v1/payments/paynamics/pay/p-1',
          },
        },
      }),
    ];
    const keys: (string | null)[] = [];
    const fake = checkoutApi({
      items: [LAMP],
      extra: {
        'POST /api/v1/my-cart/checkout': async (request) => {
          keys.push(request.headers.get('Idempotency-Key'));
          // Slow enough for a double click to land while the first is on its way.
          await new Promise((resolve) => setTimeout(resolve, 150));
          return answers[keys.length - 1]!(request);
        },
      },
    });
    mockApi(fake.routes);
    seedCheckout([LAMP]);
    const go = vi.spyOn(gatewayRedirect, 'go').mockImplementation(() => {});
    let view = await renderReview();
    await agreeAndPickCod(view.user);
    await waitFor(() => expect(placeButton()).toBeEnabled());

    // A double click sends one request; the failure shows in place.
    await view.user.dblClick(placeButton());
    expect(
      await within(main()).findByText('Something went wrong. Please try again.'),
    ).toBeVisible();
    expect(keys).toHaveLength(1);

    // A reload, then the retry: the same key.
    view.unmount();
    view = await renderReview();
    await agreeAndPickCod(view.user);
    await waitFor(() => expect(placeButton()).toBeEnabled());
    await view.user.click(placeButton());
    expect(
      await within(main()).findByText(
        'Sorry, Siargao Tripod Floor Lamp just sold out at Quezon City Main Showroom.',
      ),
    ).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    // Paying online instead is another attempt: a new key; the browser goes to the gateway.
    await view.user.click(screen.getByRole('radio', { name: /^Online Payment/ }));
    await view.user.click(await screen.findByRole('radio', { name: /^GCash/ }));
    await view.user.click(placeButton());
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('http://127.0.0.1/api/v1/payments/paynamics/pay/p-1'),
    );
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
    expect(sessionStorage.getItem('checkout-idempotency')).toBeNull();
  });

  test('a refusal for a field (COD cap changed on the server) shows at that field', async () => {
    const message =
      'Cash on delivery is available for orders up to ₱5,000.00. Please pay online or pick up your order.';
    const fake = checkoutApi({
      items: [LAMP],
      extra: {
        'POST /api/v1/my-cart/checkout': () => ({
          status: 422,
          body: { message, errors: { paymentMethod: message } },
        }),
      },
    });
    mockApi(fake.routes);
    seedCheckout([LAMP]);
    const { user } = await renderReview();
    await agreeAndPickCod(user);
    await waitFor(() => expect(placeButton()).toBeEnabled());
    await user.click(placeButton());
    const paymentSection = region('Payment method');
    await waitFor(() =>
      expect(within(paymentSection).getByRole('alert')).toHaveTextContent(message),
    );
  });

  test('the gateway sent the shopper back unpaid: a clear notice and another try', async () => {
    const order = placedOrder({
      _id: 'o-2',
      orderNumber: 'CF-2026-000124',
      status: 'order_placed_awaiting_payment',
      status_label: 'Order Placed (Awaiting Payment)',
      status_color: 'warning',
      payment: {
        method: 'online',
        channel: 'gc',
        status: 'awaiting_payment',
        due_at: '2026-12-01T04:00:00.000Z',
      },
    });
    let payBody: unknown = null;
    mockApi({
      ...checkoutApi().routes,
      ...orderRoutes(order),
      'POST /api/v1/my-orders/o-2/pay': ({ body }) => {
        payBody = body;
        return {
          body: {
            data: {
              _id: 'o-2',
              orderNumber: 'CF-2026-000124',
              status: 'order_placed_awaiting_payment',
              paymentRedirectUrl: 'http://127.0.0.1/api/v1/payments/paynamics/pay/p-2',
            },
          },
        };
      },
    });
    // The bought lines left the cart with the order: nothing is ticked any more.
    seedCheckout([]);
    const go = vi.spyOn(gatewayRedirect, 'go').mockImplementation(() => {});
    const { user, router } = await renderReview(`${PATH}?order=o-2&payment=failed`);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Payment was not completed.');
    expect(notice).toHaveTextContent(
      'Your order CF-2026-000124 is saved and waiting for your payment of ₱33,837.00. Please pay before Dec 1, 2026, 12:00 PM, or the order is cancelled.',
    );
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.getByRole('radio', { name: 'GCash' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Maya' }));
    await user.click(screen.getByRole('button', { name: 'Pay ₱33,837.00 now' }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('http://127.0.0.1/api/v1/payments/paynamics/pay/p-2'),
    );
    expect(payBody).toEqual({ paynamicsChannel: 'paymaya' });
  });

  test('cancelled at the gateway says so', async () => {
    const order = placedOrder({
      _id: 'o-2',
      status: 'order_placed_awaiting_payment',
      payment: { method: 'online', channel: 'gc', status: 'awaiting_payment', due_at: null },
    });
    mockApi({ ...checkoutApi().routes, ...orderRoutes(order) });
    seedCheckout([]);
    await renderReview(`${PATH}?order=o-2&payment=cancelled`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment was cancelled.');
  });

  test('shipping not finished: back to the shipping step', async () => {
    mockApi(checkoutApi().routes);
    seedCheckout([LAMP], { courier: null });
    const { router } = await renderApp(PATH, { signedIn: true });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/checkout/shipping_information'),
    );
    expect(
      await screen.findByText('Please complete your shipping information first.'),
    ).toBeVisible();
  });
});
