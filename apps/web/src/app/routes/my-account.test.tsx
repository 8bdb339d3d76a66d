import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MAX_UPLOAD_BYTES } from '@shop/shared/constants';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { callsTo, mockApi, type MockRoutes } from '../../testing/api-mock';
import { registerCleanup } from '../../testing/cleanup-registry';
import { renderApp } from '../../testing/render-app';

const profile = {
  _id: 'u1',
  email: 'maria@example.ph',
  firstName: 'Maria',
  lastName: 'Santos',
  mobile: '9171234567',
  roleName: 'customer',
  projectId: 'test-project',
  emailVerified: true,
};

const passport = {
  _id: 'd1',
  type: 'passport',
  number: 'P1234567A',
  expiry: '2031-05-20',
  files: [
    {
      side: 'front',
      url: '/api/v1/my-info/documents/d1/files/front',
      content_type: 'image/png',
      size: 2048,
    },
  ],
  created_at: '2026-11-02T03:00:00.000Z',
};

function accountRoutes(extra: MockRoutes = {}) {
  return mockApi({
    'GET /api/token': { body: { data: { valid: true } } },
    'GET /api/v1/my-info': { body: { data: profile } },
    'GET /api/v1/my-info/addresses': { body: { data: [] } },
    ...extra,
  });
}

// The screen and its lazily loaded tabs (forms, zod) are heavy to transform: load them once
// up front, so the first renders do not race renderApp's and the queries' default timeouts.
beforeAll(async () => {
  await Promise.all([
    import('./my-account'),
    import('../../features/account/components/profile-panel'),
    import('../../features/account/components/documents-panel'),
    import('../../features/addresses/components/address-book'),
  ]);
}, 60_000);

const main = () => screen.getByRole('main');
const panel = () => within(main()).getByRole('tabpanel');
const png = (name: string, bytes = 68) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

async function openAccount(path = '/my-account?id=profile') {
  const view = await renderApp(path, { signedIn: true });
  await screen.findByRole('heading', { level: 1, name: 'My Account' }, { timeout: 5000 });
  return view;
}

