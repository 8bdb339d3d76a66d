import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { renderWithProviders } from '../../../testing/providers';
import { listItem } from '../test-fixtures';
import type { ProductListItem } from '@shop/shared/contracts/catalogue';
import { ProductCard } from './product-card';
import { ProductGrid } from './product-grid';

function renderCard(product: ProductListItem) {
  const router = createMemoryRouter([{ path: '/', element: <ProductCard product={product} /> }]);
  renderWithProviders(<RouterProvider router={router} />);
  return screen.getByRole('article');
}

const price = (card: HTMLElement) => within(card).getByTestId('product-price');

describe('the price rule on product cards', () => {
  test('one variant: one price', () => {
    const card = renderCard(
      listItem({ price_details: [{ variant_id: 'a', price: 12499, compare_at_price: null }] }),
    );
    expect(price(card)).toHaveTextContent(/^₱12,499\.00$/);
    expect(within(card).queryByText('Sale')).not.toBeInTheDocument();
  });

  test('several prices: lowest - highest, whatever their order', () => {
    const card = renderCard(
      listItem({
        price_details: [
          { variant_id: 'a', price: 3599, compare_at_price: null },
          { variant_id: 'b', price: 2649, compare_at_price: null },
          { variant_id: 'c', price: 3000, compare_at_price: null },
        ],
      }),
    );
    expect(price(card)).toHaveTextContent(/^₱2,649\.00 - ₱3,599\.00$/);
  });

  test('several equal prices: one price', () => {
    const card = renderCard(
      listItem({
        price_details: [
          { variant_id: 'a', price: 4500, compare_at_price: null },
          { variant_id: 'b', price: 4500, compare_at_price: null },
        ],
      }),
    );
    expect(price(card)).toHaveTextContent(/^₱4,500\.00$/);
  });

  test('a compare-at price is struck through beside the sale price, with a Sale badge', () => {
    const card = renderCard(
      listItem({ price_details: [{ variant_id: 'a', price: 4199, compare_at_price: 5400 }] }),
    );
    const struck = price(card).querySelector('s');
    expect(struck).toHaveTextContent('Regular price: ₱5,400.00');
    expect(price(card)).toHaveTextContent('Sale price: ₱4,199.00');
    expect(within(card).getByText('Sale')).toBeInTheDocument();
  });

  test('an amount never breaks across lines; a range may break only after its dash', () => {
    const card = renderCard(
      listItem({
        price_details: [
          { variant_id: 'a', price: 12499, compare_at_price: 15999 },
          { variant_id: 'b', price: 13999, compare_at_price: 17999 },
        ],
      }),
    );
    const amounts = within(price(card)).getAllByText(/₱[\d,]+\.\d\d/);
    expect(amounts.map((amount) => amount.textContent)).toEqual([
      '₱12,499.00',
      '₱13,999.00',
      '₱15,999.00',
      '₱17,999.00',
    ]);
    for (const amount of amounts) expect(amount).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  test('a compare-at price not above the price is ignored', () => {
    const card = renderCard(
      listItem({ price_details: [{ variant_id: 'a', price: 4199, compare_at_price: 4199 }] }),
    );
    expect(price(card).querySelector('s')).toBeNull();
  });
});

test('the card links to the friendly URL, with a lazy image of fixed size', () => {
  const card = renderCard(listItem({ name: 'Narra Dining Table', friendly_url: 'narra-table' }));
  expect(within(card).getByRole('heading', { name: 'Narra Dining Table' })).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Narra Dining Table' })).toHaveAttribute(
    'href',
    '/product/detail/narra-table',
  );
  const image = within(card).getByRole('img');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('width', '800');
  expect(image).toHaveAttribute('height', '800');
  expect(image.getAttribute('alt')).toMatch(/^Photo of product/);
});

test('an out-of-stock product carries a badge', () => {
  const card = renderCard(listItem({ in_stock: false }));
  expect(within(card).getByText('Out of stock')).toBeInTheDocument();
});

describe('the card photo', () => {
  test('an uploaded photo offers its WebP widths with the size the card shows at, dimensions set', () => {
    const srcset = '/media/photo-1-w320.webp 320w, /media/photo-1-w640.webp 640w';
    const card = renderCard(
      listItem({
        name: 'Banig Daybed',
        images: [
          { url: '/media/photo-1.webp', alt: 'The daybed', width: 640, height: 427, srcset },
        ],
      }),
    );
    const photo = within(card).getByRole('img', { name: 'The daybed' });
    expect(photo).toHaveAttribute('srcset', srcset);
    expect(photo.getAttribute('sizes')).toMatch(/50vw$/);
    expect(photo).toHaveAttribute('width', '640');
    expect(photo).toHaveAttribute('height', '427');
  });

  test('drawn art (no renditions) has a plain source', () => {
    const card = renderCard(listItem({ name: 'Narra Bench' }));
    const photo = within(card).getByRole('img');
    expect(photo).not.toHaveAttribute('srcset');
    expect(photo).not.toHaveAttribute('sizes');
  });
});

test('a grid loads the photos of its first screen at once and the rest when scrolled near', () => {
  const products = Array.from({ length: 6 }, (_, index) =>
    listItem({ _id: `p${index}`, name: `Product ${index}`, friendly_url: `product-${index}` }),
  );
  const router = createMemoryRouter([
    {
      path: '/',
      element: <ProductGrid products={products} label="Products" eagerImages={4} />,
    },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
  const loading = screen.getAllByRole('img').map((image) => image.getAttribute('loading'));
  expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
});
