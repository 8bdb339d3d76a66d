import { PRODUCT_MESSAGES, type AdminProduct } from '@shop/shared/admin/product';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { useAdminSession } from '../../../lib/admin-session';
import { loadRuntimeConfig } from '../../../lib/runtime-config';
import { callsTo, mockApi, type MockRoutes } from '../../../testing/api-mock';
import { renderWithProviders } from '../../../testing/providers';
import { ProductForm } from './product-form';
import { SOLD_VARIANT_NOTE } from './variants-fields';

const LIVING_ROOM = '0b7a4f0e-3f7c-4a55-9d2e-6c1b2f4e8a10';
const PRODUCT_ID = '5d2f7a1c-8e4b-4c3a-9f6d-2a1b3c4d5e6f';
const SOLD_ID = '7e1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const NEW_ID = '8f2b3c4d-5e6f-4a70-9b8c-0d1e2f3a4b5c';

const PRODUCT: AdminProduct = {
  _id: PRODUCT_ID,
  name: 'Kawayan Lounge Chair',
  sku: 'KLC-01',
  friendlyUrl: 'kawayan-lounge-chair',
  description: 'A **bamboo** lounge chair.',
  categoryIds: [LIVING_ROOM],
  materials: ['Bamboo'],
  widthCm: 72,
  depthCm: 80,
  heightCm: 86,
  weightGrams: 9500,
  protectionPlan: null,
  isActive: true,
  archivedAt: null,
  seoTitle: '',
  seoDescription: '',
  variants: [
    {
      _id: SOLD_ID,
      sku: 'KLC-01-NAT',
      color: 'Natural',
      size: null,
      material: null,
      price: 12999.5,
      compareAtPrice: 14999,
      weightGrams: null,
      lowStockThreshold: 2,
      ordered: true,
    },
    {
      _id: NEW_ID,
      sku: 'KLC-01-BLK',
      color: 'Black',
      size: null,
      material: null,
      price: 13499,
      compareAtPrice: null,
      weightGrams: 9800,
      lowStockThreshold: 1,
      ordered: false,
    },
  ],
  images: [],
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
};

const categoriesRoute: MockRoutes = {
  'GET /api/v1/categories/map': {
    body: {
      data: [
        {
          _id: LIVING_ROOM,
          name: 'Living Room',
          friendlyUrl: 'living-room',
          image: null,
          isActive: true,
          children: [],
          active_children: [],
        },
      ],
      meta: { page: 1, limit: 100, total: 1 },
    },
  },
  'POST /api/v1/admin/products/description-preview': ({ body }) => ({
    body: { data: { html: `<p>${String((body as { markdown: string }).markdown)}</p>` } },
  }),
};

async function renderForm(product?: AdminProduct, routes: MockRoutes = {}) {
  const fetchMock = mockApi({ ...categoriesRoute, ...routes });
  await loadRuntimeConfig();
  useAdminSession.setState({
    session: {
      token: 'console-token',
      email: 'operator@casafilipina.ph',
      firstName: 'Shop',
      lastName: 'Staff',
      role: 'staff',
      expiresAt: Date.now() + 3_600_000,
    },
  });
  const onSaved = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/admin/products/edit',
        element: <ProductForm product={product} onSaved={onSaved} />,
      },
      { path: '/admin/products', element: <p>The product list</p> },
    ],
    { initialEntries: ['/admin/products/edit'] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />);
  const form = await screen.findByRole('form');
  return { ...view, fetchMock, onSaved, router, form };
}

const section = (name: string) => screen.getByRole('region', { name });
const variant = (n: number) => screen.getByRole('group', { name: `Variant ${n}` });
const box = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('textbox', { name });
const submit = (form: HTMLElement, name = /Create product|Save product/) =>
  within(form).getByRole('button', { name });

// A whole product form is a large page for jsdom: role queries over it take their time.
vi.setConfig({ testTimeout: 60_000 });

