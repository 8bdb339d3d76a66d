import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import { callsTo, mockApi, type MockRoutes } from '../../../testing/api-mock';
import { renderApp } from '../../../testing/render-app';
import {
  REMEMBERED_CREDENTIALS_KEY,
  useRememberedStore,
  type RememberedCredentials,
} from '../stores/remembered-credentials';
import { useSessionStore } from '../stores/session';

const loginData = {
  token: 'new-token',
  email: 'juan.delacruz@example.ph',
  firstName: 'Juan',
  lastName: 'Dela Cruz',
  roleName: 'customer',
  projectId: 'test-project',
  deviceId: 'device-12345678',
  refreshToken: 'refresh-1',
};

const remembered: RememberedCredentials = {
  firstName: 'Juan',
  lastName: 'Dela Cruz',
  email: 'juan.delacruz@example.ph',
  rememberPassword: true,
  deviceId: 'device-12345678',
  refreshToken: 'refresh-0',
  timestamp: 1,
};

function loginRoutes(extra: MockRoutes = {}) {
  return mockApi({
    'POST /api/v1/auth/login': ({ body }) => {
      const { withRefreshToken } = body as { withRefreshToken: boolean };
      const { deviceId, refreshToken, ...rest } = loginData;
      return { body: { data: withRefreshToken ? { ...rest, deviceId, refreshToken } : rest } };
    },
    ...extra,
  });
}

async function openModal(options: { remember?: RememberedCredentials; path?: string } = {}) {
  if (options.remember) {
    localStorage.setItem(REMEMBERED_CREDENTIALS_KEY, JSON.stringify(options.remember));
  }
  const view = await renderApp(options.path ?? '/');
  await act(() => useRememberedStore.persist.rehydrate());
  await view.user.click(
    within(screen.getAllByRole('banner')[0]!).getByRole('button', { name: 'Login' }),
  );
  // The first opening loads the modal's chunk.
  const dialog = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 });
  return { ...view, dialog };
}

const emailField = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Email/);
const passwordField = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Password/);
const loginButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Login' });

beforeEach(() => {
  useRememberedStore.setState({ credentials: null });
  localStorage.removeItem(REMEMBERED_CREDENTIALS_KEY);
});

