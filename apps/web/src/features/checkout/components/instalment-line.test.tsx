import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { mockApi } from '../../../testing/api-mock';
import { renderWithProviders } from '../../../testing/providers';
import { InstalmentLine } from './instalment-line';

function mockTerms(months: number[], minAmount: number) {
  mockApi({
    'GET /api/v1/public/purchase-terms': {
      body: {
        data: {
          instalments: { months, min_amount: minAmount },
          payment_methods: [],
          return_window_days: 7,
        },
      },
    },
  });
}

describe('the instalment line (product and cart pages)', () => {
  test('says nothing at the ₱10,000 minimum, and the per-month amounts just over it', async () => {
    mockTerms([3, 6, 12], 10_000);
    renderWithProviders(
      <>
        <section aria-label="At the minimum">
          <InstalmentLine amount={10_000} />
        </section>
        <section aria-label="Just over it">
          <InstalmentLine amount={10_000.01} />
        </section>
      </>,
    );
    const over = within(screen.getByRole('region', { name: 'Just over it' }));
    // Both read the same terms: once one line shows, the other has had its chance too.
    expect(await over.findByTestId('instalments')).toHaveTextContent(
      'or ₱833.34/mo for 12 months at 0% interest',
    );
    expect(over.getByTestId('instalments')).toHaveTextContent(
      '3 mo: ₱3,333.34 · 6 mo: ₱1,666.67 · 12 mo: ₱833.34',
    );
    const at = within(screen.getByRole('region', { name: 'At the minimum' }));
    expect(at.queryByTestId('instalments')).not.toBeInTheDocument();
  });

  test('follows the configured terms', async () => {
    mockTerms([6, 24], 5_000);
    renderWithProviders(<InstalmentLine amount={48_000} />);
    expect(await screen.findByTestId('instalments')).toHaveTextContent(
      'or ₱2,000.00/mo for 24 months at 0% interest',
    );
    expect(screen.getByTestId('instalments')).toHaveTextContent(
      '6 mo: ₱8,000.00 · 24 mo: ₱2,000.00',
    );
  });
});
