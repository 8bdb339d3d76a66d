import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { cartItem, cartOf } from '../../features/checkout/cart-fixtures';
import { BRANCHES, HAMMOCK } from '../../features/product/test-fixtures';
import { callsTo, mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

const favorite = {
  _id: 'p1',
  name: 'Narra Dining Table',
  friendly_url: 'narra-dining-table',
  price_details: [{ variant_id: 'v1', price: 24999, compare_at_price: null }],
  images: [{ url: '/media/narra.svg', alt: 'Narra table', width: 800, height: 600, srcset: null }],
  added_at: '2026-11-01T00:00:00.000Z',
};

describe('favorites', { timeout: 20_000 }, () => {
  test('lists saved products with image, name and price; remove takes one off', async () => {
    let saved = [favorite];
    const fetchMock = mockApi({
      'GET /api/token': { body: { data: { valid: true } } },
      'GET /api/v1/my-info/favorites': () => ({ body: { data: saved } }),
      'POST /api/v1/my-info/favorites': () => {
        saved = [];
        return { body: { data: { productId: 'p1', favorite: false } } };
      },
    });
    const { user } = await renderApp('/favorites', { signedIn: true });
    const main = screen.getByRole('main');
    const link = await within(main).findByRole('link', { name: 'Narra Dining Table' });
    expect(link).toHaveAttribute('href', '/products/detail/p1');
    expect(within(main).getByText('₱24,999.00')).toBeVisible();
    expect(main.querySelector('img')).toHaveAttribute('src', '/media/narra.svg');

    await user.click(
      within(main).getByRole('button', { name: 'Remove Narra Dining Table from favorites' }),
    );
    expect(await within(main).findByText('You have no favorites yet.')).toBeVisible();
    expect(callsTo(fetchMock, '/api/v1/my-info/favorites').length).toBeGreaterThanOrEqual(2);
  });

  test('the header heart opens the login modal without a token', async () => {
    mockApi();
    const { user, router } = await renderApp('/');
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Favorites' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  test('each favourite shows its variant, its stock at the branch and adds to the cart', async () => {
    const card = (product: typeof HAMMOCK) => ({
      _id: product._id,
      name: product.name,
      friendly_url: product.friendly_url,
      price_details: product.price_details,
      images: product.images,
      added_at: '2026-11-01T00:00:00.000Z',
    });
    // One variant, plenty at every branch.
    const table = {
      ...HAMMOCK,
      _id: 'p-table',
      name: 'Narra Dining Table',
      friendly_url: 'narra-dining-table',
      variants: [
        {
          ...HAMMOCK.variants[0]!,
          _id: 'v-table',
          sku: 'TBL-NAR',
          color: 'Narra Brown',
          size: null,
          stock: BRANCHES.map((branch) => ({
            branch_id: branch._id,
            branch_name: branch.name,
            quantity: 20,
          })),
        },
      ],
    };
    const added: unknown[] = [];
    const fetchMock = mockApi({
      'GET /api/token': { body: { data: { valid: true } } },
      'GET /api/v1/public/branches/dropdown': { body: { data: BRANCHES } },
      'GET /api/v1/my-cart': { body: { data: cartOf([]) } },
      'GET /api/v1/my-info/favorites': { body: { data: [card(table), card(HAMMOCK)] } },
      'GET /api/v1/products/p-table': { body: { data: table } },
      'GET /api/v1/products/p-hammock': { body: { data: HAMMOCK } },
      'POST /api/v1/my-cart/items': ({ body }) => {
        added.push(body);
        return { status: 201, body: { data: cartOf([cartItem()]) } };
      },
    });
    const { user } = await renderApp('/favorites', { signedIn: true });
    const main = screen.getByRole('main');
    const rows = await within(main).findAllByRole('listitem');
    const [tableRow, hammockRow] = rows as [HTMLElement, HTMLElement];

    // A single variant is named; plenty left reads "In stock" at the default branch.
    expect(await within(tableRow).findByText('Narra Brown')).toBeVisible();
    expect(within(tableRow).getByRole('status')).toHaveTextContent(
      'In stock at Quezon City Main Showroom',
    );

    // Several variants: the first one in stock at the branch is chosen, with how few are left.
    const hammockOption = await within(hammockRow).findByRole('combobox', {
      name: 'Option for Tahanan Quilted Hammock',
    });
    expect(hammockOption).toHaveDisplayValue('Navy Blue, Single');
    expect(within(hammockRow).getByRole('status')).toHaveTextContent('Only 5 left');
    const addHammock = within(hammockRow).getByRole('button', {
      name: 'Add to cart: Tahanan Quilted Hammock',
    });

    await user.selectOptions(hammockOption, 'Navy Blue, Double');
    expect(within(hammockRow).getByRole('status')).toHaveTextContent('Out of stock');
    expect(addHammock).toBeDisabled();

    await user.selectOptions(hammockOption, 'Oatmeal, Single');
    expect(within(hammockRow).getByRole('status')).toHaveTextContent('Only 3 left');
    await user.click(addHammock);
    await waitFor(() =>
      expect(added).toEqual([
        expect.objectContaining({
          productId: 'p-hammock',
          variantId: 'v-oat-single',
          branchId: 'b-qc',
          quantity: 1,
        }),
      ]),
    );
    expect(
      await screen.findByText('Added to your cart: Tahanan Quilted Hammock (Oatmeal, Single) × 1'),
    ).toBeVisible();

    // Another branch: the stock is read there.
    await user.selectOptions(
      within(main).getByRole('combobox', { name: 'Check stock at' }),
      'Cebu City Showroom',
    );
    await waitFor(() =>
      expect(within(hammockRow).getByRole('status')).toHaveTextContent(
        'Only 2 left at Cebu City Showroom',
      ),
    );
    expect(callsTo(fetchMock, '/api/v1/products/p-hammock').length).toBeGreaterThanOrEqual(1);
  });
});
