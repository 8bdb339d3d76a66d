import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

const main = () => screen.getByRole('main');

describe('forgot and reset password', { timeout: 20_000 }, () => {
  test('an unknown e-mail shows the server text in red with Sign up here', async () => {
    mockApi({
      'POST /api/v1/auth/forgot-password': {
        status: 404,
        body: { message: 'The e-mail address does not exist.' },
      },
    });
    const { user } = await renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' }, { timeout: 5000 });
    await user.type(within(main()).getByLabelText(/^Email/), 'nobody@example.ph');
    await user.click(within(main()).getByRole('button', { name: 'Send Reset Link' }));
    const alert = await within(main()).findByRole('alert');
    expect(alert).toHaveTextContent('The e-mail address does not exist.');
    expect(getComputedStyle(alert).color).toBe('rgb(211, 47, 47)');
    expect(within(alert).getByRole('link', { name: 'Sign up here' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  test('a known e-mail goes to the check-your-e-mail page', async () => {
    mockApi({
      'POST /api/v1/auth/forgot-password': { body: { data: { email: 'maria@example.ph' } } },
    });
    const { user, router } = await renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' }, { timeout: 5000 });
    await user.type(within(main()).getByLabelText(/^Email/), 'maria@example.ph');
    await user.click(within(main()).getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/check-email/maria%40example.ph'),
    );
    expect(await within(main()).findByText('maria@example.ph')).toBeVisible();
  });

  test('a valid link sets the new password with the shared rules', async () => {
    mockApi({
      'POST /api/v1/auth/verify-token': { body: { data: { valid: true, email: 'm@e.ph' } } },
      'PUT /api/v1/auth/reset-password': { body: { data: { email: 'm@e.ph' } } },
    });
    const { user, router } = await renderApp('/change-password/t0k3n');
    const field = await within(main()).findByLabelText(/^New password/, {}, { timeout: 5000 });
    await user.type(field, 'weakpass1!');
    await user.click(within(main()).getByRole('button', { name: 'Change Password' }));
    expect(
      await within(main()).findByText('Must contain at least one uppercase letter (A-Z).'),
    ).toBeVisible();
    await user.clear(field);
    await user.type(field, 'Strong#Pass2025');
    await user.type(within(main()).getByLabelText(/^Confirm new password/), 'Strong#Pass2025');
    await user.click(within(main()).getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  });

  test('a differing confirmation says so at once, beside a password still too weak', async () => {
    mockApi({
      'POST /api/v1/auth/verify-token': { body: { data: { valid: true, email: 'm@e.ph' } } },
    });
    const { user } = await renderApp('/change-password/t0k3n');
    const field = await within(main()).findByLabelText(/^New password/, {}, { timeout: 5000 });
    await user.type(field, 'weakpass1!');
    await user.type(within(main()).getByLabelText(/^Confirm new password/), 'weakpass2!');
    await user.tab();
    expect(await within(main()).findByText('Passwords do not match.')).toBeVisible();
    await user.click(within(main()).getByRole('button', { name: 'Change Password' }));
    expect(
      await within(main()).findByText('Must contain at least one uppercase letter (A-Z).'),
    ).toBeVisible();
    expect(within(main()).getByText('Passwords do not match.')).toBeVisible();
  });

  test('an expired link says so', async () => {
    mockApi({ 'POST /api/v1/auth/verify-token': { body: { data: { valid: false } } } });
    await renderApp('/change-password/t0k3n');
    expect(await within(main()).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'not valid or has expired',
    );
  });
});
