import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { BRANCHES, listItem } from '../../features/product/test-fixtures';
import { callsTo, mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

vi.setConfig({ testTimeout: 20_000 });

const featured = [
  listItem({ name: 'Tanaw Task Chair', in_stock: false }),
  listItem({
    name: 'Himig Bedside Table',
    price_details: [
      { variant_id: 'a', price: 3499, compare_at_price: 3999 },
      { variant_id: 'b', price: 4299, compare_at_price: null },
    ],
  }),
];
const collection = {
  _id: 'col-1',
  name: 'Narra Heritage',
  slug: 'narra-heritage',
  description: 'Solid narra, the national tree.',
  image: null,
  products: [listItem({ name: 'Narra Bookshelf' })],
};

test('home shows featured products and collections for the default branch', async () => {
  const fetchMock = mockApi({
    'GET /api/v1/public/branches/dropdown': { body: { data: BRANCHES } },
    'GET /api/v1/public/featured-products': { body: { data: featured } },
    'GET /api/v1/public/product-collections': {
      body: { data: [collection, { ...collection, _id: 'empty', name: 'Empty', products: [] }] },
    },
  });
  await renderApp('/');

  const featuredSection = screen.getByRole('region', { name: 'Featured products' });
  const [chair] = await within(featuredSection).findAllByRole('article', {}, { timeout: 3000 });
  expect(chair).toHaveTextContent('Tanaw Task Chair');
  expect(chair).toHaveTextContent('Out of stock');
  const table = within(featuredSection).getAllByRole('article')[1]!;
  expect(within(table).getByTestId('product-price')).toHaveTextContent(
    'Sale price: ₱3,499.00 - ₱4,299.00',
  );

  const collections = screen.getByRole('region', { name: 'Collections' });
  expect(
    await within(collections).findByRole('heading', { name: 'Narra Heritage' }),
  ).toBeInTheDocument();
  expect(within(collections).getByRole('link', { name: 'Narra Bookshelf' })).toBeInTheDocument();
  expect(within(collections).queryByRole('heading', { name: 'Empty' })).not.toBeInTheDocument();

  // Asked once, for the default branch: not first without a branch and then again with it.
  await waitFor(() =>
    expect(callsTo(fetchMock, '/api/v1/public/featured-products')).toHaveLength(1),
  );
  const [call] = callsTo(fetchMock, '/api/v1/public/featured-products');
  expect(call!.url.searchParams.get('branch_id')).toBe('b-qc');
});

test('a failing featured list offers a retry', async () => {
  mockApi({
    'GET /api/v1/public/featured-products': { status: 503, body: { message: 'Down' } },
  });
  await renderApp('/');
  const featuredSection = screen.getByRole('region', { name: 'Featured products' });
  expect(
    await within(featuredSection).findByText(
      'We could not load the featured products right now.',
      {},
      { timeout: 3000 },
    ),
  ).toBeInTheDocument();
  expect(within(featuredSection).getByRole('button', { name: 'Try again' })).toBeEnabled();
});
