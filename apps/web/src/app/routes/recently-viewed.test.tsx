import { configure, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { BRANCHES, HAMMOCK, HAMMOCK_GROUPS } from '../../features/product/test-fixtures';
import { mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

// The first render of a file loads the whole storefront: on a busy machine it can take longer
// than the default 1 s wait.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const table = {
  ...HAMMOCK,
  _id: 'p-table',
  name: 'Narra Dining Table',
  friendly_url: 'narra-dining-table',
  // Today's price: the row must show this, whatever it cost when it was viewed.
  price_details: [{ variant_id: 'v-table', price: 21999, compare_at_price: null }],
};

test('the product page records the view and shows the other viewed products, fresh', async () => {
  localStorage.setItem(
    'recently-viewed',
    JSON.stringify({
      state: {
        entries: [
          { id: 'p-table', friendlyUrl: 'narra-dining-table' },
          { id: HAMMOCK._id, friendlyUrl: HAMMOCK.friendly_url },
          { id: 'p-gone', friendlyUrl: 'archived-stool' },
        ],
      },
      version: 0,
    }),
  );
  mockApi({
    'GET /api/v1/public/branches/dropdown': { body: { data: BRANCHES } },
    [`GET /api/v1/products/${HAMMOCK.friendly_url}`]: { body: { data: HAMMOCK } },
    [`GET /api/v1/products/${HAMMOCK._id}`]: { body: { data: HAMMOCK } },
    'GET /api/v1/products/p-table': { body: { data: table } },
    'GET /api/v1/products/p-gone': {
      status: 404,
      body: { message: 'The product does not exist.' },
    },
    [`GET /api/products/group_variants/${HAMMOCK.friendly_url}`]: {
      body: { data: HAMMOCK_GROUPS },
    },
    [`GET /api/v1/public/products/${HAMMOCK._id}/related-products`]: { body: { data: [] } },
  });
  const { user } = await renderApp(`/product/detail/${HAMMOCK.friendly_url}`);
  await screen.findByRole('heading', { level: 1, name: HAMMOCK.name });

  // The product on screen is left out; one the shop no longer lists drops out.
  const row = await screen.findByRole('region', { name: 'Recently viewed' });
  await waitFor(() =>
    expect(
      within(row)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Narra Dining Table']),
  );
  expect(within(row).getByText('₱21,999.00')).toBeVisible();

  // The view itself moved to the front of the stored list.
  const stored = JSON.parse(localStorage.getItem('recently-viewed') ?? '{}') as {
    state: { entries: { id: string }[] };
  };
  expect(stored.state.entries.map((entry) => entry.id)).toEqual([HAMMOCK._id, 'p-table', 'p-gone']);

  await user.click(within(row).getByRole('button', { name: 'Clear recently viewed products' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull());
  // Keyboard focus stays on the page rather than falling back to the body.
  expect(screen.getByRole('main')).toHaveFocus();
});
