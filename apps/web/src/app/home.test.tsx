import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { callsTo, mockApi } from '../testing/api-mock';
import { renderApp } from '../testing/render-app';

const tiles = [
  {
    _id: 'c1',
    name: 'Living Room',
    friendlyUrl: 'living-room',
    image: '/media/living-room.svg',
    isActive: true,
    children: [],
    active_children: [],
  },
  {
    _id: 'c2',
    name: 'Bedroom',
    friendlyUrl: 'bedroom',
    image: null,
    isActive: true,
    children: [],
    active_children: [],
  },
];

const categoriesSection = () => screen.getByRole('region', { name: 'Shop by category' });

test('category tiles show what the categories API returns, linking to the listing', async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchMock = mockApi({
    'GET /api/v1/categories/map': async ({ url }) => {
      if (url.searchParams.get('limit') === '12') await gate;
      return {
        body: {
          data: url.searchParams.get('limit') === '12' ? tiles : [],
          meta: { page: 1, limit: 12, total: 2 },
        },
      };
    },
  });
  await renderApp('/');

  expect(within(categoriesSection()).getByLabelText('Loading categories')).toHaveAttribute(
    'aria-busy',
    'true',
  );
  release();

  const living = await within(categoriesSection()).findByRole('link', { name: 'Living Room' });
  expect(living).toHaveAttribute('href', '/products?category=living-room');
  const image = living.querySelector('img')!;
  expect(image).toHaveAttribute('src', '/media/living-room.svg');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('width');
  expect(image).toHaveAttribute('height');
  expect(image).toHaveAttribute('alt', '');
  expect(
    within(categoriesSection()).getByRole('link', { name: 'Bedroom' }).querySelector('img'),
  ).toBeNull();

  const call = callsTo(fetchMock, '/api/v1/categories/map').find(
    (c) => c.url.searchParams.get('limit') === '12',
  );
  expect(call!.url.searchParams.get('load_image')).toBe('1');
});

test('a failing categories API shows an error with a retry, and the page still works', async () => {
  let healthy = false;
  mockApi({
    'GET /api/v1/categories/map': () =>
      healthy
        ? { body: { data: tiles, meta: { page: 1, limit: 12, total: 2 } } }
        : { status: 503, body: { message: 'Service unavailable' } },
  });
  const { user } = await renderApp('/');

  expect(
    await within(categoriesSection()).findByText('We could not load the categories right now.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Shop now' })).toBeInTheDocument();

  healthy = true;
  await user.click(within(categoriesSection()).getByRole('button', { name: 'Try again' }));
  await waitFor(() =>
    expect(
      within(categoriesSection()).getByRole('link', { name: 'Living Room' }),
    ).toBeInTheDocument(),
  );
});

test('no categories: a plain empty message', async () => {
  mockApi();
  await renderApp('/');
  expect(
    await within(categoriesSection()).findByText('No categories to show yet.'),
  ).toBeInTheDocument();
});
