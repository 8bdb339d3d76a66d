import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
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
});
