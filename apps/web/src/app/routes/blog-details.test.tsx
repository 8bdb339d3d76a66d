import { configure, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { listItem } from '../../features/product/test-fixtures';
import { mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

// The first render of a file loads the whole storefront: on a busy machine it can take longer
// than the default 1 s wait.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const article = {
  _id: 'b1',
  title: 'Caring for Narra Wood in Humid Weather',
  slug: 'caring-for-narra-wood',
  excerpt: 'Keep your narra beautiful through the rainy season.',
  cover_image: {
    url: '/media/blog-narra.svg',
    alt: 'A narra dining set',
    width: 1200,
    height: 600,
  },
  author: 'Marites Dizon',
  published_at: '2026-03-14T01:00:00.000Z',
  tags: ['narra'],
  reading_minutes: 5,
  html: '<p>See the <a href="/product/detail/boracay-table">table</a>.</p>',
  related: [],
};

test('the products an article links to are shown below it, in its order, as product cards', async () => {
  const table = listItem({ name: 'Boracay Narra Table', friendly_url: 'boracay-table' });
  const bed = listItem({ name: 'Taal Narra Bed', friendly_url: 'taal-bed' });
  mockApi({
    'GET /api/v1/public/blogs/caring-for-narra-wood': {
      body: { data: { ...article, linked_products: [table, bed] } },
    },
  });
  await renderApp('/blog/detail/caring-for-narra-wood');
  const section = await screen.findByRole('region', { name: 'Products in this article' });
  expect(
    within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Boracay Narra Table', 'Taal Narra Bed']);
  expect(within(section).getByRole('link', { name: 'Boracay Narra Table' })).toHaveAttribute(
    'href',
    '/product/detail/boracay-table',
  );
  expect(within(section).getAllByText('₱1,000.00')).toHaveLength(2);
});

test('an article without product links shows no products section', async () => {
  mockApi({
    'GET /api/v1/public/blogs/caring-for-narra-wood': {
      body: { data: { ...article, linked_products: [] } },
    },
  });
  await renderApp('/blog/detail/caring-for-narra-wood');
  expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Products in this article' })).toBeNull();
});
