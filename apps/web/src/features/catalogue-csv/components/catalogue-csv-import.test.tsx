import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useAdminSession } from '../../../lib/admin-session';
import { loadRuntimeConfig } from '../../../lib/runtime-config';
import { callsTo, mockApi, type MockRoutes } from '../../../testing/api-mock';
import { renderWithProviders } from '../../../testing/providers';
import { CatalogueCsvImport } from './catalogue-csv-import';

const ID = '8b0e8f0c-4f4e-4d7e-9a55-1f2a0b3c4d5e';
const SUMMARY = {
  productsToCreate: 1,
  productsToUpdate: 2,
  productsUnchanged: 70,
  variantsToCreate: 2,
  variantsToUpdate: 3,
  stockChanges: 4,
};
const checked = (overrides: Record<string, unknown> = {}) => ({
  _id: ID,
  fileName: 'prices.csv',
  status: 'checked',
  totalRows: 173,
  processedRows: 0,
  errors: [],
  summary: SUMMARY,
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
  ...overrides,
});

async function renderImport(routes: MockRoutes) {
  const fetchMock = mockApi(routes);
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
  const view = renderWithProviders(<CatalogueCsvImport />);
  const file = new File(['product_sku\n'], 'prices.csv', { type: 'text/csv' });
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { ...view, fetchMock, file, input };
}

describe('CatalogueCsvImport', () => {
  test('shows each bad row by line, column and message, and offers no apply', async () => {
    const message =
      'Write numbers without thousands separators or currency signs: 1299.00, not 1,299.00.';
    const { user, input, file, fetchMock } = await renderImport({
      'POST /api/v1/admin/catalogue/imports': {
        status: 201,
        body: { data: checked({ errors: [{ line: 2, column: 'price', message }] }) },
      },
    });
    await user.upload(input, file);
    expect(await screen.findByText(/1 problem found\. Fix it in the file/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Problems found in the file' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['2', 'price', message]);
    expect(screen.queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/v1/admin/catalogue/imports');
    expect(call?.headers.get('Authorization')).toBe('Bearer console-token');
    const [, init] = fetchMock.mock.calls.find(([input]) =>
      String(input).endsWith('/api/v1/admin/catalogue/imports'),
    )!;
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  test('applies a clean file and shows what was done', async () => {
    const { user, input, file } = await renderImport({
      'POST /api/v1/admin/catalogue/imports': { status: 201, body: { data: checked() } },
      [`GET /api/v1/admin/catalogue/imports/${ID}`]: { body: { data: checked() } },
      [`POST /api/v1/admin/catalogue/imports/${ID}/apply`]: {
        body: { data: checked({ status: 'applied', processedRows: 173 }) },
      },
    });
    await user.upload(input, file);
    expect(await screen.findByText(/ready to apply/)).toBeInTheDocument();
    expect(screen.getByText('Variants changed').nextSibling).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: 'Apply 173 rows' }));
    expect(await screen.findByText(/prices\.csv was applied/)).toBeInTheDocument();
  });
});
