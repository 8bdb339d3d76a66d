import { configure, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { mockApi } from '../../../testing/api-mock';
import { renderApp } from '../../../testing/render-app';

// Each test renders the whole storefront (and types into MUI fields): on a busy machine a
// screen can take longer than the default 1 s wait and 5 s test budget.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const branch = (overrides: Record<string, unknown>) => ({
  project_id: 'test-project',
  is_default: false,
  friend_url: '',
  friendly_url: '',
  description: '',
  address: '',
  city: '',
  province: '',
  phone: '',
  email: '',
  hours: '',
  latitude: null,
  longitude: null,
  ...overrides,
});

const branches = [
  branch({
    _id: 'ceb',
    name: 'Cebu City Showroom',
    code: 'CEB-01',
    description: 'Our widest rattan range.',
    address: '2F Paseo Arcenas, 45 Banilad Road',
    city: 'Cebu City',
    province: 'Cebu',
    phone: '0917 632 4410',
    email: 'cebu@casafilipina.ph',
    hours: 'Mon–Sun 10:00 AM – 9:00 PM',
    latitude: 10.3404,
    longitude: 123.9116,
  }),
  branch({
    _id: 'qc',
    name: 'Quezon City Main Showroom',
    code: 'QC-MAIN',
    is_default: true,
    address: '1180 Quezon Avenue',
    city: 'Quezon City',
    province: 'Metro Manila',
    phone: '(02) 8856 3021',
    hours: 'Mon–Sat 9:00 AM – 7:00 PM',
  }),
];

const card = (name: string) => screen.getByRole('article', { name });

async function openLocations() {
  mockApi({ 'GET /api/v1/public/branches/dropdown': { body: { data: branches } } });
  const app = await renderApp('/our-locations');
  await screen.findByRole('article', { name: 'Cebu City Showroom' });
  return app;
}

test('a card per branch with address, hours, phone, e-mail and a map link in a new tab', async () => {
  await openLocations();
  expect(screen.getByRole('heading', { level: 1, name: 'Our Locations' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(2);

  const cebu = card('Cebu City Showroom');
  expect(within(cebu).getByRole('heading', { level: 2 })).toHaveTextContent('Cebu City Showroom');
  expect(cebu).toHaveTextContent('2F Paseo Arcenas, 45 Banilad Road, Cebu City, Cebu');
  expect(cebu).toHaveTextContent('Mon–Sun 10:00 AM – 9:00 PM');
  expect(cebu).toHaveTextContent('Our widest rattan range.');
  expect(within(cebu).getByRole('link', { name: '0917 632 4410' })).toHaveAttribute(
    'href',
    'tel:+639176324410',
  );
  expect(within(cebu).getByRole('link', { name: 'cebu@casafilipina.ph' })).toHaveAttribute(
    'href',
    'mailto:cebu@casafilipina.ph',
  );
  const map = within(cebu).getByRole('link', { name: 'View on map (opens in a new tab)' });
  expect(map).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=10.3404,123.9116',
  );
  expect(map).toHaveAttribute('target', '_blank');
  expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  expect(map).toHaveAccessibleDescription('Cebu City Showroom');

  // Without coordinates the map searches the address; landlines get the country code too.
  const qc = card('Quezon City Main Showroom');
  expect(qc).toHaveTextContent('Main showroom');
  expect(within(qc).getByRole('link', { name: /View on map/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=1180%20Quezon%20Avenue,%20Quezon%20City,%20Metro%20Manila',
  );
  expect(within(qc).getByRole('link', { name: '(02) 8856 3021' })).toHaveAttribute(
    'href',
    'tel:+63288563021',
  );
});

test('"Make this my branch" selects and persists the branch; the card then shows it', async () => {
  const { user } = await openLocations();
  // The default branch is selected on first load (the layout does that).
  await waitFor(() =>
    expect(
      within(card('Quezon City Main Showroom')).getByRole('button', { name: 'Selected branch' }),
    ).toHaveAttribute('aria-disabled', 'true'),
  );
  expect(card('Quezon City Main Showroom')).toHaveTextContent('Your branch');

  const select = within(card('Cebu City Showroom')).getByRole('button', {
    name: 'Make this my branch',
  });
  expect(select).toHaveAccessibleDescription('Cebu City Showroom');
  await user.click(select);

  expect(
    within(card('Cebu City Showroom')).getByRole('button', { name: 'Selected branch' }),
  ).toHaveFocus();
  expect(card('Cebu City Showroom')).toHaveTextContent('Your branch');
  expect(
    within(card('Quezon City Main Showroom')).getByRole('button', { name: 'Make this my branch' }),
  ).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('branch')!)).toMatchObject({
    _id: 'ceb',
    name: 'Cebu City Showroom',
  });
  expect(await screen.findByText('Cebu City Showroom is now your branch.')).toBeInTheDocument();
});
