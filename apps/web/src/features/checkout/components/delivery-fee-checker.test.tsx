import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, type MockRequest } from '../../../testing/api-mock';
import { renderWithProviders } from '../../../testing/providers';
import { useDeliveryDestinationStore } from '../stores/delivery-destination';
import { deliveryItemsOf } from './cart-delivery-fee';
import { DeliveryFeeChecker } from './delivery-fee-checker';

vi.setConfig({ testTimeout: 40_000 });
configure({ asyncUtilTimeout: 4000 });

const VISAYAS = 'Central Visayas (Region VII)';

const places: Record<string, { code: string; name: string }[]> = {
  '': [
    { code: 'NCR', name: 'National Capital Region (NCR)' },
    { code: '07', name: VISAYAS },
  ],
  [VISAYAS]: [{ code: 'CEB', name: 'Cebu' }],
  [`${VISAYAS}|Cebu`]: [
    { code: 'CEB-CITY', name: 'Cebu City' },
    { code: 'MANDAUE', name: 'Mandaue City' },
  ],
};

const quote = (city: string) => ({
  origin: {
    _id: 'b1',
    code: 'QC-MAIN',
    name: 'Quezon City Showroom',
    city: 'Quezon City',
    province: 'Metro Manila',
    is_default: true,
  },
  destination: {
    region: { code: '07', name: VISAYAS },
    province: { code: 'CEB', name: 'Cebu' },
    city: { code: city, name: city },
  },
  couriers: [
    {
      code: 'lbc-cargo',
      name: 'LBC Cargo',
      fee: 1250,
      estimated_days: { min: 5, max: 10 },
      assembly: false,
    },
    {
      code: '2go-freight',
      name: '2GO Freight',
      fee: 980,
      estimated_days: { min: 6, max: 10 },
      assembly: false,
    },
  ],
});

function renderChecker(props: Parameters<typeof DeliveryFeeChecker>[0] = { productId: 'p1' }) {
  const priced: unknown[] = [];
  mockApi({
    'GET /api/products/znt-destination': ({ url }: MockRequest) => {
      const region = url.searchParams.get('region') ?? '';
      const province = url.searchParams.get('province') ?? '';
      return { body: { data: places[province ? `${region}|${province}` : region] ?? [] } };
    },
    'POST /api/products/znt-view-price': ({ body }: MockRequest) => {
      priced.push(body);
      const city = (body as { destination: { city: string } }).destination.city;
      return { body: { data: quote(city) } };
    },
  });
  return { ...renderWithProviders(<DeliveryFeeChecker {...props} />), priced };
}

afterEach(() => {
  localStorage.clear();
  useDeliveryDestinationStore.setState({ destination: null });
});

describe('delivery fee checker', () => {
  test('picking region, province and city shows each courier’s fee, days and assembly', async () => {
    const { user, priced } = renderChecker();
    await user.click(screen.getByRole('button', { name: 'Check delivery fee' }));
    const panel = screen.getByRole('region', { name: 'Delivery fee' });
    await within(panel).findByRole('option', { name: VISAYAS });
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Region' }), VISAYAS);
    await within(panel).findByRole('option', { name: 'Cebu' });
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Province' }), 'Cebu');
    await within(panel).findByRole('option', { name: 'Cebu City' });
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'City / Municipality' }),
      'Cebu City',
    );

    const list = await within(panel).findByRole('list', { name: 'Couriers' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'LBC CargoArrives in 5–10 working days · No assembly₱1,250.00',
      '2GO FreightArrives in 6–10 working days · No assembly₱980.00',
    ]);
    expect(priced).toEqual([
      { destination: { region: VISAYAS, province: 'Cebu', city: 'Cebu City' }, productId: 'p1' },
    ]);
    // Remembered for the checkout address form.
    expect(useDeliveryDestinationStore.getState().destination).toEqual({
      region: VISAYAS,
      province: 'Cebu',
      city: 'Cebu City',
    });
  });

  test('works from the keyboard alone and opens on the remembered city', async () => {
    useDeliveryDestinationStore.setState({
      destination: { region: VISAYAS, province: 'Cebu', city: 'Mandaue City' },
    });
    const { user, priced } = renderChecker({ items: [{ variantId: 'v1', quantity: 2 }] });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Check delivery fee' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Check delivery fee' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await screen.findByRole('list', { name: 'Couriers' });
    expect(priced).toEqual([
      {
        destination: { region: VISAYAS, province: 'Cebu', city: 'Mandaue City' },
        items: [{ variantId: 'v1', quantity: 2 }],
      },
    ]);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Delivery fee' })).not.toBeInTheDocument(),
    );
  });

  test('the cart’s lines count once per variant', () => {
    expect(
      deliveryItemsOf([
        { variant_id: 'v1', quantity: 1 },
        { variant_id: 'v2', quantity: 3 },
        { variant_id: 'v1', quantity: 2 },
      ]),
    ).toEqual([
      { variantId: 'v1', quantity: 3 },
      { variantId: 'v2', quantity: 3 },
    ]);
  });
});
