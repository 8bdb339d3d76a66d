import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { mockApi } from '../../../testing/api-mock';
import { renderWithProviders } from '../../../testing/providers';
import { HOME, fakeAddressBook } from '../address-fixtures';
import { AddressForm } from './address-form';

vi.setConfig({ testTimeout: 40_000 });
configure({ asyncUtilTimeout: 4000 });

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const select = (name: string | RegExp) => screen.getByRole('combobox', { name });
const options = (name: string | RegExp) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);
const helper = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

function renderForm(props: Partial<Parameters<typeof AddressForm>[0]> = {}) {
  const book = fakeAddressBook([]);
  const fetchMock = mockApi(book.routes);
  const onSaved = vi.fn();
  const view = renderWithProviders(<AddressForm onSaved={onSaved} {...props} />);
  return { ...view, book, fetchMock, onSaved };
}

describe('address form', () => {
  test('empty submit: every required field says so, nothing is sent', async () => {
    const { user, book, onSaved } = renderForm();
    await screen.findByRole('option', { name: 'National Capital Region (NCR)' });
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    for (const name of [/^Address label/, /^Contact name/, /^Mobile number/, /^Barangay/]) {
      await waitFor(() => expect(helper(field(name))).toBe('This field is required.'));
    }
    expect(helper(field(/^Street, building/))).toBe('This field is required.');
    expect(helper(field(/^ZIP code/))).toBe('This field is required.');
    expect(helper(select(/^Region/))).toBe('This field is required.');
    expect(field(/^Contact name/)).toHaveAttribute('aria-invalid', 'true');
    expect(book.saved).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  test('the spec’s mobile rule, 4-digit ZIP and name rules, with their exact messages', async () => {
    const { user } = renderForm();
    await user.type(field(/^Mobile number/), '8171234567');
    await user.type(field(/^ZIP code/), '12a');
    await user.type(field(/^Contact name/), 'M4ria');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(helper(field(/^Mobile number/))).toBe('Mobile number is invalid.'));
    expect(helper(field(/^ZIP code/))).toBe('ZIP code must be 4 digits.');
    expect(helper(field(/^Contact name/))).toBe('Only letters are allowed.');

    // Fixing a field clears its message; a number typed with 0 or +63 is fine.
    await user.clear(field(/^Mobile number/));
    await user.type(field(/^Mobile number/), '0917 123 4567');
    await waitFor(() =>
      expect(helper(field(/^Mobile number/))).toBe('10 digits starting with 9, e.g. 917 123 4567'),
    );
  });

  test('region → province → city cascade; a province without a list takes the city typed', async () => {
    const { user, book, onSaved } = renderForm();
    await screen.findByRole('option', { name: 'Central Visayas (Region VII)' });
    expect(select(/^Province/)).toBeDisabled();
    expect(select(/^City \/ Municipality/)).toBeDisabled();

    await user.selectOptions(select(/^Region/), 'Central Visayas (Region VII)');
    await waitFor(() =>
      expect(options(/^Province/)).toEqual(['Choose a province', 'Bohol', 'Cebu']),
    );
    await user.selectOptions(select(/^Province/), 'Cebu');
    await waitFor(() =>
      expect(options(/^City \/ Municipality/)).toEqual([
        'Choose a city or municipality',
        'Cebu City',
        'Mandaue City',
      ]),
    );
    await user.selectOptions(select(/^City \/ Municipality/), 'Mandaue City');

    // Another province empties the city; Bohol keeps no list, so the city is typed.
    await user.selectOptions(select(/^Province/), 'Bohol');
    const typedCity = await screen.findByRole('textbox', { name: /^City \/ Municipality/ });
    expect(typedCity).toHaveValue('');
    await user.type(typedCity, 'Tagbilaran City');

    // Another region empties province and city.
    await user.selectOptions(select(/^Region/), 'National Capital Region (NCR)');
    // Metro Manila is the region's only province: picked for the shopper.
    await waitFor(() => expect(select(/^Province/)).toHaveValue('Metro Manila'));
    await waitFor(() => expect(options(/^City \/ Municipality/)).toContain('Taguig City'));
    expect(select(/^City \/ Municipality/)).toHaveValue('');
    await user.selectOptions(select(/^City \/ Municipality/), 'Taguig City');

    await user.type(field(/^Address label/), 'Condo');
    await user.type(field(/^Contact name/), 'Maria Santos');
    await user.type(field(/^Mobile number/), '+63 917 555 0101');
    await user.type(field(/^Barangay/), 'Fort Bonifacio');
    await user.type(field(/^Street, building/), '25th Street, Unit 12C');
    await user.type(field(/^ZIP code/), '1634');
    await user.click(screen.getByRole('checkbox', { name: 'Use as my default billing address' }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(book.saved).toEqual([
      {
        method: 'POST',
        id: null,
        body: {
          label: 'Condo',
          contactName: 'Maria Santos',
          mobile: '9175550101',
          region: 'National Capital Region (NCR)',
          province: 'Metro Manila',
          city: 'Taguig City',
          barangay: 'Fort Bonifacio',
          street: '25th Street, Unit 12C',
          zip: '1634',
          isDefaultShipping: false,
          isDefaultBilling: true,
        },
      },
    ]);
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ _id: 'a-new-1', city: 'Taguig City' });
  });

  test('edit: prefilled; the server’s field message shows on its field', async () => {
    const book = fakeAddressBook([HOME], {
      [`PUT /api/v1/my-info/addresses/${HOME._id}`]: () => ({
        status: 400,
        body: {
          message: 'Choose a city or municipality of Metro Manila.',
          errors: { city: 'Choose a city or municipality of Metro Manila.' },
        },
      }),
    });
    mockApi(book.routes);
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<AddressForm address={HOME} onSaved={onSaved} />);
    expect(field(/^Address label/)).toHaveValue('Home');
    expect(field(/^Mobile number/)).toHaveValue('9171234567');
    await waitFor(() => expect(select(/^City \/ Municipality/)).toHaveValue('Makati City'));
    expect(select(/^Region/)).toHaveValue('National Capital Region (NCR)');

    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(helper(select(/^City \/ Municipality/))).toBe(
        'Choose a city or municipality of Metro Manila.',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose a city or municipality of Metro Manila.',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
