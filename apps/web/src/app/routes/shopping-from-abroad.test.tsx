import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { useAbroadCountryStore } from '../../features/abroad/stores/abroad-country';
import { useCheckoutStore } from '../../features/checkout/stores/checkout';
import { BRANCHES, HAMMOCK, HAMMOCK_GROUPS } from '../../features/product/test-fixtures';
import { callsTo, mockApi, type MockRoutes } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

vi.setConfig({ testTimeout: 25_000 });

beforeAll(async () => {
  await Promise.all([
    import('./product-details'),
    import('./shopping-from-abroad'),
    import('./contact-us'),
    import('../layout/footer'),
    import('../../features/abroad/components/country-picker-dialog'),
    import('../../features/abroad/components/abroad-footer-line'),
  ]);
}, 25_000);

const SALE_CART = '/api/products/product-sale-cart';
const PAGE = `/product/detail/${HAMMOCK.friendly_url}`;

const LOCATIONS = {
  rates_as_of: '2026-11-02',
  approximate: true,
  countries: [
    {
      code: 'AE',
      name: 'United Arab Emirates',
      currency: 'AED',
      time_zone: 'Asia/Dubai',
      calling_code: '+971',
      pesos_per_unit: 15.95,
    },
    {
      code: 'JP',
      name: 'Japan',
      currency: 'JPY',
      time_zone: 'Asia/Tokyo',
      calling_code: '+81',
      pesos_per_unit: 0.384,
    },
  ],
};

function mockShop(routes: MockRoutes = {}) {
  return mockApi({
    'GET /api/v1/public/branches/dropdown': { body: { data: BRANCHES } },
    [`GET /api/v1/products/${HAMMOCK.friendly_url}`]: { body: { data: HAMMOCK } },
    [`GET /api/products/group_variants/${HAMMOCK.friendly_url}`]: {
      body: { data: HAMMOCK_GROUPS },
    },
    [`GET /api/v1/public/products/${HAMMOCK._id}/related-products`]: { body: { data: [] } },
    'GET /api/products/ofw-location': { body: { data: LOCATIONS } },
    'GET /api/token': { body: { data: { valid: true } } },
    'GET /api/v1/my-cart': { body: { data: { _id: 'cart-1', items: [], totalItemCount: 0 } } },
    ...routes,
  });
}

/** A shopper who picked a country earlier, in this browser. */
function pickedBefore(country: string) {
  localStorage.setItem(
    STORAGE_KEYS.abroadCountry,
    JSON.stringify({ state: { country }, version: 0 }),
  );
}

const sendToFamily = () =>
  screen.queryByRole('button', { name: 'Send to my family in the Philippines' });

describe('shopping from abroad', () => {
  test('the footer’s picker keeps the country and shows the phone hours on the shopper’s clock', async () => {
    mockShop();
    const { user } = await renderApp('/shopping-from-abroad');
    const footer = screen.getByRole('contentinfo');
    await user.click(
      within(footer).getByRole('button', { name: 'Shopping from abroad? Choose your country' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Where are you shopping from?' });
    await user.click(within(dialog).getByRole('radio', { name: 'Japan' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    expect(await within(footer).findByTestId('abroad-phone-hours')).toHaveTextContent(
      'Your time in Japan: 9:00 am – 6:00 pm, Mondays–Saturdays',
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.abroadCountry)!).state.country).toBe('JP');
    // The page follows: Japan picked, and what a price looks like in yen.
    const main = screen.getByRole('main');
    expect(within(main).getByRole('radio', { name: 'Japan' })).toBeChecked();
    expect(await within(main).findByTestId('approximate-amount')).toHaveTextContent(
      '≈ JPY 65,102 (approximate, rates of 2 Nov 2026)',
    );
    // Back home: no amounts abroad, and the footer asks again.
    await user.click(within(main).getByRole('radio', { name: 'The Philippines' }));
    expect(useAbroadCountryStore.getState().country).toBeNull();
    expect(within(main).queryByTestId('approximate-amount')).toBeNull();
    expect(
      within(footer).getByRole('button', { name: 'Shopping from abroad? Choose your country' }),
    ).toBeInTheDocument();
  });

  test('the contact page gives the phone hours on the shopper’s clock too', async () => {
    pickedBefore('AE');
    mockShop();
    await renderApp('/contact-us');
    const main = screen.getByRole('main');
    expect(
      within(main).getByText('Your time in the United Arab Emirates:', { exact: false }),
    ).toHaveTextContent(
      'Your time in the United Arab Emirates: 4:00 am – 1:00 pm, Mondays–Saturdays',
    );
    expect(main).toHaveTextContent('8am-5pm, Mondays-Saturdays');
  });

  test('at home the product page shows pesos only and no Send to my family', async () => {
    mockShop();
    await renderApp(PAGE, { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: HAMMOCK.name });
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeInTheDocument();
    expect(sendToFamily()).toBeNull();
    expect(screen.queryByTestId('approximate-amount')).toBeNull();
  });

  test('from Dubai: an approximate dirham amount, and Send to my family starts a checkout from abroad', async () => {
    pickedBefore('AE');
    const fetchMock = mockShop({
      [`POST ${SALE_CART}`]: {
        status: 201,
        body: {
          data: {
            _id: 'sale-cart-1',
            items: [],
            totalItemCount: 1,
            expires_at: '2026-11-28T01:00:00.000Z',
          },
        },
      },
    });
    const { user, router } = await renderApp(PAGE, { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: HAMMOCK.name });
    // ₱2,649.00 ÷ 15.95 pesos per dirham.
    expect(await screen.findByTestId('approximate-amount')).toHaveTextContent(
      '≈ AED 166.08 (approximate, rates of 2 Nov 2026)',
    );
    await user.click(sendToFamily()!);

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/checkout/shipping_information'),
    );
    expect(callsTo(fetchMock, SALE_CART)).toHaveLength(1);
    const state = useCheckoutStore.getState();
    expect(state.saleCart?._id).toBe('sale-cart-1');
    expect(state.checkout.fulfillmentType).toBe('delivery');
    expect(state.checkout.abroad).toEqual({
      country: 'AE',
      buyerMobile: '',
      recipient: { name: '', mobile: '', email: '' },
    });
  });
});