// Each test renders the whole storefront; a busy machine needs more than the default 5 s.
describe('login modal', { timeout: 20_000 }, () => {
  test('is 500 px wide and persistent: a backdrop click keeps it, Escape closes it', async () => {
    loginRoutes();
    const { dialog, user } = await openModal();
    const paper = dialog.closest('.MuiDialog-paper') ?? dialog;
    expect(getComputedStyle(paper).width).toBe('500px');

    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    fireEvent.mouseDown(backdrop as Element);
    fireEvent.click(backdrop as Element);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('Login stays disabled until the form is valid; Remember me is checked by default', async () => {
    loginRoutes();
    const { dialog, user } = await openModal();
    expect(loginButton(dialog)).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Remember me' })).toBeChecked();

    await user.type(emailField(dialog), 'not-an-email');
    await user.type(passwordField(dialog), 'x');
    expect(loginButton(dialog)).toBeDisabled();
    expect(
      await within(dialog).findByText('The supplied email address is not valid.'),
    ).toBeVisible();

    await user.clear(emailField(dialog));
    await user.type(emailField(dialog), 'juan.delacruz@example.ph');
    await waitFor(() => expect(loginButton(dialog)).toBeEnabled());
  });

  test('the eye button shows and hides the password', async () => {
    loginRoutes();
    const { dialog, user } = await openModal();
    expect(passwordField(dialog)).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(passwordField(dialog)).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(passwordField(dialog)).toHaveAttribute('type', 'password');
  });

  test('Enter logs in: session saved, toast, success card with the remembered texts', async () => {
    const fetchMock = loginRoutes();
    const { dialog, user } = await openModal();
    await user.type(emailField(dialog), 'juan.delacruz@example.ph');
    await user.type(passwordField(dialog), 'Mabuhay#2024{Enter}');

    expect(await within(dialog).findByText('Successfully Logged In!')).toBeVisible();
    expect(within(dialog).getByText('Juan Dela Cruz')).toBeVisible();
    expect(within(dialog).getByText('juan.delacruz@example.ph')).toBeVisible();
    expect(within(dialog).getByText('Your password has been securely saved.')).toBeVisible();
    expect(within(dialog).getByText("You'll remain logged in for the next 30 days.")).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Log in to Another Account' })).toBeVisible();
    expect(await screen.findByText('Successfully logged in.')).toBeInTheDocument();

    expect(callsTo(fetchMock, '/api/v1/auth/login')).toHaveLength(1);
    const sent = fetchMock.mock.calls.find(([input]) => String(input).includes('/auth/login'));
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({
      email: 'juan.delacruz@example.ph',
      password: 'Mabuhay#2024',
      projectId: 'test-project',
      withRefreshToken: true,
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? '{}')).toEqual({
      token: 'new-token',
      email: 'juan.delacruz@example.ph',
      firstName: 'Juan',
      lastName: 'Dela Cruz',
      projectId: 'test-project',
    });
    expect(JSON.parse(localStorage.getItem(REMEMBERED_CREDENTIALS_KEY) ?? '{}')).toMatchObject({
      email: 'juan.delacruz@example.ph',
      deviceId: 'device-12345678',
      refreshToken: 'refresh-1',
      rememberPassword: true,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Home' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The header greets by first name.
    expect(await screen.findByRole('button', { name: 'Hi, Juan' })).toBeVisible();
  });

  test('signed in from another page, Continue keeps the shopper there', async () => {
    loginRoutes();
    const { dialog, user, router } = await openModal({ path: '/faqs' });
    await user.type(passwordField(dialog), 'Mabuhay#2024');
    await user.type(emailField(dialog), 'juan.delacruz@example.ph{Enter}');
    expect(await within(dialog).findByText('Successfully Logged In!')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Continue to Home' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/faqs');
  });

  test('asked to sign in on the way to the cart, Continue goes on to the cart', async () => {
    loginRoutes({
      'GET /api/v1/my-cart': { body: { data: { _id: 'c1', items: [], totalItemCount: 0 } } },
    });
    const view = await renderApp('/faqs');
    await view.user.click(
      within(screen.getAllByRole('banner')[0]!).getByRole('link', { name: /^Cart/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 });
    expect(view.router.state.location.pathname).toBe('/faqs');
    await view.user.type(passwordField(dialog), 'Mabuhay#2024');
    await view.user.type(emailField(dialog), 'juan.delacruz@example.ph{Enter}');
    await view.user.click(await within(dialog).findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/cart'));
  });

  test('without Remember me the card leaves out the saved-password texts', async () => {
    loginRoutes();
    const { dialog, user } = await openModal();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    await user.type(passwordField(dialog), 'Mabuhay#2024');
    await user.type(emailField(dialog), 'juan.delacruz@example.ph{Enter}');
    expect(await within(dialog).findByText('Successfully Logged In!')).toBeVisible();
    expect(within(dialog).queryByText('Your password has been securely saved.')).toBeNull();
    expect(within(dialog).queryByText(/30 days/)).toBeNull();
    expect(localStorage.getItem(REMEMBERED_CREDENTIALS_KEY)).toBeNull();
  });

  test('a 401 shows the invalid-credentials text, which clears on typing', async () => {
    loginRoutes({
      'POST /api/v1/auth/login': { status: 401, body: { message: 'whatever' } },
    });
    const { dialog, user } = await openModal();
    await user.type(emailField(dialog), 'juan.delacruz@example.ph');
    await user.type(passwordField(dialog), 'wrong{Enter}');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email and/or password.');
    await user.type(passwordField(dialog), 'x');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  test('a server failure shows the generic text', async () => {
    loginRoutes({ 'POST /api/v1/auth/login': { status: 500, body: { message: 'boom' } } });
    const { dialog, user } = await openModal();
    await user.type(emailField(dialog), 'juan.delacruz@example.ph');
    await user.type(passwordField(dialog), 'secret{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });

  test('"not exist" is red with Sign up here; other errors are in the primary colour', async () => {
    let answer = { status: 404, body: { message: 'The e-mail address does not exist.' } };
    loginRoutes({ 'POST /api/v1/auth/login': () => answer });
    const { dialog, user, router } = await openModal();
    await user.type(emailField(dialog), 'nobody@example.ph');
    await user.type(passwordField(dialog), 'secret{Enter}');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The e-mail address does not exist.');
    expect(getComputedStyle(alert).color).toBe('rgb(211, 47, 47)');
    const link = within(alert).getByRole('link', { name: 'Sign up here' });
    expect(link).toHaveAttribute('href', '/signup');

    answer = { status: 429, body: { message: 'Too many login attempts.' } };
    await user.type(passwordField(dialog), 'x{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Too many login attempts.'),
    );
    expect(within(dialog).queryByRole('link', { name: 'Sign up here' })).toBeNull();
    expect(getComputedStyle(within(dialog).getByRole('alert')).color).not.toBe('rgb(211, 47, 47)');
    expect(router.state.location.pathname).toBe('/');
  });

  test('closing resets the fields and the error', async () => {
    loginRoutes({ 'POST /api/v1/auth/login': { status: 401, body: {} } });
    const { dialog, user } = await openModal();
    await user.type(emailField(dialog), 'juan.delacruz@example.ph');
    await user.type(passwordField(dialog), 'wrong{Enter}');
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      within(screen.getAllByRole('banner')[0]!).getByRole('button', { name: 'Login' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Log in' });
    expect(emailField(again)).toHaveValue('');
    expect(passwordField(again)).toHaveValue('');
    expect(within(again).queryByRole('alert')).toBeNull();
  });

  test('a remembered device shows its panel; Continue refreshes with the refresh token', async () => {
    const fetchMock = loginRoutes({
      'POST /api/v1/auth/refresh': { body: { data: { ...loginData, refreshToken: 'refresh-2' } } },
    });
    const { dialog, user } = await openModal({ remember: remembered });
    expect(within(dialog).getByText('Juan Dela Cruz')).toBeVisible();
    expect(within(dialog).getByText('juan.delacruz@example.ph')).toBeVisible();
    expect(within(dialog).queryByLabelText(/^Password/)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Continue as Juan' }));
    expect(await within(dialog).findByText('Successfully Logged In!')).toBeVisible();
    const [call] = callsTo(fetchMock, '/api/v1/auth/refresh');
    expect(call?.headers.get('Authorization')).toBe('Bearer refresh-0');
    expect(useSessionStore.getState().token).toBe('new-token');
    expect(useRememberedStore.getState().credentials?.refreshToken).toBe('refresh-2');
  });

  test('"Use another account" switches to the form; closing brings the panel back', async () => {
    loginRoutes();
    const { dialog, user } = await openModal({ remember: remembered });
    await user.click(within(dialog).getByRole('button', { name: 'Use another account' }));
    expect(emailField(dialog)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(
      within(screen.getAllByRole('banner')[0]!).getByRole('button', { name: 'Login' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(again).getByRole('button', { name: 'Continue as Juan' })).toBeVisible();
  });

  test('no Google or Facebook buttons (no provider is built in)', async () => {
    loginRoutes();
    const { dialog } = await openModal();
    expect(within(dialog).queryByRole('button', { name: /google|facebook/i })).toBeNull();
  });
});
