import { screen, waitFor, within } from '@testing-library/react';
import { DISCOUNT_MESSAGES } from '@shop/shared/admin/discounts';
import { describe, expect, test, vi } from 'vitest';
import { useAdminSession } from '../../../lib/admin-session';
import { loadRuntimeConfig } from '../../../lib/runtime-config';
import { callsTo, mockApi } from '../../../testing/api-mock';
import { renderWithProviders } from '../../../testing/providers';
import { DiscountForm } from './discount-form';

const SAVED = {
  id: '7b0f5d0e-3c1a-4f7e-9d2b-6a1c0e5f4d21',
  code: 'PASKO-10',
  description: '',
  type: 'percentage',
  value: 10,
  maxDiscount: 1500,
  minSpend: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  categoryIds: [],
  productIds: [],
  status: 'active',
  uses: 0,
  revenue: 0,
  discountGiven: 0,
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
  categories: [],
  products: [],
  recentUses: [],
};

async function renderForm(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    'GET /api/v1/admin/categories': { body: { data: [] } },
    'GET /api/v1/admin/products': { body: { data: [], meta: { page: 1, limit: 20, total: 0 } } },
    ...routes,
  });
  await loadRuntimeConfig();
  useAdminSession.setState({
    session: {
      token: 'console-token',
      email: 'operator@casafilipina.ph',
      firstName: 'Shop',
      lastName: 'Operator',
      role: 'staff',
      expiresAt: Date.now() + 3_600_000,
    },
  });
  const onSaved = vi.fn();
  const view = renderWithProviders(<DiscountForm onSaved={onSaved} onCancel={vi.fn()} />);
  const form = screen.getByRole('form', { name: 'New discount code' });
  return { ...view, fetchMock, onSaved, form };
}

const box = (name: RegExp) => screen.getByRole('textbox', { name });

/** Replaces a field's text at once (pasting: typing each key is slow on a busy machine). */
async function fill(
  user: Awaited<ReturnType<typeof renderForm>>['user'],
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
const number = (name: RegExp) => screen.getByRole('spinbutton', { name });

describe('DiscountForm', { timeout: 90_000 }, () => {
  test('asks for a percentage with a cap, or an amount in pesos without one', async () => {
    const { user } = await renderForm();
    expect(number(/Percent off/)).toBeInTheDocument();
    expect(number(/Maximum discount/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'Fixed amount' }));
    expect(number(/Amount off/)).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: /Maximum discount/ })).not.toBeInTheDocument();
  });

  test('shows the shared rules’ messages and sends nothing', async () => {
    const { user, form, fetchMock } = await renderForm();
    await fill(user, box(/Code/), 'ab');
    await fill(user, number(/Percent off/), '120');
    await fill(user, box(/Description/), 'Holiday sale');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(box(/Code/)).toHaveAccessibleDescription(DISCOUNT_MESSAGES.codeFormat);

    await fill(user, box(/Code/), 'pasko-10');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(number(/Percent off/)).toHaveAccessibleDescription(DISCOUNT_MESSAGES.percent);

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'Fixed amount' }));
    await fill(user, number(/Amount off/), '0');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(number(/Amount off/)).toHaveAccessibleDescription(DISCOUNT_MESSAGES.amount);
    expect(callsTo(fetchMock, '/api/v1/admin/discounts')).toHaveLength(0);
  });

  test('sends the code uppercased, and shows a taken code on its field', async () => {
    let calls = 0;
    const { user, form, fetchMock, onSaved } = await renderForm({
      'POST /api/v1/admin/discounts': () => {
        calls += 1;
        return calls === 1
          ? {
              status: 409,
              body: {
                message: DISCOUNT_MESSAGES.codeTaken,
                errors: { code: DISCOUNT_MESSAGES.codeTaken },
              },
            }
          : { status: 201, body: { data: SAVED } };
      },
    });
    await fill(user, box(/Code/), 'pasko-10');
    await fill(user, number(/Percent off/), '10');
    await fill(user, number(/Maximum discount/), '1500');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    await waitFor(() =>
      expect(box(/Code/)).toHaveAccessibleDescription(DISCOUNT_MESSAGES.codeTaken),
    );
    expect(callsTo(fetchMock, '/api/v1/admin/discounts')).toHaveLength(1);
    const sent = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/discounts'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      code: 'PASKO-10',
      description: '',
      type: 'percentage',
      value: 10,
      maxDiscount: 1500,
      minSpend: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: null,
      categoryIds: [],
      productIds: [],
    });
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SAVED));
  });
});
