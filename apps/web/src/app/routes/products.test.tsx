import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { BRANCHES, CATEGORY_MAP, listItem } from '../../features/product/test-fixtures';
import { callsTo, mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

const PRODUCTS_PATH = '/api/v1/public/products';
const FACETS_PATH = '/api/v1/public/products/facets';

/** Counts that answer to the filters asked, the way the server's do (fewer in stock). */
function facetsFor(params: URLSearchParams) {
  const inStock = params.get('in_stock') === '1';
  const fabricOnly = params.getAll('material').includes('fabric');
  return {
    total: inStock ? 9 : 30,
    categories:
      params.get('category') === 'living-room'
        ? [{ _id: 'c-sofas', name: 'Sofas', friendlyUrl: 'sofas', count: inStock ? 4 : 12 }]
        : [],
    materials: [
      { value: 'fabric', label: 'Fabric', count: inStock ? 5 : 14 },
      { value: 'rattan', label: 'Rattan', count: inStock ? 2 : 6 },
    ],
    colors: [{ value: 'navy', label: 'Navy', count: fabricOnly ? 3 : 8 }],
    in_stock: { count: 9 },
    price: { min: 2500, max: 85000 },
    width_cm: { min: 40, max: 320 },
  };
}
const catalogue = Array.from({ length: 30 }, (_, index) =>
  listItem({ name: `Chair ${String(index + 1).padStart(2, '0')}` }),
);

function mockCatalogue() {
  return mockApi({
    'GET /api/v1/public/branches/dropdown': { body: { data: BRANCHES } },
    'GET /api/v1/categories/map': ({ url }) => {
      const limit = Number(url.searchParams.get('limit'));
      return {
        body: { data: CATEGORY_MAP.slice(0, limit), meta: { page: 1, limit, total: 2 } },
      };
    },
    [`GET ${FACETS_PATH}`]: ({ url }) => ({ body: { data: facetsFor(url.searchParams) } }),
    [`GET ${PRODUCTS_PATH}`]: ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const hits = url.searchParams.get('search') === 'nothing' ? [] : catalogue;
      return {
        body: {
          data: hits.slice((page - 1) * limit, page * limit),
          meta: { page, limit, total: hits.length },
        },
      };
    },
  });
}

const productCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, PRODUCTS_PATH).filter((call) => call.url.searchParams.get('limit') === '12');
const lastQuery = (fetchMock: ReturnType<typeof mockApi>) =>
  productCalls(fetchMock).at(-1)!.url.searchParams;
/** The count an option's box is described by ("(14 products)"). */
const countOf = (box: HTMLElement) =>
  document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent;
const filters = () => screen.getByRole('complementary', { name: 'Filters' });
const urlOf = (router: Awaited<ReturnType<typeof renderApp>>['router']) =>
  new URLSearchParams(router.state.location.search);

// Whole-app renders of a 12-card grid are slow in jsdom.
vi.setConfig({ testTimeout: 20_000 });