describe('my account: tabs', { timeout: 20_000 }, () => {
  test('the tab comes from ?id=, follows clicks and the keyboard, and defaults to Profile', async () => {
    accountRoutes({ 'GET /api/v1/my-info/documents': { body: { data: [] } } });
    const { user, router } = await openAccount('/my-account?id=documents');
    const tabs = within(main()).getByRole('tablist', { name: 'My Account sections' });
    expect(within(tabs).getByRole('tab', { name: 'Documents' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await within(panel()).findByText('You have no identity documents on file yet.'),
    ).toBeVisible();
    expect(panel()).toHaveAccessibleName('Documents');

    await user.click(within(tabs).getByRole('tab', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=profile'));
    const profilePanel = await within(main()).findByRole('tabpanel', { name: 'Profile' });
    expect(await within(profilePanel).findByText('maria@example.ph')).toBeVisible();

    // Arrow keys move between tabs; Enter opens one.
    within(tabs).getByRole('tab', { name: 'Profile' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Addresses' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?id=addresses'));
    const addressesPanel = await within(main()).findByRole('tabpanel', { name: 'Addresses' });
    expect(
      await within(addressesPanel).findByText('You have no saved addresses yet.'),
    ).toBeVisible();

    // Back returns to the previous tab.
    await router.navigate(-1);
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: 'Profile' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
  });

  test('no or an unknown id opens Profile', async () => {
    accountRoutes();
    await openAccount('/my-account?id=nonsense');
    expect(within(main()).getByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await within(panel()).findByText('+63 917 123 4567')).toBeVisible();
  });

  test('without a session the page sends the visitor home', async () => {
    mockApi();
    const { router } = await renderApp('/my-account?id=profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('my account: profile', { timeout: 20_000 }, () => {
  test('shows the profile, checks the rules in place, saves and greets by the new name', async () => {
    let saved = profile;
    const fetchMock = accountRoutes({
      'GET /api/v1/my-info': () => ({ body: { data: saved } }),
      'PUT /api/v1/my-info': ({ body }) => {
        const { firstName, lastName, mobile } = body as typeof profile;
        saved = { ...saved, firstName, lastName, mobile };
        return { body: { data: saved } };
      },
    });
    const { user } = await openAccount();
    const details = await within(panel()).findByRole('region', { name: 'Personal information' });
    expect(await within(details).findByText('Maria')).toBeVisible();
    expect(within(details).getByText('Santos')).toBeVisible();
    expect(within(details).getByText('maria@example.ph')).toBeVisible();
    expect(within(details).getByText('+63 917 123 4567')).toBeVisible();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Hi, Maria' }),
    ).toBeVisible();

    await user.click(within(details).getByRole('button', { name: 'Edit' }));
    const firstName = within(details).getByLabelText(/^First name/);
    const lastName = within(details).getByLabelText(/^Last name/);
    const mobile = within(details).getByLabelText(/^Mobile number/);
    expect(firstName).toHaveFocus();

    await user.clear(firstName);
    await user.click(lastName);
    expect(await within(details).findByText('This field is required.')).toBeVisible();
    await user.type(firstName, 'B3a');
    expect(await within(details).findByText('Only letters are allowed.')).toBeVisible();
    await user.clear(firstName);
    await user.type(firstName, 'B');
    expect(
      await within(details).findByText('First name must be at least 2 characters.'),
    ).toBeVisible();
    await user.clear(mobile);
    await user.type(mobile, '8171234567');
    await user.click(within(details).getByRole('button', { name: 'Save' }));
    expect(await within(details).findByText('Mobile number is invalid.')).toBeVisible();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);

    await user.type(firstName, 'ea');
    await user.clear(mobile);
    await user.type(mobile, '0918 765 4321');
    await user.click(within(details).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your profile has been updated.')).toBeVisible();
    expect(await within(details).findByText('Bea')).toBeVisible();
    expect(within(details).getByText('+63 918 765 4321')).toBeVisible();
    expect(within(details).getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Hi, Bea' }),
    ).toBeVisible();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? '{}')).toMatchObject({
      firstName: 'Bea',
      lastName: 'Santos',
    });
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      firstName: 'Bea',
      lastName: 'Santos',
      mobile: '9187654321',
    });
  });

  test('a failed load offers to try again', async () => {
    let fail = true;
    accountRoutes({
      'GET /api/v1/my-info': () =>
        fail
          ? { status: 500, body: { message: 'Something went wrong. Please try again.' } }
          : { body: { data: profile } },
    });
    const { user } = await openAccount();
    expect(await within(panel()).findByText('We could not load your profile.')).toBeVisible();
    fail = false;
    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(await within(panel()).findByText('maria@example.ph')).toBeVisible();
  });
});

describe('my account: change password', { timeout: 20_000 }, () => {
  test('checks the rules, shows a wrong current password in place, then changes it', async () => {
    const fetchMock = accountRoutes({
      'PUT /api/auth/change-password': ({ body }) =>
        (body as { currentPassword: string }).currentPassword === 'Narra#Table2025'
          ? { body: { data: { email: profile.email, token: 'token-after-password-change' } } }
          : {
              status: 400,
              body: {
                message: 'The current password is not correct.',
                errors: { currentPassword: 'The current password is not correct.' },
              },
            },
    });
    const { user } = await openAccount();
    const section = await within(panel()).findByRole('region', { name: 'Change password' });
    const current = within(section).getByLabelText(/^Current password/);
    const next = within(section).getByLabelText(/^New password/);
    const confirm = within(section).getByLabelText(/^Confirm new password/);
    const submit = within(section).getByRole('button', { name: 'Change Password' });

    await user.click(submit);
    await waitFor(() =>
      expect(within(section).getAllByText('This field is required.')).toHaveLength(3),
    );
    await user.type(next, 'abc');
    expect(await within(section).findByText('Must be at least 8 characters.')).toBeVisible();
    await user.clear(next);
    await user.type(next, 'abcdefgh1!');
    expect(
      await within(section).findByText('Must contain at least one uppercase letter (A-Z).'),
    ).toBeVisible();
    await user.clear(next);
    await user.type(next, 'Molave#Chair2026');
    await user.type(confirm, 'Molave#Chair2025');
    // Said on leaving the field, with the current password still empty.
    await user.tab();
    expect(await within(section).findByText('Passwords do not match.')).toBeVisible();
    await user.click(submit);
    expect(await within(section).findByText('Passwords do not match.')).toBeVisible();
    expect(callsTo(fetchMock, '/api/auth/change-password')).toHaveLength(0);

    // Show/hide toggles.
    expect(next).toHaveAttribute('type', 'password');
    await user.click(within(section).getByRole('button', { name: 'Show new password' }));
    expect(next).toHaveAttribute('type', 'text');
    await user.click(within(section).getByRole('button', { name: 'Hide new password' }));
    expect(next).toHaveAttribute('type', 'password');

    await user.clear(confirm);
    await user.type(confirm, 'Molave#Chair2026');
    await user.type(current, 'Wrong#Password1');
    await user.click(submit);
    expect(await within(section).findByText('The current password is not correct.')).toBeVisible();
    expect(current).toHaveAccessibleDescription('The current password is not correct.');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    // A wrong password is not a lost session.
    expect(localStorage.getItem(STORAGE_KEYS.session)).not.toBeNull();

    await user.clear(current);
    await user.type(current, 'Narra#Table2025');
    await user.click(submit);
    expect(await screen.findByText('Your password has been changed.')).toBeVisible();
    await waitFor(() => expect(current).toHaveValue(''));
    expect(next).toHaveValue('');
    expect(confirm).toHaveValue('');
    const calls = fetchMock.mock.calls.filter(([input]) =>
      String(input).endsWith('/api/auth/change-password'),
    );
    expect(JSON.parse(String(calls.at(-1)?.[1]?.body))).toEqual({
      currentPassword: 'Narra#Table2025',
      newPassword: 'Molave#Chair2026',
      confirmPassword: 'Molave#Chair2026',
    });
    // The old token no longer works: this device continues with the one the server answered.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? '{}')).toMatchObject({
      token: 'token-after-password-change',
    });
  });
});

