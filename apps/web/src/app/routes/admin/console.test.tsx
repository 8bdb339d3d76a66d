import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { useAdminSession } from '../../../lib/admin-session';
import { loadRuntimeConfig } from '../../../lib/runtime-config';
import { mockApi } from '../../../testing/api-mock';
import { registerCleanup } from '../../../testing/cleanup-registry';
import { createConsoleRouter } from '../../console';
import { AppProvider } from '../../provider';
import { AppRouterProvider } from '../../router-provider';

/** A JWT-shaped token carrying a role (the console only reads its claims). */
const tokenFor = (role: string, expSeconds = Math.floor(Date.now() / 1000) + 3600) =>
  `h.${btoa(JSON.stringify({ role, exp: expSeconds })).replace(/=+$/, '')}.s`;

async function renderConsole(path: string) {
  await loadRuntimeConfig();
  window.history.replaceState(null, '', path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createConsoleRouter();
  registerCleanup(() => router.dispose());
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={queryClient}>
      <AppRouterProvider router={router} />
    </AppProvider>,
  );
  // The first render loads and transforms the console's lazy modules: give it time.
  await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
  return { router, user };
}

afterEach(() => {
  useAdminSession.setState({ session: null, notice: null });
  sessionStorage.clear();
  localStorage.clear();
});

describe('the staff console', { timeout: 20_000 }, () => {
  test('a shopper signed in on the storefront is sent to the console sign-in: no access', async () => {
    mockApi();
    localStorage.setItem(
      'token',
      JSON.stringify({ token: tokenFor('customer'), email: 'maria@example.ph' }),
    );
    const { router } = await renderConsole('/admin/staff');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'), {
      timeout: 10_000,
    });
    expect(router.state.location.search).toBe('?notice=no-access');
    expect(
      await screen.findByText(
        'This account has no access to the console. Sign in with a staff account.',
      ),
    ).toBeVisible();
  });

  test('a customer’s credentials on the console sign-in are refused', async () => {
    mockApi({
      'POST /api/v1/auth/login': {
        body: {
          data: {
            token: tokenFor('customer'),
            email: 'maria@example.ph',
            firstName: 'Maria',
            lastName: 'Santos',
            roleName: 'customer',
            projectId: 'test-project',
          },
        },
      },
    });
    const { router, user } = await renderConsole('/admin/login');
    const form = await screen.findByRole('form', { name: 'Console sign-in' });
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'maria@example.ph');
    await user.type(within(form).getByLabelText(/Password/), 'Sampaguita#2024');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This account has no access to the console.',
    );
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(useAdminSession.getState().session).toBeNull();
  });

  test('staff see the console without Staff and Activity, and are told a screen is not theirs', async () => {
    mockApi();
    useAdminSession.setState({
      session: {
        token: tokenFor('staff'),
        email: 'liza@casafilipina.ph',
        firstName: 'Liza',
        lastName: 'Soberano',
        role: 'staff',
        expiresAt: Date.now() + 3_600_000,
      },
    });
    await renderConsole('/admin/staff');
    expect(
      await screen.findByText('You do not have access to this. Ask an admin if you need it.'),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/admin/products',
    );
    expect(within(nav).queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Activity' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite staff' })).toBeNull();
  });

  test('an unknown console page says so and leads back to the dashboard', async () => {
    mockApi();
    useAdminSession.setState({
      session: {
        token: tokenFor('admin'),
        email: 'owner@casafilipina.ph',
        firstName: 'Shop',
        lastName: 'Owner',
        role: 'admin',
        expiresAt: Date.now() + 3_600_000,
      },
    });
    await renderConsole('/admin/no-such-page');
    expect(await screen.findByText('This console page does not exist.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});
