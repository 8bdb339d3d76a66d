import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { mockApi, type MockRequest } from '../../../testing/api-mock';
import { renderWithProviders } from '../../../testing/providers';
import { TradeInForm } from './trade-in-form';

vi.setConfig({ testTimeout: 20_000 });

const fairMarket = (calculate: (request: MockRequest) => { status?: number; body: unknown }) =>
  mockApi({
    'GET /api/products/fair-market/years': { body: { data: [2026, 2025, 2024] } },
    'GET /api/products/fair-market/brands': {
      body: { data: ['Casa Filipina', 'IKEA', 'Other brand / locally made'] },
    },
    'GET /api/products/fair-market/sub-models': ({ url }) => ({
      body: {
        data:
          url.searchParams.get('brand') === 'Casa Filipina'
            ? ['Narra Heritage', 'Other Casa Filipina piece']
            : ['Living room'],
      },
    }),
    'GET /api/products/fair-market/body-types': {
      body: {
        data: [
          { id: 'sofa', label: 'Sofa', baseValue: 35000, yearlyRetention: 0.8, floorShare: 0.1 },
          {
            id: 'bed_frame',
            label: 'Bed frame',
            baseValue: 25000,
            yearlyRetention: 0.85,
            floorShare: 0.12,
          },
        ],
      },
    },
    'POST /api/products/fair-market/calculate': calculate,
  });

async function fillSofa(user: ReturnType<typeof userEvent.setup>) {
  const type = await screen.findByRole('combobox', { name: /Type of furniture/ });
  await within(type).findByRole('option', { name: 'Sofa' });
  await user.selectOptions(type, 'Sofa');
  await within(screen.getByRole('combobox', { name: /Brand/ })).findByRole('option', {
    name: 'Casa Filipina',
  });
  await user.selectOptions(screen.getByRole('combobox', { name: /Brand/ }), 'Casa Filipina');
  const line = screen.getByRole('combobox', { name: /Product line/ });
  await waitFor(() =>
    expect(within(line).getByRole('option', { name: 'Narra Heritage' })).toBeInTheDocument(),
  );
  await user.selectOptions(line, 'Narra Heritage');
  await user.selectOptions(screen.getByRole('combobox', { name: /Year bought/ }), '2024');
  await user.selectOptions(
    screen.getByRole('combobox', { name: /Condition/ }),
    'Good — light wear',
  );
}

test('values a sofa and offers the credit, sending the shopper’s answers', async () => {
  const sent: unknown[] = [];
  fairMarket((request) => {
    sent.push(request.body);
    return {
      body: {
        data: {
          low: 19_600,
          high: 23_900,
          credit: 15_700,
          rule: 'From the ₱40,000.00 you paid; …',
        },
      },
    };
  });
  const onAccept = vi.fn();
  const { user } = renderWithProviders(<TradeInForm onAccept={onAccept} accepting={false} />);

  // Nothing chosen: every required field says what to do, and nothing is sent.
  await user.click(await screen.findByRole('button', { name: 'See its value' }));
  expect(screen.getByText('Choose the type of furniture.')).toBeVisible();
  expect(sent).toEqual([]);

  await fillSofa(user);
  await user.type(screen.getByRole('textbox', { name: /Price paid/ }), '40000');
  await user.click(screen.getByRole('button', { name: 'See its value' }));

  const offer = await screen.findByRole('region', { name: 'Your offer' });
  expect(offer).toHaveTextContent('₱19,600.00 – ₱23,900.00');
  expect(offer).toHaveTextContent('Trade-in credit: ₱15,700.00');
  expect(offer).toHaveTextContent('How we got there: From the ₱40,000.00 you paid');
  expect(sent).toEqual([
    {
      bodyType: 'sofa',
      brand: 'Casa Filipina',
      subModel: 'Narra Heritage',
      year: 2024,
      condition: 'good',
      pricePaid: 40000,
    },
  ]);

  await user.click(within(offer).getByRole('button', { name: 'Accept credit' }));
  expect(onAccept).toHaveBeenCalledWith(sent[0]);
});

test('a negative price paid is refused before sending; the server’s field message is shown', async () => {
  const sent: unknown[] = [];
  fairMarket((request) => {
    sent.push(request.body);
    const message = 'We do not accept that brand yet. Choose one from the list.';
    return { status: 400, body: { message: `brand: ${message}`, errors: { brand: message } } };
  });
  const { user } = renderWithProviders(<TradeInForm onAccept={vi.fn()} accepting={false} />);
  await fillSofa(user);
  const price = screen.getByRole('textbox', { name: /Price paid/ });
  await user.type(price, '-5');
  await user.click(screen.getByRole('button', { name: 'See its value' }));
  expect(screen.getByText('Price paid must be a positive amount in pesos.')).toBeVisible();
  expect(sent).toEqual([]);

  await user.clear(price);
  await user.click(screen.getByRole('button', { name: 'See its value' }));
  expect(
    await screen.findByText('We do not accept that brand yet. Choose one from the list.', {
      selector: 'p',
    }),
  ).toBeVisible();
  expect(screen.queryByRole('region', { name: 'Your offer' })).not.toBeInTheDocument();
});