describe('my account: documents', { timeout: 30_000 }, () => {
  test('lists documents with the number masked to its last 4 characters', async () => {
    accountRoutes({ 'GET /api/v1/my-info/documents': { body: { data: [passport] } } });
    await openAccount('/my-account?id=documents');
    const item = (await within(panel()).findByText('Passport')).closest('li')!;
    expect(item).toHaveTextContent('567A');
    expect(item).not.toHaveTextContent('P1234567A');
    expect(item).toHaveTextContent('Expires May 20, 2031');
    expect(item).toHaveTextContent('Uploaded Nov 2, 2026');
    expect(
      within(item).getByRole('button', { name: 'View Passport ending in 567A' }),
    ).toBeVisible();
  });

  test('a file over 5 MB is refused in the browser; a valid upload is sent and listed', async () => {
    let documents: unknown[] = [];
    let sent: FormData | null = null;
    const fetchMock = accountRoutes({
      'GET /api/v1/my-info/documents': () => ({ body: { data: documents } }),
      'POST /api/v1/my-info/documents': ({ body }) => {
        sent = body as FormData;
        documents = [passport];
        return { status: 201, body: { data: passport } };
      },
    });
    const { user } = await openAccount('/my-account?id=documents');
    await user.click(await within(panel()).findByRole('button', { name: 'Upload a document' }));
    const form = within(panel()).getByRole('form', { name: 'Upload a document' });
    expect(within(form).getByLabelText(/^Document type/)).toHaveFocus();

    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      // Type, number, expiry (a passport needs one once chosen; required front image).
      expect(within(form).getAllByText('This field is required.').length).toBeGreaterThanOrEqual(3),
    );

    await user.selectOptions(within(form).getByLabelText(/^Document type/), 'passport');
    await user.type(within(form).getByLabelText(/^Document number/), 'P1234#');
    await user.tab();
    expect(
      await within(form).findByText('The input value contains an invalid character(s).'),
    ).toBeVisible();
    await user.clear(within(form).getByLabelText(/^Document number/));
    await user.type(within(form).getByLabelText(/^Document number/), 'P1234567A');
    fireEvent.change(within(form).getByLabelText(/^Expiry date/), {
      target: { value: '2031-05-20' },
    });

    const front = form.querySelector<HTMLInputElement>('input[name="front"]')!;
    await user.upload(front, png('front.png', MAX_UPLOAD_BYTES + 1));
    expect(await within(form).findByText('File size must not exceed 5MB')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText('File size must not exceed 5MB')).toBeVisible();
    expect(callsTo(fetchMock, '/api/v1/my-info/documents').length).toBe(1); // the list only
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.upload(front, png('front.png'));
    expect(
      await within(form).findByRole('img', { name: 'Preview of the front image' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(within(form).queryByText('File size must not exceed 5MB')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Your document has been uploaded.')).toBeVisible();
    expect(await within(panel()).findByText('Passport')).toBeVisible();
    expect(within(panel()).queryByRole('form', { name: 'Upload a document' })).toBeNull();
    const body = sent as unknown as FormData;
    expect(body.get('type')).toBe('passport');
    expect(body.get('number')).toBe('P1234567A');
    expect(body.get('expiry')).toBe('2031-05-20');
    expect((body.get('front') as File).name).toBe('front.png');
    expect(body.get('back')).toBeNull();
  });

  test('server errors are shown beside their fields', async () => {
    accountRoutes({
      'GET /api/v1/my-info/documents': { body: { data: [] } },
      'POST /api/v1/my-info/documents': {
        status: 400,
        body: {
          message: 'The front and back must be JPG, PNG or WebP images.',
          errors: { front: 'The front and back must be JPG, PNG or WebP images.' },
        },
      },
    });
    const { user } = await openAccount('/my-account?id=documents');
    await user.click(await within(panel()).findByRole('button', { name: 'Upload a document' }));
    const form = within(panel()).getByRole('form', { name: 'Upload a document' });
    await user.selectOptions(within(form).getByLabelText(/^Document type/), 'umid');
    await user.type(within(form).getByLabelText(/^Document number/), '0111-2222333-4');
    await user.upload(form.querySelector<HTMLInputElement>('input[name="front"]')!, png('a.png'));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(
      await within(form).findByText('The front and back must be JPG, PNG or WebP images.'),
    ).toBeVisible();
    expect(form.querySelector('input[name="front"]')).toHaveAttribute('aria-invalid', 'true');
  });

  test('view fetches the file with the token; delete asks first (No keeps it, Yes removes it)', async () => {
    let documents: unknown[] = [passport];
    const fetchMock = accountRoutes({
      'GET /api/v1/my-info/documents': () => ({ body: { data: documents } }),
      'GET /api/v1/my-info/documents/d1/files/front': { body: { image: true } },
      'DELETE /api/v1/my-info/documents/d1': () => {
        documents = [];
        return { body: { data: { _id: 'd1' } } };
      },
    });
    // jsdom has no blob: URLs; the viewer makes them for "Download" and "Open the PDF".
    const createObjectURL = vi.fn(() => 'blob:document');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    registerCleanup(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const { user } = await openAccount('/my-account?id=documents');
    await user.click(
      await within(panel()).findByRole('button', { name: 'View Passport ending in 567A' }),
    );
    const viewer = await screen.findByRole('dialog', { name: 'Passport ending in 567A' });
    expect(
      await within(viewer).findByRole('img', { name: 'Front of the Passport' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:/));
    const [fileCall] = callsTo(fetchMock, '/api/v1/my-info/documents/d1/files/front');
    expect(fileCall?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(within(viewer).getByRole('link', { name: 'Download the front image' })).toHaveAttribute(
      'download',
      'passport-front.png',
    );
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The blob URL goes with the dialog.
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:document');

    const deleteButton = within(panel()).getByRole('button', {
      name: 'Delete Passport ending in 567A',
    });
    await user.click(deleteButton);
    let confirm = await screen.findByRole('dialog', { name: 'Delete this document?' });
    expect(confirm).toHaveTextContent('Passport ending in 567A and its files will be removed.');
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, '/api/v1/my-info/documents/d1')).toHaveLength(0);

    await user.click(deleteButton);
    confirm = await screen.findByRole('dialog', { name: 'Delete this document?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Your document has been deleted.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(panel()).findByText('You have no identity documents on file yet.'),
    ).toBeVisible();
    expect(callsTo(fetchMock, '/api/v1/my-info/documents/d1')).toHaveLength(1);
  });
});