describe('/products', () => {
  test('toggling categories adds and removes repeated `category` parameters', async () => {
    const fetchMock = mockCatalogue();
    const { user, router } = await renderApp('/products?category=sofas');
    // One category: the page is that category's.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sofas' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Chair 01' });

    const sofas = await within(filters()).findByRole('checkbox', { name: 'Sofas' });
    expect(sofas).toBeChecked();
    await user.click(within(filters()).getByRole('checkbox', { name: 'Beds' }));
    await waitFor(() => expect(urlOf(router).getAll('category')).toEqual(['sofas', 'beds']));
    await waitFor(() => expect(lastQuery(fetchMock).getAll('category')).toEqual(['sofas', 'beds']));

    await user.click(within(filters()).getByRole('checkbox', { name: 'Sofas' }));
    await waitFor(() => expect(urlOf(router).getAll('category')).toEqual(['beds']));
    await waitFor(() => expect(lastQuery(fetchMock).getAll('category')).toEqual(['beds']));
    expect(within(filters()).getByRole('checkbox', { name: 'Sofas' })).not.toBeChecked();

    // Back undoes the last change.
    await router.navigate(-1);
    await waitFor(() => expect(urlOf(router).getAll('category')).toEqual(['sofas', 'beds']));
    await waitFor(() =>
      expect(within(filters()).getByRole('checkbox', { name: 'Sofas' })).toBeChecked(),
    );
  });

  test('sort, price, stock and page live in the URL and reach the API', async () => {
    const fetchMock = mockCatalogue();
    const { user, router } = await renderApp('/products');
    await screen.findByRole('link', { name: 'Chair 01' });
    expect(Object.fromEntries(lastQuery(fetchMock))).toMatchObject({
      page: '1',
      limit: '12',
      sort_by: 'created_at',
      sort_order: 'desc',
      branch_id: 'b-qc',
    });
    expect(screen.getByText('30 products')).toBeInTheDocument();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Price: low to high',
    );
    await waitFor(() => expect(urlOf(router).get('sort')).toBe('price_asc'));
    await waitFor(() =>
      expect(Object.fromEntries(lastQuery(fetchMock))).toMatchObject({
        sort_by: 'price',
        sort_order: 'asc',
      }),
    );

    await user.type(within(filters()).getByRole('spinbutton', { name: 'Min (₱)' }), '1000');
    await user.type(within(filters()).getByRole('spinbutton', { name: 'Max (₱)' }), '5000');
    await user.click(within(filters()).getByRole('button', { name: 'Apply price' }));
    await user.click(within(filters()).getByRole('checkbox', { name: 'In stock only' }));
    await waitFor(() =>
      expect(Object.fromEntries(urlOf(router))).toEqual({
        sort: 'price_asc',
        min_price: '1000',
        max_price: '5000',
        in_stock: '1',
      }),
    );
    await waitFor(() =>
      expect(Object.fromEntries(lastQuery(fetchMock))).toMatchObject({
        min_price: '1000',
        max_price: '5000',
        in_stock: '1',
      }),
    );

    const pages = screen.getByRole('navigation', { name: 'pagination navigation' });
    await user.click(within(pages).getByRole('link', { name: 'Go to page 2' }));
    await waitFor(() => expect(urlOf(router).get('page')).toBe('2'));
    expect(
      await screen.findByRole('link', { name: 'Chair 13' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(lastQuery(fetchMock).get('page')).toBe('2');
    expect(within(pages).getByRole('link', { name: 'page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // A filter change starts again at page 1; removing a filter chip drops it from the URL.
    await user.click(screen.getByRole('button', { name: 'Remove filter: In stock only' }));
    await waitFor(() => expect(urlOf(router).has('in_stock')).toBe(false));
    expect(urlOf(router).has('page')).toBe(false);
  });

  test('a minimum above the maximum is refused with a message', async () => {
    mockCatalogue();
    const { user, router } = await renderApp('/products');
    await user.type(within(filters()).getByRole('spinbutton', { name: 'Min (₱)' }), '9000');
    await user.type(within(filters()).getByRole('spinbutton', { name: 'Max (₱)' }), '100');
    await user.click(within(filters()).getByRole('button', { name: 'Apply price' }));
    expect(within(filters()).getByRole('alert')).toHaveTextContent(
      'The minimum must not be more than the maximum.',
    );
    expect(urlOf(router).has('min_price')).toBe(false);
  });

  test('a search with no results shows the empty state; relevance is the default sort', async () => {
    const fetchMock = mockCatalogue();
    await renderApp('/products?search=nothing');
    expect(await screen.findByRole('heading', { name: 'No matching results found' })).toBeVisible();
    expect(Object.fromEntries(lastQuery(fetchMock))).toMatchObject({
      search: 'nothing',
      sort_by: 'relevance',
    });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
  });

  test('shows skeletons while loading and a retry when the API fails', async () => {
    let healthy = false;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({
      'GET /api/v1/public/branches/dropdown': { body: { data: BRANCHES } },
      [`GET ${PRODUCTS_PATH}`]: async () => {
        await gate;
        return healthy
          ? { body: { data: catalogue.slice(0, 12), meta: { page: 1, limit: 12, total: 30 } } }
          : { status: 503, body: { message: 'The catalogue is resting.' } };
      },
    });
    const { user } = await renderApp('/products');
    expect(await screen.findByLabelText('Loading products')).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('The catalogue is resting.')).toBeInTheDocument();
    healthy = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Chair 01' })).toBeInTheDocument();
  });

  test('a product without its price is an error with a retry, never a price of 0', async () => {
    let healthy = false;
    const page = catalogue.slice(0, 12);
    const [first, ...rest] = page;
    const { price_details: _dropped, ...withoutPrices } = first!;
    mockApi({
      'GET /api/v1/public/branches/dropdown': { body: { data: BRANCHES } },
      [`GET ${PRODUCTS_PATH}`]: () => ({
        body: {
          data: healthy ? page : [withoutPrices, ...rest],
          meta: { page: 1, limit: 12, total: 30 },
        },
      }),
    });
    const { user } = await renderApp('/products');
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chair 01' })).not.toBeInTheDocument();
    expect(screen.queryByText('₱0.00')).not.toBeInTheDocument();
    healthy = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Chair 01' })).toBeInTheDocument();
  });

  test('on a phone the filters open in a drawer', async () => {
    mockCatalogue();
    const { user, router } = await renderApp('/products', { width: 390 });
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(await within(drawer).findByRole('checkbox', { name: 'Beds' }));
    await waitFor(() => expect(urlOf(router).getAll('category')).toEqual(['beds']));
    await user.click(within(drawer).getByRole('button', { name: /^Show \d+ products$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('material, colour and width filters show counts, live in the URL and reach both APIs', async () => {
    const fetchMock = mockCatalogue();
    const { user, router } = await renderApp('/products');
    const fabric = await within(filters()).findByRole('checkbox', { name: 'Fabric' });
    expect(countOf(fabric)).toBe('(14 products)');
    expect(countOf(within(filters()).getByRole('checkbox', { name: 'In stock only' }))).toBe(
      '(9 products)',
    );
    expect(within(filters()).getByText('From ₱2,500.00 to ₱85,000.00 here')).toBeInTheDocument();

    // In stock narrows the others' counts.
    await user.click(within(filters()).getByRole('checkbox', { name: 'In stock only' }));
    await waitFor(() =>
      expect(countOf(within(filters()).getByRole('checkbox', { name: 'Fabric' }))).toBe(
        '(5 products)',
      ),
    );
    await user.click(within(filters()).getByRole('checkbox', { name: 'Fabric' }));
    await user.click(await within(filters()).findByRole('checkbox', { name: 'Navy' }));
    await user.type(within(filters()).getByRole('spinbutton', { name: 'Min width (cm)' }), '150');
    await user.type(within(filters()).getByRole('spinbutton', { name: 'Max width (cm)' }), '220');
    await user.click(within(filters()).getByRole('button', { name: 'Apply width' }));
    await waitFor(() =>
      expect(Object.fromEntries(urlOf(router))).toEqual({
        in_stock: '1',
        material: 'fabric',
        color: 'navy',
        min_width: '150',
        max_width: '220',
      }),
    );
    const facetQuery = callsTo(fetchMock, FACETS_PATH).at(-1)!.url.searchParams;
    expect(Object.fromEntries(facetQuery)).toMatchObject({
      material: 'fabric',
      color: 'navy',
      min_width: '150',
      max_width: '220',
      in_stock: '1',
    });
    expect(facetQuery.has('page')).toBe(false);
    await waitFor(() =>
      expect(Object.fromEntries(lastQuery(fetchMock))).toMatchObject({
        material: 'fabric',
        color: 'navy',
        min_width: '150',
      }),
    );
    expect(within(filters()).getByRole('checkbox', { name: 'Fabric' })).toBeChecked();

    // One by one: the chip names the value as the shop spells it.
    await user.click(screen.getByRole('button', { name: 'Remove filter: Fabric' }));
    await waitFor(() => expect(urlOf(router).has('material')).toBe(false));
    expect(
      screen.getByRole('button', { name: 'Remove filter: Width 150 cm - 220 cm' }),
    ).toBeVisible();
    // All at once.
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(urlOf(router).toString()).toBe(''));
    expect(within(filters()).getByRole('checkbox', { name: 'Navy' })).not.toBeChecked();

    // Back brings them again.
    await router.navigate(-1);
    await waitFor(() => expect(urlOf(router).get('color')).toBe('navy'));
    await waitFor(() =>
      expect(within(filters()).getByRole('checkbox', { name: 'Navy' })).toBeChecked(),
    );
    expect(within(filters()).getByRole('spinbutton', { name: 'Min width (cm)' })).toHaveValue(150);
  });

  test('a category listing has a breadcrumb and its children as filters with counts', async () => {
    mockCatalogue();
    const { user, router } = await renderApp('/products?category=living-room&in_stock=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Living Room' })).toBeVisible();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Living Room')).toHaveAttribute('aria-current', 'page');

    const types = await screen.findByRole('navigation', { name: 'Types of Living Room' });
    const sofas = within(types).getByRole('link', { name: 'Sofas (4)' });
    // The child's listing keeps the other filters.
    expect(sofas).toHaveAttribute('href', '/products?category=sofas&in_stock=1');
    await user.click(sofas);
    await waitFor(() => expect(urlOf(router).get('category')).toBe('sofas'));
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() =>
      expect(within(trail).getByRole('link', { name: 'Living Room' })).toHaveAttribute(
        'href',
        '/products?category=living-room',
      ),
    );
    expect(within(trail).getByText('Sofas')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Sofas' })).toBeVisible();
  });

  test('without one category the breadcrumb ends at Products', async () => {
    mockCatalogue();
    await renderApp('/products?category=sofas&category=beds');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Products')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: /^Types of/ })).not.toBeInTheDocument();
  });
});
