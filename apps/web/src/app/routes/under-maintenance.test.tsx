import { configure, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

// Each test renders the whole storefront (and types into MUI fields): on a busy machine a
// screen can take longer than the default 1 s wait and 5 s test budget.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const settings = (maintenance: boolean) => ({
  'GET /api/v1/public/site-settings': {
    body: { data: { maintenance, legal: { effectiveDate: null, jurisdiction: null } } },
  },
});

test('the maintenance page names the shop and how to reach it meanwhile', async () => {
  mockApi(settings(true));
  await renderApp('/under-maintenance');
  const main = screen.getByRole('main');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Under Maintenance' }),
  ).toBeInTheDocument();
  expect(main).toHaveTextContent('Casa Filipina Furniture');
  expect(main).toHaveTextContent('We are giving the shop a quick polish');
  expect(main).toHaveTextContent('(8am-5pm, Mondays-Saturdays)');
  expect(within(main).getByRole('link', { name: '+63 2 8123 4567' })).toHaveAttribute(
    'href',
    'tel:+63281234567',
  );
  expect(within(main).getByRole('link', { name: 'hello@casafilipina.ph' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(document.title).toBe('Under Maintenance | Casa Filipina Furniture');
});

test('once the shop is open again the page says so', async () => {
  mockApi(settings(false));
  await renderApp('/under-maintenance');
  expect(
    await screen.findByText('Good news: our maintenance is done, and the shop is open again.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'We Are Open Again' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go to the shop' })).toBeInTheDocument();
});
