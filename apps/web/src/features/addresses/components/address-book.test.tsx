import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Address } from '@shop/shared/address';
import { useState } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { useNoticesStore } from '../../../components/notifications/notices-store';
import { callsTo, mockApi } from '../../../testing/api-mock';
import { renderWithProviders } from '../../../testing/providers';
import { HOME, OFFICE, fakeAddressBook } from '../address-fixtures';
import { AddressBook } from './address-book';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

/** The toasts pushed so far (the app's toast host shows them; it is not rendered here). */
const toasts = () => useNoticesStore.getState().toasts.map((toast) => toast.msg);

beforeEach(() => useNoticesStore.setState({ toasts: [] }));

/** The checkout's use: the picked id lives in the parent. */
function Picker({ onSelect }: { onSelect: (address: Address) => void }) {
  const [selected, setSelected] = useState<string | null>(HOME._id);
  return (
    <AddressBook
      selectedId={selected}
      onSelect={(address) => {
        onSelect(address);
        setSelected(address._id);
      }}
      label="Delivery address"
    />
  );
}

describe('address book, select mode (checkout)', () => {
  test('one radio per address; picking one reports it; edit in a dialog keeps the pick fresh', async () => {
    const book = fakeAddressBook([HOME, OFFICE]);
    mockApi(book.routes);
    const onSelect = vi.fn();
    const { user } = renderWithProviders(<Picker onSelect={onSelect} />);
    const group = await screen.findByRole('radiogroup', { name: 'Delivery address' });
    const home = within(group).getByRole('radio', {
      name: 'Home: 123 Jupiter Street, Makati City',
    });
    const office = within(group).getByRole('radio', { name: 'Office: 8 Salinas Drive, Cebu City' });
    expect(home).toBeChecked();
    expect(office).not.toBeChecked();
    expect(within(group).getByText('Default shipping')).toBeInTheDocument();
    expect(within(group).getByText('Maria Santos · +63 917 123 4567')).toBeInTheDocument();

    await user.click(office);
    expect(onSelect).toHaveBeenLastCalledWith(OFFICE);
    expect(within(group).getByRole('radio', { name: /^Office/ })).toBeChecked();

    // Editing the picked address hands the saved version back.
    await user.click(screen.getByRole('button', { name: 'Edit Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    const street = within(dialog).getByRole('textbox', { name: /^Street, building/ });
    await user.clear(street);
    await user.type(street, '10 Salinas Drive');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSelect).toHaveBeenLastCalledWith({ ...OFFICE, street: '10 Salinas Drive' });
    expect(
      await within(group).findByRole('radio', { name: 'Office: 10 Salinas Drive, Cebu City' }),
    ).toBeChecked();
  });

  test('no address yet: add one in the dialog and it is picked', async () => {
    const book = fakeAddressBook([]);
    mockApi(book.routes);
    const onSelect = vi.fn();
    const { user } = renderWithProviders(
      <AddressBook
        selectedId={null}
        onSelect={onSelect}
        newAddressDefaults={{ contactName: 'Maria Santos' }}
      />,
    );
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a new address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a new address' });
    expect(within(dialog).getByRole('textbox', { name: /^Contact name/ })).toHaveValue(
      'Maria Santos',
    );
    await within(dialog).findByRole('option', { name: 'National Capital Region (NCR)' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Address label/ }), 'Home');
    await user.type(within(dialog).getByRole('textbox', { name: /^Mobile number/ }), '9171234567');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Region/ }),
      'National Capital Region (NCR)',
    );
    const city = within(dialog).getByRole('combobox', { name: /^City/ });
    await within(city).findByRole('option', { name: 'Makati City' });
    await user.selectOptions(city, 'Makati City');
    await user.type(within(dialog).getByRole('textbox', { name: /^Barangay/ }), 'Poblacion');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Street, building/ }),
      '123 Jupiter Street',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^ZIP code/ }), '1210');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1));
    expect(onSelect.mock.calls[0]?.[0]).toMatchObject({
      _id: 'a-new-1',
      label: 'Home',
      province: 'Metro Manila',
      isDefaultShipping: true,
    });
    expect(
      await screen.findByRole('radio', { name: /^Home: 123 Jupiter Street/ }),
    ).toBeInTheDocument();
    expect(toasts()).toContain('Address added.');
  });
});

describe('address book, manage mode (My Account)', () => {
  test('delete asks No/Yes; No keeps the address, Yes deletes it', async () => {
    const book = fakeAddressBook([HOME, OFFICE]);
    const fetchMock = mockApi(book.routes);
    const { user } = renderWithProviders(<AddressBook />);
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Office' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete this address?' });
    expect(confirm).toHaveTextContent('Office: 8 Salinas Drive, Lahug, Cebu City, Cebu 6000');
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, `/api/v1/my-info/addresses/${OFFICE._id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Office' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(book.addresses().map((address) => address._id)).toEqual([HOME._id]);
    expect(toasts()).toContain('Address deleted.');
  });

  test('set as default shipping / billing: the whole address is sent with the flag, chips move', async () => {
    const book = fakeAddressBook([HOME, OFFICE]);
    mockApi(book.routes);
    const { user } = renderWithProviders(<AddressBook />);
    await screen.findByRole('list', { name: 'Saved addresses' });
    expect(screen.queryByRole('button', { name: 'Set as default shipping: Home' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Set as default shipping: Office' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Set as default shipping: Home' }),
      ).toBeInTheDocument(),
    );
    const { _id, ...officeValues } = OFFICE;
    expect(book.saved).toEqual([
      { method: 'PUT', id: _id, body: { ...officeValues, isDefaultShipping: true } },
    ]);
    expect(toasts()).toContain('Office is now your default shipping address.');

    await user.click(screen.getByRole('button', { name: 'Set as default billing: Office' }));
    await waitFor(() =>
      expect(book.addresses().find((a) => a._id === _id)?.isDefaultBilling).toBe(true),
    );
    const office = screen
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('Office'))!;
    await waitFor(() => expect(within(office).getByText('Default billing')).toBeInTheDocument());
    expect(within(office).getByText('Default shipping')).toBeInTheDocument();
  });

  test('a failed read says so and can be tried again', async () => {
    let fail = true;
    const book = fakeAddressBook([HOME]);
    mockApi({
      ...book.routes,
      'GET /api/v1/my-info/addresses': () =>
        fail
          ? { status: 500, body: { message: 'Something went wrong. Please try again.' } }
          : { body: { data: [HOME] } },
    });
    const { user } = renderWithProviders(<AddressBook />);
    expect(await screen.findByText(/We could not load your addresses\./)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('123 Jupiter Street')).toBeInTheDocument();
  });
});
