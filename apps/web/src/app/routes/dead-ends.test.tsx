import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { CATEGORY_MAP } from '../../features/product/test-fixtures';
import { mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

// The first render of a file loads the whole storefront: on a busy machine it can take longer
// than the default 1 s wait.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const routes = {
  'GET /api/v1/categories/map': {
    body: { data: CATEGORY_MAP, meta: { page: 1, limit: 12, total: CATEGORY_MAP.length } },
  },
  'GET /api/v1/public/products': {
    body: { data: [], meta: { page: 1, limit: 12, total: 0 } },
  },
};

/** The way on from a dead end: a search that lands on the listing, and category links. */
async function expectSearchAndCategories(
  main: HTMLElement,
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  router: Awaited<ReturnType<typeof renderApp>>['router'],
) {
  const categories = await within(main).findByRole('navigation', { name: 'Or browse a category' });
  expect(within(categories).getByRole('link', { name: 'Living Room' })).toHaveAttribute(
    'href',
    '/products?category=living-room',
  );
  expect(within(categories).getByRole('link', { name: 'Bedroom' })).toHaveAttribute(
    'href',
    '/products?category=bedroom',
  );
  const search = within(main).getByRole('search', { name: 'Search the shop' });
  const field = within(search).getByRole('searchbox', { name: 'Search products' });
  await user.clear(field);
  await user.type(field, 'narra bed');
  await user.click(within(search).getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  expect(new URLSearchParams(router.state.location.search).get('search')).toBe('narra bed');
}

describe('no dead ends', () => {
  test('the not-found page offers a search and the categories', async () => {
    mockApi(routes);
    const { user, router } = await renderApp('/no-such-page');
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    await expectSearchAndCategories(main, user, router);
  });

  test('a search with no results offers another search, prefilled, and the categories', async () => {
    mockApi(routes);
    const { user, router } = await renderApp('/products?search=zzzz');
    const main = screen.getByRole('main');
    expect(await within(main).findByText('No matching results found')).toBeVisible();
    expect(within(main).getByRole('searchbox', { name: 'Search products' })).toHaveValue('zzzz');
    await expectSearchAndCategories(main, user, router);
  });
});