describe('ProductForm', () => {
  test('shows the shared schema’s messages for missing fields and sends nothing', async () => {
    const { user, form, fetchMock } = await renderForm();
    await user.click(submit(form));

    const basics = section('Basics');
    expect(box(basics, /^Name/)).toHaveAccessibleDescription('This field is required.');
    expect(box(basics, /^SKU/)).toHaveAccessibleDescription('This field is required.');
    expect(box(section('Description'), /^Description/)).toHaveAccessibleDescription(
      /^This field is required\.$/,
    );
    expect(box(section('Dimensions and weight'), /^Weight \(g\)/)).toHaveAccessibleDescription(
      PRODUCT_MESSAGES.wholeNumber,
    );
    expect(box(variant(1), /^SKU/)).toHaveAccessibleDescription('This field is required.');
    expect(box(variant(1), /^Price/)).toHaveAccessibleDescription(PRODUCT_MESSAGES.price);

    await user.type(box(variant(1), /^Price/), '0');
    await user.type(box(variant(1), /^Compare-at/), '0');
    await user.type(box(basics, /^Friendly URL/), 'Narra Table');
    await user.click(submit(form));
    expect(box(variant(1), /^Price/)).toHaveAccessibleDescription(PRODUCT_MESSAGES.pricePositive);
    expect(box(basics, /^Friendly URL/)).toHaveAccessibleDescription(
      PRODUCT_MESSAGES.friendlyUrlFormat,
    );
    expect(callsTo(fetchMock, '/api/v1/admin/products')).toEqual([]);
  });

  test('adds and removes variant rows; the last row stays', async () => {
    const { user } = await renderForm();
    expect(within(variant(1)).getByRole('button', { name: 'Remove variant 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    expect(variant(2)).toBeInTheDocument();
    expect(box(variant(2), /^SKU/)).toHaveFocus();
    await user.type(box(variant(2), /^SKU/), 'KLC-02-RED');
    await user.click(within(variant(2)).getByRole('button', { name: 'Remove variant 2' }));
    expect(screen.queryByRole('group', { name: 'Variant 2' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^Variant/ })).toHaveLength(1);
  });

  test('a variant shoppers have ordered cannot be removed, and says why', async () => {
    const { user } = await renderForm(PRODUCT);
    const sold = within(variant(1)).getByRole('button', { name: 'Remove variant 1' });
    expect(sold).toBeDisabled();
    expect(sold).toHaveAccessibleDescription(SOLD_VARIANT_NOTE);
    const unsold = within(variant(2)).getByRole('button', { name: 'Remove variant 2' });
    expect(unsold).toBeEnabled();
    await user.click(unsold);
    expect(screen.getAllByRole('group', { name: /^Variant/ })).toHaveLength(1);
    expect(box(variant(1), /^SKU/)).toHaveValue('KLC-01-NAT');
  });

  test('puts the server’s field errors on their fields', async () => {
    const skuTaken = 'This SKU is already used by Narra Bench (NB-01).';
    const urlTaken = 'This friendly URL is already used by another product.';
    const categoryUnknown = 'The category does not exist.';
    const { user, form, onSaved } = await renderForm(PRODUCT, {
      [`PUT /api/v1/admin/products/${PRODUCT_ID}`]: {
        status: 409,
        body: {
          message: skuTaken,
          errors: {
            'variants.1.sku': skuTaken,
            friendlyUrl: urlTaken,
            'categoryIds.0': categoryUnknown,
          },
        },
      },
    });
    await user.click(submit(form, /Save product/));
    await waitFor(() => expect(box(variant(2), /^SKU/)).toHaveAccessibleDescription(skuTaken), {
      timeout: 5000,
    });
    expect(box(section('Basics'), /^Friendly URL/)).toHaveAccessibleDescription(urlTaken);
    expect(
      within(section('Categories and materials')).getByRole('combobox', { name: 'Categories' }),
    ).toHaveAccessibleDescription(categoryUnknown);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  test('creates the product with the schema’s output and reports it saved', async () => {
    const { user, form, fetchMock, onSaved } = await renderForm(undefined, {
      'POST /api/v1/admin/products': ({ body }) => ({
        status: 201,
        body: {
          data: { ...PRODUCT, ...(body as object), _id: NEW_ID, variants: PRODUCT.variants },
        },
      }),
    });
    const basics = section('Basics');
    await user.type(box(basics, /^Name/), 'Narra Bench');
    await user.type(box(basics, /^SKU/), 'NB-01');
    await user.type(box(section('Description'), /^Description/), 'Solid *narra*.');
    expect(
      await screen.findByTestId('description-preview', {}, { timeout: 2000 }),
    ).toHaveTextContent('Solid *narra*.');
    await user.type(box(section('Dimensions and weight'), /^Weight \(g\)/), '12000');
    await user.type(box(variant(1), /^SKU/), 'NB-01-NAT');
    await user.type(box(variant(1), /^Colour/), 'Natural');
    await user.type(box(variant(1), /^Price/), '8,999.50');
    await user.click(submit(form));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const [call] = fetchMock.mock.calls.filter(
      ([input, init]) =>
        String(input).endsWith('/api/v1/admin/products') && init?.method === 'POST',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      name: 'Narra Bench',
      sku: 'NB-01',
      friendlyUrl: '',
      weightGrams: 12000,
      protectionPlan: null,
      variants: [
        {
          sku: 'NB-01-NAT',
          color: 'Natural',
          size: null,
          material: null,
          price: 8999.5,
          compareAtPrice: null,
        },
      ],
    });
    expect(onSaved.mock.calls[0]?.[1]).toBe(true);
  });

  test('asks before leaving with unsaved changes', async () => {
    const { user, router } = await renderForm(PRODUCT);
    await user.type(box(section('Basics'), /^Name/), ' Deluxe');
    await router.navigate('/admin/products');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Leave without saving?' },
      { timeout: 5000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(router.state.location.pathname).toBe('/admin/products/edit');
    expect(box(section('Basics'), /^Name/)).toHaveValue('Kawayan Lounge Chair Deluxe');

    await router.navigate('/admin/products');
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Leave without saving?' }, { timeout: 5000 }),
      ).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByText('The product list', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
