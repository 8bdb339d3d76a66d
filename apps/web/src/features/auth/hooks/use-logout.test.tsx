import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import { mockApi } from '../../../testing/api-mock';
import { renderApp } from '../../../testing/render-app';
import { REMEMBERED_CREDENTIALS_KEY, useRememberedStore } from '../stores/remembered-credentials';
import { useSessionStore } from '../stores/session';

const remembered = {
  firstName: 'Maria',
  lastName: 'Santos',
  email: 'maria@example.ph',
  rememberPassword: true,
  deviceId: 'device-12345678',
  refreshToken: 'refresh-0',
  timestamp: 1,
};

const tokenOk = {
  'GET /api/token': { body: { data: { valid: true } } },
};

async function renderSignedIn(rememberDevice: boolean) {
  if (rememberDevice) localStorage.setItem(REMEMBERED_CREDENTIALS_KEY, JSON.stringify(remembered));
  const view = await renderApp('/faqs', { signedIn: true });
  await act(() => useRememberedStore.persist.rehydrate());
  await view.user.click(screen.getByRole('button', { name: 'Hi, Maria' }));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
  return view;
}

beforeEach(() => {
  useRememberedStore.setState({ credentials: null });
  localStorage.removeItem(REMEMBERED_CREDENTIALS_KEY);
});

describe('logout', { timeout: 20_000 }, () => {
  test('without a remembered device it signs out and goes home at once', async () => {
    mockApi(tokenOk);
    const { router } = await renderSignedIn(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  test('with one it asks; Cancel keeps the session', async () => {
    mockApi(tokenOk);
    const { user } = await renderSignedIn(true);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Do you want to stay logged in for next time?' },
      { timeout: 5000 },
    );
    expect(within(dialog).getByRole('button', { name: 'Logout and Keep my Data' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Logout and Clear Data' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useSessionStore.getState().token).toBe('test-token');
  });

  test('"Logout and Keep my Data" signs out and keeps the remembered credentials', async () => {
    mockApi(tokenOk);
    const { user, router } = await renderSignedIn(true);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Logout and Keep my Data' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem(REMEMBERED_CREDENTIALS_KEY)).not.toBeNull();
    // The login modal now offers the remembered account.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Login' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 });
    expect(within(login).getByRole('button', { name: 'Continue as Maria' })).toBeVisible();
  });

  test('"Logout and Clear Data" also deletes the remembered credentials', async () => {
    mockApi(tokenOk);
    const { user, router } = await renderSignedIn(true);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Logout and Clear Data' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem(REMEMBERED_CREDENTIALS_KEY)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });
});

describe('header token check on load', { timeout: 20_000 }, () => {
  test('a rejected stored token signs the visitor out', async () => {
    mockApi({ 'GET /api/token': { status: 401, body: { message: 'Session expired.' } } });
    await renderApp('/', { signedIn: true });
    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'Login' }),
    ).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  test('an accepted token keeps the session', async () => {
    mockApi(tokenOk);
    await renderApp('/', { signedIn: true });
    expect(await screen.findByRole('button', { name: 'Hi, Maria' })).toBeVisible();
    expect(useSessionStore.getState().token).toBe('test-token');
  });
});
