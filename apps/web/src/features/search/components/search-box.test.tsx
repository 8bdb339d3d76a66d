import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { callsTo, mockApi } from '../../../testing/api-mock';
import { renderWithProviders } from '../../../testing/providers';
import { SearchBox } from './search-box';

const PRODUCTS_PATH = '/api/v1/public/products';

const item = (index: number, name = `Sofa ${index}`) => ({
  _id: `p${index}`,
  name,
  friendly_url: name.toLowerCase().replace(/\s+/g, '-'),
  price_details: [{ variant_id: `v${index}`, price: 10000 + index, compare_at_price: null }],
  categories: [],
  images: [{ url: `/media/p${index}.svg`, alt: name, width: 800, height: 800, srcset: null }],
  in_stock: true,
  is_featured: false,
});

/** Answers with the items whose name contains the search, at most `limit`. */
function mockProducts(catalogue: ReturnType<typeof item>[]) {
  return mockApi({
    [`GET ${PRODUCTS_PATH}`]: ({ url }) => {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const limit = Number(url.searchParams.get('limit'));
      const hits = catalogue.filter((entry) => entry.name.toLowerCase().includes(search));
      return { body: { data: hits.slice(0, limit), meta: { page: 1, limit, total: hits.length } } };
    },
  });
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderSearchBox() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <SearchBox />
          <Location />
        </>
      ),
    },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
  return { router, input: screen.getByRole('combobox', { name: 'Search products' }) };
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe('header search box', () => {
  test('keys typed before the suggestions have loaded wait for the pause too', async () => {
    const fetchMock = mockProducts([item(1, 'Sofa bed')]);
    const { input } = renderSearchBox();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // The first letter comes before the popup's code has arrived.
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 's' } });
    vi.useRealTimers();
    await screen.findByTestId('search-popup');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    for (const text of ['so', 'sof', 'sofa']) {
      fireEvent.change(input, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(300));
    }
    expect(callsTo(fetchMock, PRODUCTS_PATH)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(250));
    const calls = callsTo(fetchMock, PRODUCTS_PATH);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.searchParams.get('search')).toBe('sofa');
  });

  test('asks once, 500 ms after typing stops, for the 5 newest matches', async () => {
    const fetchMock = mockProducts(Array.from({ length: 8 }, (_, index) => item(index + 1)));
    const { input } = renderSearchBox();
    // Focus loads the suggestions' code; then the clock is ours.
    await userEvent.click(input);
    await screen.findByTestId('search-popup');

    // fireEvent, not user-event: Testing Library's async wrapper waits on a real timer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    for (const text of ['s', 'so', 'sof', 'sofa']) {
      fireEvent.change(input, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(300));
    }
    // 300 ms after the last key: still quiet.
    expect(callsTo(fetchMock, PRODUCTS_PATH)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(callsTo(fetchMock, PRODUCTS_PATH)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();
    await screen.findAllByRole('option');

    const calls = callsTo(fetchMock, PRODUCTS_PATH);
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toMatchObject({
      search: 'sofa',
      page: '1',
      limit: '5',
      sort_by: 'created_at',
      sort_order: 'desc',
    });
    const listbox = screen.getByRole('listbox', { name: 'Product suggestions' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
  });

  test('arrow keys move through the suggestions and Enter opens the chosen one', async () => {
    mockProducts([item(1, 'Hiraya Sofa'), item(2, 'Agos Sofa Bed')]);
    const { input } = renderSearchBox();
    const user = userEvent.setup();
    await user.type(input, 'sofa');
    const options = await screen.findAllByRole('option', {}, { timeout: 2000 });
    expect(options.map((option) => option.textContent)).toEqual([
      'Hiraya Sofa₱10,001.00',
      'Agos Sofa Bed₱10,002.00',
    ]);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/product/detail/agos-sofa-bed');
  });

  test('a suggestion under the mouse is not a choice: Enter searches for the typed text', async () => {
    mockProducts([item(1, 'Hiraya Sofa'), item(2, 'Agos Sofa Bed')]);
    const { input } = renderSearchBox();
    const user = userEvent.setup();
    await user.type(input, 'sofa');
    const [first] = await screen.findAllByRole('option', {}, { timeout: 2000 });
    // The pointer rests where the list shows (after a click, say) while the shopper types on.
    await user.hover(first!);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}sfoa');
    // The list redraws under the resting pointer: the browser says it entered the option again.
    const [again] = screen.getAllByRole('option');
    await user.unhover(again!);
    await user.hover(again!);
    expect(again).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/products?search=sfoa'));
  });

  test('clicking a suggestion opens its detail page', async () => {
    mockProducts([item(1, 'Hiraya Sofa')]);
    const { input } = renderSearchBox();
    const user = userEvent.setup();
    await user.type(input, 'hir');
    await user.click(await screen.findByRole('option', { name: /Hiraya Sofa/ }, { timeout: 2000 }));
    expect(location()).toBe('/product/detail/hiraya-sofa');
    expect(input).toHaveValue('');
  });

  test('Enter on an exact product name opens that product, whatever the case', async () => {
    mockProducts([item(1, 'Hiraya Sofa'), item(2, 'Hiraya Sofa Bed')]);
    const { input } = renderSearchBox();
    const user = userEvent.setup();
    await user.type(input, 'HIRAYA sofa');
    await screen.findAllByRole('option', {}, { timeout: 2000 });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/product/detail/hiraya-sofa'));
  });

  test('Enter on an exact name typed faster than the debounce still opens the product', async () => {
    mockProducts([item(1, 'Hiraya Sofa')]);
    const { input } = renderSearchBox();
    const user = userEvent.setup();
    await user.type(input, 'Hiraya Sofa{Enter}');
    await waitFor(() => expect(location()).toBe('/product/detail/hiraya-sofa'));
  });

  test('any other Enter goes to /products?search=...', async () => {
    mockProducts([item(1, 'Hiraya Sofa')]);
    const { input } = renderSearchBox();
    const user = userEvent.setup();
    await user.type(input, '  narra table {Enter}');
    await waitFor(() => expect(location()).toBe('/products?search=narra+table'));
  });

  test("no match: 'No matching results found'", async () => {
    mockProducts([item(1, 'Hiraya Sofa')]);
    const { input } = renderSearchBox();
    const user = userEvent.setup();
    await user.type(input, 'zzz');
    const message = await screen.findByText('No matching results found', {}, { timeout: 2000 });
    expect(message).toHaveTextContent(/^No matching results found$/);
    expect(message).toBeVisible();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the suggestions and leaving the box hides them', async () => {
    mockProducts([item(1, 'Hiraya Sofa')]);
    const { input } = renderSearchBox();
    const user = userEvent.setup();
    await user.type(input, 'sofa');
    await screen.findByRole('option', {}, { timeout: 2000 });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('sofa');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option')).toBeVisible();
    await user.tab();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
